import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Text measuring and drawing")
struct TextRenderTests {
    let renderer = CairoRenderer()
    let metrics = CairoTextMetrics()

    @Test("System font (Inter) metrics: widths grow with text, bold is wider, lines are ≈1.21 × size")
    func metricsValues() {
        let font = Font.system(size: 20)
        #expect(metrics.width(of: "", font: font) == 0)
        #expect(metrics.width(of: "Hello", font: font) > metrics.width(of: "Hell", font: font))
        #expect(metrics.width(of: "Hello", font: .system(size: 20, weight: .bold)) > metrics.width(of: "Hello", font: font))
        #expect(abs(metrics.lineHeight(for: font) / 20 - 1.210) < 0.01)
        #expect(abs(metrics.ascent(for: font) / 20 - 0.969) < 0.01)
        #expect(metrics.width(of: "ab", font: .system(size: .nan)) == 0)
        // Unhinted advances scale linearly with size.
        let small = metrics.width(of: "Canopy", font: .system(size: 10)), large = metrics.width(of: "Canopy", font: .system(size: 30))
        #expect(abs(large - 3 * small) < 1e-6)
    }

    /// Horizontal extent of the dark pixels in a rendered bitmap.
    func inkColumns(_ b: Bitmap) -> ClosedRange<Int>? {
        var minX = Int.max, maxX = -1
        for y in 0..<b.height { for x in 0..<b.width where rgba(b, x, y)[0] < 128 { minX = min(minX, x); maxX = max(maxX, x) } }
        return maxX >= 0 ? minX...maxX : nil
    }

    @Test("Labels align left, centre and right within their bounds", arguments: [TextAlignment.left, .center, .right])
    func alignment(_ alignment: TextAlignment) throws {
        let label = LabelNode(frame: rect(0, 0, 200, 30))
        label.backgroundColor = .white
        label.text = "Canopy"
        label.textAlignment = alignment
        let ink = try #require(inkColumns(try renderer.render(label)))
        let width = metrics.width(of: "Canopy", font: label.font)
        switch alignment {
        case .left, .natural, .justified: #expect(ink.lowerBound <= 3)
        case .center: #expect(abs(Double(ink.lowerBound + ink.upperBound) / 2 - 100) < 3)
        case .right: #expect(ink.upperBound >= 196 && Double(ink.lowerBound) > 200 - width - 3)
        }
    }

    @Test("What layout measures is what is drawn: a label sized to fit shows all its ink")
    func measureMatchesDrawing() throws {
        let label = LabelNode(frame: .zero)
        label.text = "Measured text"
        label.sizeToFit()
        let root = node(rect(0, 0, label.bounds.width + 20, label.bounds.height), .white)
        label.frame.origin = CGPoint(x: 10, y: 0)
        root.addSubview(label)
        let ink = try #require(inkColumns(try renderer.render(root, scale: 2)))
        #expect(ink.lowerBound >= 20 && ink.upperBound < 2 * Int(label.frame.maxX))
        #expect(ink.upperBound > 2 * Int(label.frame.maxX) - 8)
    }

    @Test("A label too narrow for its text ends in an ellipsis within its bounds")
    func ellipsis() throws {
        let label = LabelNode(frame: rect(0, 0, 60, 24))
        label.text = "A long line that cannot fit"
        let recorder = RecordingCanvas(metrics: metrics)
        label.draw(in: recorder)
        #expect(recorder.texts.count == 1)
        #expect(recorder.texts.first?.hasSuffix("…") == true)
        #expect(metrics.width(of: recorder.texts[0], font: label.font) <= 60)
    }

    @Test("Multi-line labels wrap and stack lines one line height apart")
    func multiline() throws {
        let label = LabelNode(frame: rect(0, 0, 80, 100))
        label.numberOfLines = 0
        label.text = "one two three four five six"
        let recorder = RecordingCanvas(metrics: metrics)
        label.draw(in: recorder)
        #expect(recorder.texts.count >= 2)
        let bitmap = try renderer.render(
            {
                label.backgroundColor = .white; return label
            }())
        var inkRows = Set<Int>()
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where rgba(bitmap, x, y)[0] < 128 { inkRows.insert(y) } }
        #expect((inkRows.max() ?? 0) - (inkRows.min() ?? 0) > Int(metrics.lineHeight(for: label.font)))
    }
}
