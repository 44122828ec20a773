import Foundation
import Testing

@testable import CanopyText

@Suite("Text engine")
struct TextEngineTests {
    let engine = TextEngine.shared
    let texts = ["Inbox", "9:41", "Ünïcödé ✓", "", " ", "a\tb", String(repeating: "wide ", count: 60)]
    let fonts: [Font] = [.system(size: 17), .system(size: 15, weight: .bold), Font(family: "Mono", size: 11), Font(family: "Serif", size: 13.5)]

    @Test("A line's width is the advance of the glyph run drawn for the same text")
    func widthIsTheRunsAdvance() {
        for font in fonts {
            for text in texts {
                let line = engine.line(for: text, font: font)
                #expect(Double(engine.width(of: text, font: font)) == line.advance, "\(text) in \(font)")
                #expect(line.advance == line.runs.map(\.advance).reduce(0, +))
                for run in line.runs {
                    #expect(run.positions.count == run.glyphs.count && run.verticalOffsets.count == run.glyphs.count)
                    #expect(FileManager.default.fileExists(atPath: run.fontPath))
                }
                #expect(line.runs.first?.positions.first ?? 0 == 0)
            }
        }
    }

    @Test("Widths measured twice equal widths measured by a fresh engine, for short and long strings")
    func cachedWidthsAreExact() {
        for font in fonts {
            for text in texts {
                // When each is measured twice, and once by an engine with empty caches
                let first = engine.width(of: text, font: font), second = engine.width(of: text, font: font)
                let fresh = TextEngine(library: FontLibrary()).width(of: text, font: font)

                // Then all three agree to the bit
                #expect(first == fresh && second == fresh, "\(text) in \(font)")
            }
        }
    }

    @Test("Measuring more distinct strings than the cache keeps turns it over without changing any width")
    func widthCacheTurnsOver() {
        // Given a width measured before the cache fills
        let font = Font.system(size: 13)
        let before = engine.width(of: "Header", font: font)

        // When more distinct strings than the cache keeps are measured
        for i in 0..<(FontLibrary.maximumCachedWidths + 100) { _ = engine.width(of: "row \(i)", font: font) }

        // Then widths are unchanged, both remeasured and from a string measured during turnover
        #expect(engine.width(of: "Header", font: font) == before)
        #expect(engine.width(of: "row 17", font: font) == TextEngine(library: FontLibrary()).width(of: "row 17", font: font))
    }

    @Test("Measuring more distinct characters than the glyph cache keeps turns it over without changing any width")
    func glyphCacheTurnsOver() {
        // Given a width measured before the glyph cache fills
        let font = Font.system(size: 11)
        let before = engine.width(of: "Ünïcödé ✓", font: font)

        // When more distinct characters than the cache keeps are measured, in runs too long to keep as widths
        let scalars = (0x20..<(0x20 + FontLibrary.maximumCachedGlyphs + 1000)).compactMap(Unicode.Scalar.init)
        for start in stride(from: 0, to: scalars.count, by: 1000) {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<min(start + 1000, scalars.count)])
            _ = engine.line(for: text, font: font)
        }

        // Then the width is unchanged
        #expect(engine.width(of: "Ünïcödé ✓", font: font) == before)
        #expect(engine.line(for: "Ünïcödé ✓", font: font) == TextEngine(library: FontLibrary()).line(for: "Ünïcödé ✓", font: font))
    }

    @Test("Measuring in hundreds of sizes turns the font cache over without changing any measurement")
    func fontCacheTurnsOver() {
        let before = engine.width(of: "Canopy", font: .system(size: 17))
        let metricsBefore = engine.lineMetrics(for: .system(size: 17))
        for i in 0..<(FontLibrary.maximumEntries + 100) {
            #expect(engine.width(of: "Canopy", font: .system(size: 8 + CGFloat(i) / 10)) > 0)
        }
        #expect(engine.width(of: "Canopy", font: .system(size: 17)) == before)
        #expect(engine.lineMetrics(for: .system(size: 17)) == metricsBefore)
    }

    @Test("Sizes that cannot be measured give no width, no metrics and no glyphs", arguments: [0, -3, .nan, .infinity, 32_768, 1e300] as [CGFloat])
    func unmeasurableSizes(_ size: CGFloat) {
        let font = Font.system(size: size)
        #expect(engine.width(of: "Huge", font: font) == 0)
        #expect(engine.lineMetrics(for: font) == nil)
        #expect(engine.lineHeight(for: font) == 0 && engine.ascent(for: font) == 0)
        #expect(engine.line(for: "Huge", font: font).runs.isEmpty)
        // and ordinary measuring is unchanged afterwards
        #expect(
            engine.width(of: "Canopy", font: .system(size: 17)) == TextEngine(library: FontLibrary()).width(of: "Canopy", font: .system(size: 17)))
    }

    @Test("DejaVu metrics: widths grow with text, bold is wider, lines are ≈1.16 × size, advances scale with size")
    func metricsValues() throws {
        let font = Font(family: "DejaVu Sans", size: 20)
        #expect(engine.width(of: "Hello", font: font) > engine.width(of: "Hell", font: font))
        #expect(engine.width(of: "Hello", font: Font(family: "DejaVu Sans", size: 20, weight: .bold)) > engine.width(of: "Hello", font: font))
        let metrics = try #require(engine.lineMetrics(for: font))
        #expect(abs(metrics.lineHeight / 20 - 1.164) < 0.01)
        #expect(abs(metrics.ascent / 20 - 0.928) < 0.01)
        #expect(abs(metrics.descent / 20 - 0.236) < 0.01)
        let small = engine.width(of: "Canopy", font: Font(family: "DejaVu Sans", size: 10))
        let large = engine.width(of: "Canopy", font: Font(family: "DejaVu Sans", size: 30))
        #expect(abs(large - 3 * small) < 1e-6)
    }

    @Test("Threads measuring and laying out at once, while the caches turn over, all get the same results")
    func concurrentMeasuring() async {
        let font = Font.system(size: 20, weight: .bold)
        let expected = TextEngine(library: FontLibrary()).line(for: "Header", font: font)
        let results = await withTaskGroup(of: Bool.self) { group in
            for t in 0..<4 {
                group.addTask {
                    var ok = true
                    for i in 0..<300 {
                        _ = engine.width(of: "x \(i)", font: .system(size: 5 + CGFloat(t * 300 + i) / 7))
                        ok = ok && engine.line(for: "Header", font: font) == expected
                        ok = ok && Double(engine.width(of: "Header", font: font)) == expected.advance
                    }
                    return ok
                }
            }
            var all: [Bool] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results == [true, true, true, true])
    }
}
