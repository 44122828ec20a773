import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Huge font sizes")
struct HugeFontTests {
    /// A 17 pt label's bitmap, as every snapshot of a screen renders one.
    func renderOrdinaryLabel() throws -> Bitmap {
        let label = LabelNode(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Canopy"
        label.font = .system(size: 17)
        label.textColor = .black
        label.backgroundColor = .white
        return try CairoRenderer().render(label)
    }

    func hasInk(_ bitmap: Bitmap) -> Bool {
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where (bitmap.rgba(x: x, y: y)?.red ?? 255) < 128 { return true }
        }
        return false
    }

    @Test("A label at 100,000 pt is refused, naming the size, and later text still renders")
    func hugeLabelDoesNotPoisonTheFontCache() throws {
        // Given a label whose font is far past any glyph size the rasteriser handles
        let huge = LabelNode(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        huge.text = "Huge"
        huge.font = .system(size: 100_000)

        // When it is rendered
        let error = #expect(throws: RenderError.self) { try CairoRenderer().render(huge) }

        // Then the error names the size, and a fresh render of an ordinary label still has text
        #expect("\(error.map { "\($0)" } ?? "")".contains("100000"))
        #expect(hasInk(try renderOrdinaryLabel()))
        #expect(CairoTextMetrics().width(of: "Canopy", font: .system(size: 17)) > 0)
    }

    @Test("Measuring text at a huge size gives no width and leaves later measuring intact")
    func hugeMeasurementDoesNotPoisonTheFontCache() throws {
        // Given the shared metrics
        let metrics = CairoTextMetrics()
        let before = metrics.width(of: "Canopy", font: .system(size: 17))

        // When text is measured at sizes the rasteriser refuses
        for size in [100_000.0, 1e12, 1e300] as [CGFloat] { _ = metrics.width(of: "Huge", font: .system(size: size)) }

        // Then ordinary measuring and drawing are unchanged
        #expect(metrics.width(of: "Canopy", font: .system(size: 17)) == before)
        #expect(hasInk(try renderOrdinaryLabel()))
    }
}
