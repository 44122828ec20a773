import CCairo
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

@Suite("Text width cache")
struct TextWidthCacheTests {
    /// The advance cairo gives `text` in `font`, measured afresh without any cache.
    func measuredAfresh(_ text: String, _ font: Font) throws -> CGFloat {
        let scaled = try #require(FontLibrary.shared.scaledFont(for: font))
        defer { cairo_scaled_font_destroy(scaled) }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(scaled, text, &extents)
        return extents.x_advance
    }

    @Test("Widths measured twice equal widths measured afresh, for short and long strings")
    func cachedWidthsAreExact() throws {
        // Given strings on both sides of the longest cached length, in several fonts
        let metrics = CairoTextMetrics()
        let texts = ["Inbox", "9:41", "Ünïcödé ✓", String(repeating: "wide ", count: 60)]
        let fonts: [Font] = [.system(size: 17), .system(size: 15, weight: .bold), Font(family: "Mono", size: 11)]
        for font in fonts {
            for text in texts {
                // When each is measured twice
                let first = metrics.width(of: text, font: font), second = metrics.width(of: text, font: font)

                // Then both equal cairo's own measurement
                let expected = try measuredAfresh(text, font)
                #expect(first == expected && second == expected, "\(text) in \(font)")
            }
        }
    }

    @Test("Measuring more distinct strings than the cache keeps turns it over without changing any width")
    func cacheTurnsOver() throws {
        // Given a width measured before the cache fills
        let metrics = CairoTextMetrics()
        let font = Font.system(size: 13)
        let before = metrics.width(of: "Header", font: font)

        // When more distinct strings than the cache keeps are measured
        for i in 0..<(FontLibrary.maximumCachedWidths + 100) { _ = metrics.width(of: "row \(i)", font: font) }

        // Then widths are unchanged, both remeasured and from a string measured during turnover
        #expect(metrics.width(of: "Header", font: font) == before)
        #expect(metrics.width(of: "row 17", font: font) == (try measuredAfresh("row 17", font)))
    }

    @Test("Line height and ascent stay the face's values at every size measured")
    func extentsAreExact() throws {
        let metrics = CairoTextMetrics()
        for size in [9, 17, 40.5] as [CGFloat] {
            let font = Font.system(size: size)
            let scaled = try #require(FontLibrary.shared.scaledFont(for: font))
            defer { cairo_scaled_font_destroy(scaled) }
            var extents = cairo_font_extents_t()
            cairo_scaled_font_extents(scaled, &extents)
            #expect(Double(metrics.lineHeight(for: font)) == extents.height)
            #expect(Double(metrics.ascent(for: font)) == extents.ascent)
        }
    }
}
