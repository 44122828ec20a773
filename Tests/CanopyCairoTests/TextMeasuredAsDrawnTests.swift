import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Text is measured as it is drawn")
struct TextMeasuredAsDrawnTests {
    /// The rightmost column with dark ink, or nil for a blank bitmap.
    func lastInkColumn(_ bitmap: Bitmap) -> Int? {
        var last: Int?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where (bitmap.rgba(x: x, y: y)?.red ?? 255) < 128 { last = max(last ?? x, x) }
        }
        return last
    }

    @Test("A label sized before any renderer exists is as wide as the text the renderer draws")
    func labelSizedBeforeRendering() throws {
        // Given a label sized to fit before this test makes a renderer
        let label = LabelNode(frame: .zero)
        label.text = "Settings and privacy"
        label.font = .system(size: 17)
        label.textColor = .black
        label.backgroundColor = .white
        label.sizeToFit()

        // When a renderer draws it
        let bitmap = try CairoRenderer().render(label, scale: 2)

        // Then its width is the drawn text's advance rounded up (174.9 pt: the fixed stand-in
        // would say 170), and the last glyph's ink ends inside it, clear of its edge
        let drawn = CairoTextMetrics().width(of: try #require(label.text), font: label.font)
        #expect(label.bounds.width == drawn.rounded(.up))
        let ink = try #require(lastInkColumn(bitmap))
        #expect(CGFloat(ink) < label.bounds.width * 2 - 1)
        #expect(CGFloat(ink) > (drawn - 3) * 2)
    }

    @Test("A tree laid out, then rendered, then laid out again keeps every frame")
    func layoutIsIndependentOfRendering() throws {
        // Given labels laid out in a window before any renderer is made
        func tree() -> ViewNode {
            let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            for (i, text) in ["Inbox", "Settings and privacy", "A longer line that wraps onto a second one"].enumerated() {
                let label = LabelNode(frame: CGRect(x: 10, y: 10 + CGFloat(i) * 60, width: 150, height: 0))
                label.text = text
                label.numberOfLines = 0
                label.sizeToFit()
                root.addSubview(label)
            }
            return root
        }
        let before = tree().subviews.map(\.frame)

        // When a renderer is made and draws, and the same tree is built again
        _ = try CairoRenderer().render(tree())
        let after = tree().subviews.map(\.frame)

        // Then every frame is the same
        #expect(before == after)
    }
}
