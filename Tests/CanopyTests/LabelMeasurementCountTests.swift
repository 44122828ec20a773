import Canopy
import Foundation
import Testing

/// How often a label measures its text: a megabyte label measures its whole text at most
/// once, and repeated measurement is answered from the label's cache.
@Suite("Label measurement counts")
struct LabelMeasurementCountTests {
    /// Counts width measurements, delegating to the engine.
    final class CountingMetrics: TextMetrics, @unchecked Sendable {
        var widths = 0
        /// Measurements of text longer than 100,000 UTF-16 units.
        var longWidths = 0
        func width(of text: String, font: Font) -> CGFloat {
            widths += 1
            if text.utf16.count > 100_000 { longWidths += 1 }
            return TextEngine.shared.width(of: text, font: font)
        }
        func lineHeight(for font: Font) -> CGFloat { TextEngine.shared.lineHeight(for: font) }
        func ascent(for font: Font) -> CGFloat { TextEngine.shared.ascent(for: font) }
    }

    @Test("Measuring, drawing and reading the baselines of a megabyte label measure its whole text at most once", arguments: [1, 3])
    func megabyteLabelIsMeasuredOnce(lines: Int) {
        let metrics = CountingMetrics()
        let label = LabelNode(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        label.textMetrics = metrics
        label.text = String(repeating: "Settings and privacy ", count: 50_000)
        label.numberOfLines = lines
        _ = label.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity))
        label.draw(in: RecordingCanvas())
        _ = label.firstBaseline
        _ = label.lastBaseline
        // Shaping is linear in the text: each whole-text measurement costs a megabyte's shaping.
        #expect(metrics.longWidths <= 1)
    }

    @Test("Measuring a label again at the same width measures no text")
    func repeatedMeasurementIsCached() {
        let metrics = CountingMetrics()
        let label = LabelNode()
        label.textMetrics = metrics
        label.numberOfLines = 0
        label.text = "Settings and privacy for your account"
        let first = label.sizeThatFits(CGSize(width: 120, height: CGFloat.infinity))
        let counted = metrics.widths
        #expect(label.sizeThatFits(CGSize(width: 120, height: CGFloat.infinity)) == first)
        #expect(metrics.widths == counted)
        label.text = "Other text"
        _ = label.sizeThatFits(CGSize(width: 120, height: CGFloat.infinity))
        #expect(metrics.widths > counted)
    }
}
