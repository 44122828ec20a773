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

@Suite("Label baselines")
struct LabelBaselineTests {
    @Test("First and last baselines are where the first and last lines are drawn")
    func baselines() {
        // Given a two-line label with fixed metrics (12 pt lines, 9 pt ascent) in a 40 pt frame
        let label = LabelNode(frame: CGRect(x: 10, y: 100, width: 35, height: 40))
        label.text = "one two three"
        label.font = .system(size: 10)
        label.textMetrics = FixedTextMetrics()
        label.numberOfLines = 2
        let canvas = RecordingCanvas()
        label.draw(in: canvas)

        // Then the block of 24 pt is centred (8 pt above), baselines 9 pt below each line top
        #expect(label.firstBaseline == 17 && label.lastBaseline == 29)
        #expect(canvas.texts.map(\.1.y) == [17, 29])
        label.text = ""
        #expect(label.firstBaseline == nil)
    }
}
