import Canopy
import Foundation
import Testing

@Suite("Labels measure with the font engine")
struct LabelEngineMeasurementTests {
    func label(_ text: String, metrics: (any TextMetrics)? = nil) -> LabelNode {
        let label = LabelNode(frame: .zero)
        label.text = text
        label.font = .system(size: 17)
        label.textMetrics = metrics
        return label
    }

    @Test("A label without metrics of its own measures with the font engine, though no renderer exists")
    func defaultIsTheEngine() {
        // Given a label in a process that never makes a renderer (this target cannot)
        let hello = label("Hello")

        // When it is measured
        let size = hello.sizeThatFits(CGSize(width: 1000, height: 1000))

        // Then the size is Inter's, as drawn: "Hello" at 17 pt advances 40.69 pt and lines
        // are 20.57 pt apart (the fixed stand-in would give 42.5 × 20.4, so 43 × 21)
        #expect(size == CGSize(width: 41, height: 21))
    }

    @Test("A label's natural size is the engine's width and line height, rounded up")
    func sizeIsTheEngines() {
        for text in ["Hello", "Settings and privacy", "Ünïcödé ✓", "9:41"] {
            let engine = TextEngine.shared, font = Font.system(size: 17)
            let expected = CGSize(width: engine.width(of: text, font: font).rounded(.up), height: engine.lineHeight(for: font).rounded(.up))
            #expect(label(text).sizeThatFits(CGSize(width: 1000, height: 1000)) == expected, "\(text)")
        }
    }

    @Test("Fixed stand-in metrics apply only to the label that names them")
    func fixedMetricsByName() {
        // Given one label asking for fixed metrics and one not
        let fixed = label("Hello", metrics: FixedTextMetrics()), plain = label("Hello")

        // When both are measured, in either order
        let fixedSize = fixed.sizeThatFits(CGSize(width: 1000, height: 1000))
        let plainSize = plain.sizeThatFits(CGSize(width: 1000, height: 1000))

        // Then the fixed one gets 0.5 × size per character and 1.2 × size per line, the other the engine's
        #expect(fixedSize == CGSize(width: 43, height: 21))
        #expect(plainSize == CGSize(width: 41, height: 21))
        #expect(fixed.sizeThatFits(CGSize(width: 1000, height: 1000)) == fixedSize)
    }
}
