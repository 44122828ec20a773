import Canopy
import Foundation
import Testing

/// Records text drawn through the canvas protocol.
final class RecordingCanvas: Canvas {
    var texts: [(String, CGPoint)] = []
    var images: [CGRect] = []
    let scale: CGFloat = 1
    let textMetrics: any TextMetrics = FixedTextMetrics()
    func saveState() {}
    func restoreState() {}
    func translate(dx: CGFloat, dy: CGFloat) {}
    func concatenate(_ transform: AffineTransform) {}
    func clip(to path: Path, rule: FillRule) {}
    func fill(_ path: Path, color: Color, rule: FillRule) {}
    func stroke(_ path: Path, color: Color, lineWidth: CGFloat) {}
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color) { texts.append((text, origin)) }
    func drawImage(_ source: ImageSource, in rect: CGRect, tintColor: Color?) { images.append(rect) }
}

@Suite("Labels and images")
struct LabelTests {
    func label(_ text: String) -> LabelNode {
        let l = LabelNode()
        l.text = text
        l.font = .system(size: 10)
        l.textMetrics = FixedTextMetrics()
        return l
    }

    @Test("Label measurement and truncation with fixed metrics")
    func fixedMetrics() {
        let l = label("Hello world")
        #expect(l.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 55, height: 12))
        l.numberOfLines = 0
        #expect(l.sizeThatFits(CGSize(width: 30, height: CGFloat.infinity)) == CGSize(width: 25, height: 24))
        l.numberOfLines = 1
        #expect(l.sizeThatFits(CGSize(width: 30, height: CGFloat.infinity)) == CGSize(width: 55, height: 12))
        l.frame = R(0, 0, 40, 12)
        let canvas = RecordingCanvas()
        l.draw(in: canvas)
        #expect(canvas.texts.map(\.0) == ["Hello w…"])
        #expect(canvas.texts[0].1 == P(0, 9))
    }

    @Test("Multi-line labels centre the block and align each line")
    func multiLine() {
        let l = label("ab cd\nef")
        l.numberOfLines = 0
        l.textAlignment = .right
        l.frame = R(0, 0, 40, 60)
        let canvas = RecordingCanvas()
        l.draw(in: canvas)
        #expect(canvas.texts.map(\.0) == ["ab cd", "ef"])
        #expect(canvas.texts[0].1 == P(15, 18 + 9))
        #expect(canvas.texts[1].1 == P(30, 30 + 9))
        l.textAlignment = .center
        let c2 = RecordingCanvas()
        l.draw(in: c2)
        #expect(c2.texts[1].1.x == 15)
    }

    @Test("A label limited by height fills its last line with the rest of the text and truncates its tail")
    func heightLimit() {
        let l = label("one two three four")
        l.numberOfLines = 0
        l.frame = R(0, 0, 40, 25)
        let canvas = RecordingCanvas()
        l.draw(in: canvas)
        // As UIKit: the last line is not the wrapped "three" but as much of "three four" as fits.
        #expect(canvas.texts.map(\.0) == ["one two", "three f…"])
    }

    @Test("A word wider than the line breaks between characters")
    func longWord() {
        let l = label("abcdefghij")
        l.numberOfLines = 0
        #expect(l.sizeThatFits(CGSize(width: 20, height: CGFloat.infinity)) == CGSize(width: 20, height: 36))
    }

    @Test("Empty text measures zero")
    func empty() {
        #expect(label("").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("Content modes place the image rect")
    func contentModes() {
        let r = R(0, 0, 100, 50), s = CGSize(width: 200, height: 200)
        let expected: [(ContentMode, CGRect)] = [
            (.scaleAspectFit, R(25, 0, 50, 50)), (.scaleAspectFill, R(0, -25, 100, 100)), (.center, R(-50, -75, 200, 200)),
            (.top, R(-50, 0, 200, 200)), (.left, R(0, -75, 200, 200)), (.bottomRight, R(-100, -150, 200, 200)),
            (.scaleToFill, R(0, 0, 100, 50)), (.bottom, R(-50, -150, 200, 200)), (.right, R(-100, -75, 200, 200)),
            (.topLeft, R(0, 0, 200, 200)), (.topRight, R(-100, 0, 200, 200)), (.bottomLeft, R(0, -150, 200, 200)),
        ]
        for (mode, rect) in expected {
            #expect(ImageNode.drawnRect(for: mode, imageSize: s, in: r) == rect, "\(mode)")
        }
    }

    @Test("Image size comes from the PNG header and the @2x suffix, without decoding")
    func imageSize() throws {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        header += [0, 0, 0, 200, 0, 0, 0, 100]
        let node = ImageNode()
        node.image = .png(Data(header))
        #expect(node.sizeThatFits(.zero) == CGSize(width: 200, height: 100))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("photo@2x.png")
        try Data(header).write(to: url)
        node.image = .file(url)
        #expect(node.sizeThatFits(.zero) == CGSize(width: 100, height: 50))
        node.image = .file(dir.appendingPathComponent("missing.png"))
        #expect(node.sizeThatFits(.zero) == .zero)
        node.image = .png(Data([1, 2, 3]))
        #expect(node.sizeThatFits(.zero) == .zero)
    }
}
