import Canopy
import Foundation
import Testing

@Suite("Label line-break modes and text diagnostics")
struct LabelLineBreakModeTests {
    /// A label with fixed metrics (5 pt a character, 12 pt lines at 10 pt) drawn into a
    /// recording canvas.
    func drawn(_ text: String, mode: LineBreakMode, lines: Int, frame: CGRect) -> [String] {
        let label = LabelNode()
        label.text = text
        label.font = .system(size: 10)
        label.textMetrics = FixedTextMetrics()
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.frame = frame
        let canvas = RecordingCanvas()
        label.draw(in: canvas)
        return canvas.texts.map(\.0)
    }

    @Test("A single-line label cuts its text per mode")
    func singleLine() {
        let frame = CGRect(x: 0, y: 0, width: 50, height: 12)
        let text = "Private account"
        // 50 pt holds ten characters
        #expect(drawn(text, mode: .byTruncatingTail, lines: 1, frame: frame) == ["Private a…"])
        #expect(drawn(text, mode: .byTruncatingHead, lines: 1, frame: frame) == ["…e account"])
        #expect(drawn(text, mode: .byTruncatingMiddle, lines: 1, frame: frame) == ["Priva…ount"])
        #expect(drawn(text, mode: .byClipping, lines: 1, frame: frame) == [text])
        #expect(drawn(text, mode: .byWordWrapping, lines: 1, frame: frame) == ["Private"])
        #expect(drawn(text, mode: .byCharWrapping, lines: 1, frame: frame) == ["Private ac"])
    }

    @Test("A two-line label wraps at words and applies the mode to its last line")
    func twoLines() {
        // 35 pt holds seven characters
        let frame = CGRect(x: 0, y: 0, width: 35, height: 24)
        let text = "one two three four"
        #expect(drawn(text, mode: .byTruncatingTail, lines: 2, frame: frame) == ["one two", "three…"])
        #expect(drawn(text, mode: .byTruncatingHead, lines: 2, frame: frame) == ["one two", "…e four"])
        #expect(drawn(text, mode: .byWordWrapping, lines: 2, frame: frame) == ["one two", "three"])
        #expect(drawn(text, mode: .byCharWrapping, lines: 2, frame: frame) == ["one two", "three f"])
    }

    @Test("Characters no font has, unknown families and unusable sizes are reported once as diagnostics")
    func diagnostics() {
        let label = LabelNode()
        label.text = "Plan \u{10FFFD}"
        label.font = Font(family: "Nonexistent Sans", size: 17)
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let reports = Diagnostics.capture {
            label.draw(in: RecordingCanvas())
            label.draw(in: RecordingCanvas())
        }
        #expect(reports.map(\.code).sorted() == ["text.missingGlyphs", "text.unknownFamily"])
        #expect(reports.contains { $0.message.contains("U+10FFFD") && $0.message.contains("Plan") })
        label.font = .system(size: .nan)
        let sizeReports = Diagnostics.capture { label.draw(in: RecordingCanvas()) }
        #expect(sizeReports.map(\.code) == ["text.fontSize"])
    }
}
