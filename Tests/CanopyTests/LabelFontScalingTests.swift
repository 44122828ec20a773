import Canopy
import Foundation
import Testing

/// `adjustsFontSizeToFitWidth` with fixed metrics (each character 0.5 × size wide, lines
/// 1.2 × size tall): the scale found, the font drawn, what measuring reports.
@Suite("Label font scaling")
struct LabelFontScalingTests {
    func label(_ text: String, width: CGFloat, height: CGFloat = 12, lines: Int = 1, minimum: CGFloat = 0.5) -> LabelNode {
        let label = LabelNode(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.font = .system(size: 10)
        label.textMetrics = FixedTextMetrics()
        label.numberOfLines = lines
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = minimum
        return label
    }

    func drawn(_ label: LabelNode) -> [(String, CGPoint, Font)] {
        let canvas = StyledRecordingCanvas()
        label.draw(in: canvas)
        return canvas.texts.map { ($0.text, $0.origin, $0.font) }
    }

    @Test("A one-line label shrinks its font just enough for the text to fit its width, and draws it whole")
    func singleLineShrinks() {
        let label = label("abcdefghij", width: 40)
        #expect(abs(label.fontScale - 0.8) < 1e-9)
        let texts = drawn(label)
        #expect(texts.map(\.0) == ["abcdefghij"])
        #expect(abs((texts.first?.2.size ?? 0) - 8) < 1e-9)
    }

    @Test("The font never shrinks below the minimum scale factor; what still does not fit is truncated")
    func minimumScaleFactorLimits() {
        let label = label("abcdefghij", width: 20)
        #expect(label.fontScale == 0.5)
        let texts = drawn(label)
        #expect(texts.map(\.0) == ["abcdefg…"])
        #expect(texts.first?.2.size == 5)
    }

    @Test("Text that fits, a switched-off flag and a minimum scale factor of 0 keep the full size")
    func noShrinking() {
        #expect(label("abcd", width: 40).fontScale == 1)
        let off = label("abcdefghij", width: 40)
        off.adjustsFontSizeToFitWidth = false
        #expect(off.fontScale == 1)
        #expect(label("abcdefghij", width: 40, minimum: 0).fontScale == 1)
    }

    @Test("A multi-line label shrinks until its wrapped lines fit the line limit and the height")
    func multiLineShrinks() {
        let label = label("aaaa bbbb cccc", width: 40, height: 24, lines: 2)
        // "aaaa bbbb" is 45 at full size: it fits the width at 40 / 45.
        #expect(abs(label.fontScale - 40.0 / 45) < 1e-3)
        #expect(drawn(label).map(\.0) == ["aaaa bbbb", "cccc"])
    }

    @Test("Attributed text shrinks every run by the same fraction")
    func attributedShrinks() {
        let label = label("", width: 40)
        let string = NSMutableAttributedString(string: "abcde")
        string.append(NSAttributedString(string: "fghij", attributes: [.font: Font.system(size: 20)]))
        label.attributedText = string
        // 25 + 50 = 75 wide at full size.
        #expect(abs(label.fontScale - 40.0 / 75) < 1e-3)
        #expect(drawn(label).map { $0.2.size / 10 }.map { ($0 * 1000).rounded() } == [533, 1067])
    }

    @Test("Measuring reports the full-size text, as UIKit's labels do")
    func measuringKeepsFullSize() {
        let label = label("abcdefghij", width: 40)
        #expect(label.sizeThatFits(CGSize(width: 40, height: 100)) == CGSize(width: 50, height: 12))
    }

    @Test("A minimum scale factor outside 0…1 is refused with a diagnostic and the old value kept")
    func refusesBadMinimum() {
        let label = label("abc", width: 40, minimum: 0.5)
        for bad: CGFloat in [2, -0.5, .nan, .infinity] {
            let reports = Diagnostics.capture { label.minimumScaleFactor = bad }
            #expect(reports.map(\.code) == ["label.minimumScaleFactor"])
            #expect(label.minimumScaleFactor == 0.5)
        }
    }
}
