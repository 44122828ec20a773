import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Painting node properties")
struct NodePropertyRenderTests {
    let renderer = CairoRenderer()

    @Test("Without a background nothing is painted; the surface stays transparent")
    func transparentByDefault() throws {
        let bitmap = try renderer.render(node(rect(0, 0, 4, 4)))
        #expect(bitmap.width == 4 && bitmap.height == 4)
        expectPixel(bitmap, 2, 2, transparent, tolerance: 0)
    }

    @Test("A translucent background is stored unpremultiplied and rounded to nearest")
    func translucentBackground() throws {
        let bitmap = try renderer.render(node(rect(0, 0, 4, 4), Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)))
        expectPixel(bitmap, 1, 1, [255, 128, 0, 128])
    }

    @Test("Corner radius rounds the background: corners stay clear, edges fill")
    func cornerRadius() throws {
        let v = node(rect(0, 0, 40, 20), .red)
        v.cornerRadius = 10
        let bitmap = try renderer.render(v)
        expectPixel(bitmap, 0, 0, transparent)
        expectPixel(bitmap, 20, 0, red)
        expectPixel(bitmap, 39, 19, transparent)
        // A radius larger than half the height is limited to it: the ends are semicircles.
        v.cornerRadius = 100
        let capsule = try renderer.render(v)
        expectPixel(capsule, 10, 10, red)
        expectPixel(capsule, 1, 1, transparent)
    }

    @Test("A rounded clip cuts subviews at the rounded corner")
    func roundedClip() throws {
        let v = node(rect(0, 0, 20, 20), nil)
        v.cornerRadius = 10
        v.clipsToBounds = true
        node(rect(0, 0, 20, 20), .blue, in: v)
        let bitmap = try renderer.render(v)
        expectPixel(bitmap, 1, 1, transparent)
        expectPixel(bitmap, 10, 10, blue)
    }

    @Test("A rounded border follows the corner radius and lies inside the bounds")
    func roundedBorder() throws {
        let v = node(rect(0, 0, 100, 50), .white)
        v.cornerRadius = 8
        v.borderWidth = 1
        v.borderColor = .red
        let bitmap = try renderer.render(v)
        expectPixel(bitmap, 50, 0, red, tolerance: 0)
        expectPixel(bitmap, 50, 1, white, tolerance: 0)
        expectPixel(bitmap, 0, 25, red, tolerance: 0)
        expectPixel(bitmap, 0, 0, transparent, tolerance: 0)
        // A border color of nil draws nothing; a negative width draws as 0.
        v.borderColor = nil
        expectPixel(try renderer.render(v), 50, 0, white, tolerance: 0)
        v.borderColor = .red
        v.borderWidth = -3
        expectPixel(try renderer.render(v), 50, 0, white, tolerance: 0)
    }

    @Test("A border wider than half the view fills the whole shape")
    func thickBorder() throws {
        let v = node(rect(0, 0, 10, 10), .white)
        v.borderWidth = 8
        v.borderColor = .green
        expectPixel(try renderer.render(v), 5, 5, green, tolerance: 0)
    }

    @Test("Later siblings paint above earlier ones; reordering changes the result")
    func zOrder() throws {
        let root = node(rect(0, 0, 10, 10), .white)
        let a = node(rect(0, 0, 10, 10), .red, in: root)
        node(rect(0, 0, 10, 10), .blue, in: root)
        expectPixel(try renderer.render(root), 5, 5, blue, tolerance: 0)
        root.bringSubviewToFront(a)
        expectPixel(try renderer.render(root), 5, 5, red, tolerance: 0)
    }

    @Test("Hidden views and views with alpha 0 paint nothing, subtree included")
    func hiddenAndTransparent() throws {
        let root = node(rect(0, 0, 10, 10), .white)
        let a = node(rect(0, 0, 10, 10), .red, in: root)
        node(rect(0, 0, 5, 5), .blue, in: a)
        a.isHidden = true
        expectPixel(try renderer.render(root), 2, 2, white, tolerance: 0)
        a.isHidden = false
        a.alpha = 0
        expectPixel(try renderer.render(root), 2, 2, white, tolerance: 0)
        a.alpha = 0.005  // still painted: only hit testing ignores alpha < 0.01
        #expect(rgba(try renderer.render(root), 2, 2) != white)
    }

    @Test("The rendered view's own hidden flag, alpha and transform are not applied")
    func rootOwnPropertiesIgnored() throws {
        let root = node(rect(30, 30, 10, 10), .red)
        root.isHidden = true
        root.alpha = 0.5
        root.transform = AffineTransform(scale: 3)
        let bitmap = try renderer.render(root)
        #expect(bitmap.width == 10 && bitmap.height == 10)
        expectPixel(bitmap, 5, 5, red, tolerance: 0)
    }

    @Test("Transforms rotate and scale about the centre")
    func transforms() throws {
        let root = node(rect(0, 0, 40, 40), .white)
        let bar = node(rect(10, 18, 20, 4), .black, in: root)
        bar.transform = AffineTransform(rotationByDegrees: 90)
        let rotated = try renderer.render(root)
        expectPixel(rotated, 20, 12, black)
        expectPixel(rotated, 12, 20, white)
        bar.transform = AffineTransform(scale: 2)
        let scaled = try renderer.render(root)
        expectPixel(scaled, 1, 20, black)
        expectPixel(scaled, 20, 15, white)
    }

    @Test("A non-invertible transform hides the view instead of failing")
    func singularTransform() throws {
        let root = node(rect(0, 0, 10, 10), .white)
        let v = node(rect(0, 0, 10, 10), .red, in: root)
        v.transform = AffineTransform(m11: 0, m12: 0, m21: 0, m22: 1, tX: 0, tY: 0)
        expectPixel(try renderer.render(root), 5, 5, white, tolerance: 0)
    }

    @Test("Bounds origin scrolls the content: subviews move by minus the origin")
    func boundsOrigin() throws {
        let root = node(rect(0, 0, 20, 20), .white)
        let scroller = node(rect(0, 0, 20, 20), nil, in: root)
        node(rect(0, 10, 20, 5), .red, in: scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 10)
        let bitmap = try renderer.render(root)
        expectPixel(bitmap, 5, 2, red, tolerance: 0)
        expectPixel(bitmap, 5, 12, white, tolerance: 0)
    }

    @Test("Custom draw(in:) paints in bounds coordinates between background and subviews")
    func customDrawing() throws {
        final class Cross: ViewNode {
            override func draw(in canvas: Canvas) {
                canvas.fill(CGRect(x: 0, y: 4, width: 10, height: 2), color: .red)
                canvas.saveState()
                canvas.translate(dx: 4, dy: 0)
                canvas.clip(to: CGRect(x: 0, y: 0, width: 2, height: 5))
                canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .blue)
                canvas.restoreState()
                canvas.stroke(.ellipse(in: CGRect(x: 1, y: 1, width: 8, height: 8)), color: .green, lineWidth: 0.5)
                canvas.saveState()  // left unbalanced on purpose: the renderer restores it
                canvas.translate(dx: 100, dy: 100)
            }
        }
        let root = node(rect(0, 0, 20, 10), .white)
        let cross = Cross(frame: rect(0, 0, 10, 10))
        root.addSubview(cross)
        node(rect(10, 0, 10, 10), .black, in: root)
        let bitmap = try renderer.render(root)
        expectPixel(bitmap, 3, 4, red, tolerance: 0)
        expectPixel(bitmap, 4, 2, blue, tolerance: 0)
        expectPixel(bitmap, 4, 7, white, tolerance: 0)
        expectPixel(bitmap, 15, 5, black, tolerance: 0)  // the sibling is where it belongs
    }

    @Test("Scales 1, 2 and 3 give ceil(size × scale) pixels with the same picture", arguments: [1, 2, 3])
    func scales(scale: Int) throws {
        let root = node(rect(0, 0, 10.5, 7), .white)
        node(rect(2, 2, 3, 3), .red, in: root)
        let bitmap = try renderer.render(root, scale: CGFloat(scale))
        #expect(bitmap.width == Int((10.5 * Double(scale)).rounded(.up)) && bitmap.height == 7 * scale)
        expectPixel(bitmap, 2 * scale, 2 * scale, red, tolerance: 0)
        expectPixel(bitmap, 5 * scale, 5 * scale, white, tolerance: 0)
        expectPixel(bitmap, 5 * scale - 1, 5 * scale - 1, red, tolerance: 0)
    }

    @Test("Rendering the same tree twice gives byte-identical PNGs")
    func determinism() throws {
        func tree() -> ViewNode {
            let root = node(rect(0, 0, 120, 80), .white)
            let card = node(rect(10, 10, 100, 60), Color(hex: 0x3366CC), in: root)
            card.cornerRadius = 12
            card.shadowOpacity = 0.4
            card.shadowRadius = 4
            card.shadowOffset = CGSize(width: 0, height: 3)
            let label = LabelNode(frame: rect(8, 8, 84, 20))
            label.text = "Determinism"
            label.textColor = .white
            card.addSubview(label)
            return root
        }
        let first = try renderer.render(tree(), scale: 2).pngData()
        let second = try CairoRenderer().render(tree(), scale: 2).pngData()
        #expect(first == second)
    }
}
