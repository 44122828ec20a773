import Canopy
import CanopyCairo
import Foundation
import Testing

/// The renderer's rules checked by probing single pixels: content modes, group opacity,
/// clipping, borders, the pixel grid, labels and shadows.
@Suite("Rendering rules checked pixel by pixel")
struct RenderVectorTests {
    let renderer = CairoRenderer()

    @Test("Content modes place a 200×200 image in a 100×50 rect as the table says")
    func contentModeRects() {
        let r = rect(0, 0, 100, 50), s = CGSize(width: 200, height: 200)
        #expect(ImageNode.drawnRect(for: .scaleAspectFit, imageSize: s, in: r) == rect(25, 0, 50, 50))
        #expect(ImageNode.drawnRect(for: .scaleAspectFill, imageSize: s, in: r) == rect(0, -25, 100, 100))
        #expect(ImageNode.drawnRect(for: .center, imageSize: s, in: r) == rect(-50, -75, 200, 200))
        #expect(ImageNode.drawnRect(for: .top, imageSize: s, in: r) == rect(-50, 0, 200, 200))
        #expect(ImageNode.drawnRect(for: .left, imageSize: s, in: r) == rect(0, -75, 200, 200))
        #expect(ImageNode.drawnRect(for: .bottomRight, imageSize: s, in: r) == rect(-100, -150, 200, 200))
        #expect(ImageNode.drawnRect(for: .scaleToFill, imageSize: s, in: r) == rect(0, 0, 100, 50))
    }

    @Test("A half-transparent parent composites its children as one group")
    func groupOpacity() throws {
        // Given
        let z = node(rect(0, 0, 20, 10), .white)
        let p = node(rect(0, 0, 20, 10), nil, in: z)
        p.alpha = 0.5
        node(rect(0, 0, 15, 10), .red, in: p)
        node(rect(5, 0, 15, 10), .blue, in: p)
        // When
        let bitmap = try renderer.render(z, scale: 1)
        // Then
        expectPixel(bitmap, 2, 5, [255, 128, 128, 255])
        expectPixel(bitmap, 7, 5, [128, 128, 255, 255])
        expectPixel(bitmap, 17, 5, [128, 128, 255, 255])
    }

    @Test("clipsToBounds cuts subviews off at the bounds")
    func clipping() throws {
        let z = node(rect(0, 0, 20, 20), .white)
        let p = node(rect(0, 0, 10, 10), nil, in: z)
        node(rect(5, 5, 10, 10), .green, in: p)
        p.clipsToBounds = true
        let clipped = try renderer.render(z)
        expectPixel(clipped, 12, 12, white)
        expectPixel(clipped, 7, 7, green)
        p.clipsToBounds = false
        let unclipped = try renderer.render(z)
        expectPixel(unclipped, 12, 12, green)
    }

    @Test("A border paints inside the bounds above the subviews")
    func borderAboveSubviews() throws {
        let z = node(rect(0, 0, 20, 20), .white)
        let p = node(rect(0, 0, 10, 10), nil, in: z)
        node(rect(0, 0, 10, 10), .green, in: p)
        p.borderWidth = 2
        p.borderColor = .black
        let bitmap = try renderer.render(z)
        expectPixel(bitmap, 1, 1, black)
        expectPixel(bitmap, 8, 8, black)
        expectPixel(bitmap, 5, 5, green)
    }

    @Test("At scale 2 a point covers exactly two pixels")
    func pixelGrid() throws {
        let z = node(rect(0, 0, 20, 20), .white)
        node(rect(5, 5, 10, 10), .red, in: z)
        let bitmap = try renderer.render(z, scale: 2)
        #expect(bitmap.width == 40 && bitmap.height == 40)
        expectPixel(bitmap, 10, 10, red, tolerance: 0)
        expectPixel(bitmap, 9, 9, white, tolerance: 0)
        expectPixel(bitmap, 29, 29, red, tolerance: 0)
        expectPixel(bitmap, 30, 30, white, tolerance: 0)
    }

    @Test("Labels measure and truncate with fixed metrics")
    func labelWithFixedMetrics() {
        let label = LabelNode(frame: rect(0, 0, 40, 12))
        label.textMetrics = FixedTextMetrics()
        label.font = .system(size: 10)
        label.text = "Hello world"
        #expect(label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 55, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 30, height: CGFloat.infinity)) == CGSize(width: 25, height: 24))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 30, height: CGFloat.infinity)) == CGSize(width: 55, height: 12))
        let recorder = RecordingCanvas(metrics: FixedTextMetrics())
        label.draw(in: recorder)
        #expect(recorder.texts == ["Hello w…"])
    }

    @Test("A shadow paints its offset path, and not when clipped or transparent")
    func shadowGating() throws {
        func scene(configure: (ViewNode) -> Void) throws -> Bitmap {
            let z = node(rect(0, 0, 20, 30), .white)
            let v = node(rect(5, 5, 10, 10), nil, in: z)
            v.shadowOpacity = 0.5
            v.shadowPath = v.bounds
            v.shadowOffset = CGSize(width: 0, height: 10)
            v.shadowRadius = 0
            configure(v)
            return try renderer.render(z)
        }
        let shadowed = try scene { _ in }
        expectPixel(shadowed, 10, 20, [128, 128, 128, 255])
        expectPixel(shadowed, 10, 10, white)
        expectPixel(try scene { $0.clipsToBounds = true }, 10, 20, white)
        expectPixel(try scene { $0.shadowOpacity = 0 }, 10, 20, white)
    }
}

/// A canvas that records the text it is asked to draw.
final class RecordingCanvas: Canvas {
    let scale: CGFloat = 1
    let textMetrics: any TextMetrics
    var texts: [String] = []
    init(metrics: any TextMetrics) { textMetrics = metrics }
    func saveState() {}
    func restoreState() {}
    func translate(dx: CGFloat, dy: CGFloat) {}
    func concatenate(_ transform: AffineTransform) {}
    func clip(to path: Path, rule: FillRule) {}
    func fill(_ path: Path, color: Color, rule: FillRule) {}
    func stroke(_ path: Path, color: Color, lineWidth: CGFloat) {}
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color) { texts.append(text) }
    func drawImage(_ source: ImageSource, in rect: CGRect, tintColor: Color?) {}
}
