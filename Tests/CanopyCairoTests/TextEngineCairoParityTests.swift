import CCairo
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

/// The text engine measures with FreeType directly; these tests hold it to cairo's own
/// measurement of the same font file with the renderer's options, which is what every
/// golden PNG was drawn with.
@Suite("Text engine agrees with cairo")
struct TextEngineCairoParityTests {
    let engine = TextEngine.shared
    static let texts = [
        "Inbox", "9:41", "Ünïcödé ✓", "a\tb", " ", "Settings and privacy", "WWWWWiiiii", "Ω≈ç√∫", "ﬁ ligature", "日本語",
        String(repeating: "wide ", count: 60),
    ]
    static let fonts: [Font] = [
        .system(size: 17), .system(size: 15, weight: .bold), .system(size: 34, weight: .medium), Font(family: "Mono", size: 11),
        Font(family: "Serif", size: 13.5), .system(size: 0.5), .system(size: 1), .system(size: 12.3), .system(size: 1000),
    ]

    /// A scaled font cairo measures with: the renderer's face for `path` at `size` points,
    /// the renderer's options, and a device transform of `scale`.
    func cairoFont(path: String, size: Double, scale: Double = 1) throws -> OpaquePointer {
        let face = try #require(CairoFontFaces.shared.face(path: path))
        var matrix = cairo_matrix_t(), device = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, size, size)
        cairo_matrix_init_scale(&device, scale, scale)
        let scaled = try #require(cairo_scaled_font_create(face, &matrix, &device, CairoFontFaces.shared.options))
        try #require(cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS)
        return scaled
    }

    /// The glyphs and positions cairo lays `text` out with from x = 0.
    func cairoGlyphs(_ text: String, _ scaled: OpaquePointer) -> [cairo_glyph_t] {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        cairo_scaled_font_text_to_glyphs(scaled, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        return (0..<Int(count)).map { glyphs![$0] }
    }

    @Test("Widths equal cairo's advance of the same text to the bit", arguments: fonts)
    func widths(_ font: Font) throws {
        let path = engine.glyphRun(for: "x", font: font).fontPath
        let scaled = try cairoFont(path: path, size: Double(font.size))
        defer { cairo_scaled_font_destroy(scaled) }
        for text in Self.texts {
            var extents = cairo_text_extents_t()
            cairo_scaled_font_text_extents(scaled, text, &extents)
            #expect(Double(engine.width(of: text, font: font)) == extents.x_advance, "\(text) in \(font)")
        }
    }

    @Test("Glyphs and positions equal those cairo lays out for the same text", arguments: fonts)
    func glyphRuns(_ font: Font) throws {
        let path = engine.glyphRun(for: "x", font: font).fontPath
        let scaled = try cairoFont(path: path, size: Double(font.size))
        defer { cairo_scaled_font_destroy(scaled) }
        for text in Self.texts {
            let run = engine.glyphRun(for: text, font: font)
            let glyphs = cairoGlyphs(text, scaled)
            #expect(run.glyphs == glyphs.map { UInt32($0.index) }, "\(text) in \(font)")
            #expect(run.positions == glyphs.map(\.x), "\(text) in \(font)")
        }
    }

    @Test("Line height, ascent and descent equal cairo's font extents", arguments: fonts)
    func extents(_ font: Font) throws {
        let scaled = try cairoFont(path: engine.glyphRun(for: "x", font: font).fontPath, size: Double(font.size))
        defer { cairo_scaled_font_destroy(scaled) }
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaled, &extents)
        let metrics = try #require(engine.lineMetrics(for: font))
        #expect(metrics.lineHeight == extents.height && metrics.ascent == extents.ascent && metrics.descent == extents.descent)
    }

    @Test("At 2× and 3× cairo lays text out at the same positions as the engine", arguments: [2.0, 3.0])
    func scaledPositions(_ scale: Double) throws {
        // Unhinted advances in points do not depend on the device scale, so drawing the
        // engine's run places every glyph where cairo's own text drawing placed it.
        for font in Self.fonts {
            let scaled = try cairoFont(path: engine.glyphRun(for: "x", font: font).fontPath, size: Double(font.size), scale: scale)
            defer { cairo_scaled_font_destroy(scaled) }
            for text in Self.texts {
                #expect(engine.glyphRun(for: text, font: font).positions == cairoGlyphs(text, scaled).map(\.x), "\(text) in \(font) at \(scale)×")
            }
        }
    }
}
