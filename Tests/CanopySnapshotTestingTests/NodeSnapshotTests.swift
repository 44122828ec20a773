import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import Testing

/// PNG goldens for node properties, one image per visual state worth seeing (scale 2).
@Suite("Node snapshots")
struct NodeSnapshotTests {
    /// Shadows are blurred with integer box passes; a future pixman or cairo may round the
    /// compositing of the blurred mask by one level, so shadow goldens allow tiny colour
    /// changes (not structural ones).
    static let shadowTolerance = SnapshotTolerance.perceptual(colorThreshold: 0.02, antiAliasing: false)

    /// A light canvas holding the views under test.
    func stage(_ width: CGFloat = 200, _ height: CGFloat = 120) -> ViewNode {
        node(rect(0, 0, width, height), Color(hex: 0xF2F2F7))
    }

    @Test("Backgrounds with square, rounded and capsule corners")
    func backgroundsAndCorners() {
        let root = stage()
        for (i, radius) in [CGFloat(0), 8, 30].enumerated() {
            let v = node(rect(10 + CGFloat(i) * 63, 30, 55, 60), [Color(hex: 0xFF3B30), Color(hex: 0x34C759), Color(hex: 0x007AFF)][i], in: root)
            v.cornerRadius = radius
        }
        node(rect(10, 100, 180, 10), Color(red: 0, green: 0, blue: 0, alpha: 0.3), in: root)
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Borders: thin, thick, rounded and over subviews")
    func borders() {
        let root = stage()
        let thin = node(rect(10, 20, 50, 50), .white, in: root)
        thin.borderWidth = 1
        let thick = node(rect(75, 20, 50, 50), .white, in: root)
        thick.borderWidth = 6
        thick.borderColor = Color(hex: 0x5856D6)
        thick.cornerRadius = 12
        let covered = node(rect(140, 20, 50, 50), .white, in: root)
        node(rect(-10, 15, 70, 20), Color(hex: 0xFF9500), in: covered)
        covered.borderWidth = 3
        covered.borderColor = Color(hex: 0x1C1C1E)
        covered.cornerRadius = 25
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Rounded clipping cuts subviews at the corners")
    func roundedClip() {
        let root = stage()
        for (i, clips) in [false, true].enumerated() {
            let frame = node(rect(20 + CGFloat(i) * 95, 20, 70, 70), .white, in: root)
            frame.cornerRadius = 20
            frame.clipsToBounds = clips
            node(rect(-10, -10, 50, 50), Color(hex: 0xFF2D55), in: frame)
            node(rect(35, 35, 50, 50), Color(hex: 0x5AC8FA), in: frame)
        }
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Alpha composites a subtree as one group")
    func groupOpacity() {
        let root = stage()
        for (i, alpha) in [CGFloat(1), 0.5, 0.2].enumerated() {
            let group = node(rect(10 + CGFloat(i) * 63, 20, 55, 80), nil, in: root)
            group.alpha = alpha
            node(rect(0, 0, 40, 60), .red, in: group)
            node(rect(15, 20, 40, 60), .blue, in: group)
        }
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Transforms rotate, scale and shear about the centre")
    func transforms() {
        let root = stage()
        let rotated = node(rect(20, 35, 50, 50), Color(hex: 0xFF9500), in: root)
        rotated.transform = AffineTransform(rotationByDegrees: 30)
        let scaled = node(rect(95, 45, 30, 30), Color(hex: 0x34C759), in: root)
        scaled.transform = AffineTransform(scaleByX: 1.5, byY: 0.75)
        let sheared = node(rect(150, 35, 30, 50), Color(hex: 0xAF52DE), in: root)
        sheared.transform = AffineTransform(m11: 1, m12: 0, m21: 0.4, m22: 1, tX: 0, tY: 0)
        node(rect(10, 10, 10, 10), .black, in: rotated)
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Z-order follows subview order; hidden and transparent views vanish")
    func zOrderAndHidden() {
        let root = stage()
        let colors = [Color(hex: 0xFF3B30), Color(hex: 0xFFCC00), Color(hex: 0x34C759), Color(hex: 0x007AFF)]
        var cards: [ViewNode] = []
        for (i, color) in colors.enumerated() {
            let card = node(rect(20 + CGFloat(i) * 25, 20 + CGFloat(i) * 12, 60, 50), color, in: root)
            card.cornerRadius = 6
            cards.append(card)
        }
        root.sendSubviewToBack(cards[3])
        let hidden = node(rect(150, 20, 40, 40), .black, in: root)
        hidden.isHidden = true
        let invisible = node(rect(150, 70, 40, 40), .black, in: root)
        invisible.alpha = 0
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Shadows: blur radius, offset, colour and explicit paths")
    func shadows() {
        let root = stage(220, 120)
        let specs: [(CGFloat, CGSize, Color, Float)] = [
            (0, CGSize(width: 4, height: 4), .black, 0.5),
            (3, CGSize(width: 0, height: -3), .black, 0.6),
            (8, CGSize(width: 0, height: 6), Color(hex: 0x007AFF), 0.8),
        ]
        for (i, spec) in specs.enumerated() {
            let card = node(rect(20 + CGFloat(i) * 65, 30, 50, 50), .white, in: root)
            card.cornerRadius = 8
            card.shadowRadius = spec.0
            card.shadowOffset = spec.1
            card.shadowColor = spec.2
            card.shadowOpacity = spec.3
        }
        let pathOnly = node(rect(20, 95, 180, 10), nil, in: root)
        pathOnly.shadowPath = CGRect(x: 0, y: 0, width: 180, height: 4)
        pathOnly.shadowOpacity = 0.7
        pathOnly.shadowRadius = 2
        pathOnly.shadowOffset = .zero
        assertSnapshot(of: root, scale: 2, tolerance: Self.shadowTolerance)
    }

    @Test("Labels: alignment, weight, colour, ellipsis and several lines")
    func labels() {
        let root = stage(240, 200)
        for (i, alignment) in [TextAlignment.left, .center, .right].enumerated() {
            let label = LabelNode(frame: rect(10, 10 + CGFloat(i) * 28, 220, 24))
            label.backgroundColor = .white
            label.text = "Aligned \(alignment)"
            label.textAlignment = alignment
            root.addSubview(label)
        }
        let bold = LabelNode(frame: rect(10, 96, 220, 24))
        bold.text = "Bold title in blue"
        bold.font = .system(size: 20, weight: .bold)
        bold.textColor = Color(hex: 0x007AFF)
        root.addSubview(bold)
        let truncated = LabelNode(frame: rect(10, 124, 120, 20))
        truncated.text = "A sentence far too long for its label"
        truncated.font = .system(size: 13)
        root.addSubview(truncated)
        let paragraph = LabelNode(frame: rect(10, 148, 220, 48))
        paragraph.numberOfLines = 0
        paragraph.font = .system(size: 12)
        paragraph.text = "Multi-line labels wrap at spaces within their width and centre the block vertically."
        paragraph.backgroundColor = Color(white: 1, alpha: 0.6)
        root.addSubview(paragraph)
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Every content mode places a 24×16 image in a 40×30 frame")
    func contentModes() throws {
        let image = try Self.testImage()
        let root = stage(4 * 50 + 10, 3 * 40 + 10)
        for (i, mode) in ContentMode.allCases.enumerated() {
            let cell = ImageNode(frame: rect(10 + CGFloat(i % 4) * 50, 10 + CGFloat(i / 4) * 40, 40, 30))
            cell.backgroundColor = .white
            cell.image = .png(image)
            cell.contentMode = mode
            cell.clipsToBounds = true
            cell.borderWidth = 0.5
            cell.borderColor = Color(white: 0.6)
            root.addSubview(cell)
        }
        assertSnapshot(of: root, scale: 2)
    }

    @Test("Custom drawing through the canvas: paths, strokes, clips and text")
    func customDrawing() {
        final class Badge: ViewNode {
            override func draw(in canvas: Canvas) {
                canvas.fill(.ellipse(in: bounds.insetBy(dx: 4, dy: 4)), color: Color(hex: 0xFF3B30))
                canvas.stroke(.ellipse(in: bounds.insetBy(dx: 4, dy: 4)), color: .white, lineWidth: 2)
                var check = Path()
                check.move(to: CGPoint(x: 16, y: 30))
                check.addLine(to: CGPoint(x: 26, y: 40))
                check.addLine(to: CGPoint(x: 44, y: 20))
                canvas.stroke(check, color: .white, lineWidth: 4)
                canvas.saveState()
                canvas.clip(to: CGRect(x: 0, y: 48, width: 60, height: 12))
                canvas.drawText("OK", at: CGPoint(x: 22, y: 62), font: .system(size: 14, weight: .bold), color: .black)
                canvas.restoreState()
            }
        }
        let root = stage(80, 80)
        root.addSubview(Badge(frame: rect(10, 10, 60, 60)))
        assertSnapshot(of: root, scale: 2)
    }

    @Test("The same view at scales 1, 2 and 3", arguments: [1, 2, 3])
    func scales(scale: Int) {
        let root = stage(60, 40)
        let pill = node(rect(8, 8, 44, 24), Color(hex: 0x5856D6), in: root)
        pill.cornerRadius = 12
        pill.borderWidth = 1
        pill.borderColor = .white
        assertSnapshot(of: root, scale: CGFloat(scale), named: "\(scale)x")
    }

    /// A 24×16 px image: four coloured quadrants and a dark diagonal, to show placement.
    static func testImage() throws -> Data {
        try CairoCanvas.makeBitmap(width: 24, height: 16) { canvas in
            canvas.fill(CGRect(x: 0, y: 0, width: 12, height: 8), color: Color(hex: 0xFF3B30))
            canvas.fill(CGRect(x: 12, y: 0, width: 12, height: 8), color: Color(hex: 0x34C759))
            canvas.fill(CGRect(x: 0, y: 8, width: 12, height: 8), color: Color(hex: 0x007AFF))
            canvas.fill(CGRect(x: 12, y: 8, width: 12, height: 8), color: Color(hex: 0xFFCC00))
            var line = Path()
            line.move(to: .zero)
            line.addLine(to: CGPoint(x: 24, y: 16))
            canvas.stroke(line, color: .black, lineWidth: 1.5)
        }.pngData()
    }
}
