import CCairo
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

/// The text engine reads vertical metrics with FreeType directly; these tests hold them to
/// cairo's own font extents for the same face with the renderer's options, which place every
/// line a golden PNG draws.
@Suite("Text engine agrees with cairo")
struct TextEngineCairoParityTests {
    let engine = TextEngine.shared
    static let fonts: [Font] = [
        .system(size: 17), .system(size: 15, weight: .bold), .system(size: 34, weight: .medium), Font(family: "DejaVu Sans", size: 17),
        Font(family: "Mono", size: 11),
        Font(family: "Serif", size: 13.5), .system(size: 0.5), .system(size: 1), .system(size: 12.3), .system(size: 1000),
    ]

    /// A scaled font cairo measures with: the renderer's face for `file` at `size` points,
    /// the renderer's options, and a device transform of `scale`.
    func cairoFont(file: FontFile, size: Double, scale: Double = 1) throws -> OpaquePointer {
        let face = try #require(CairoFontFaces.shared.face(for: file))
        var matrix = cairo_matrix_t(), device = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, size, size)
        cairo_matrix_init_scale(&device, scale, scale)
        let scaled = try #require(cairo_scaled_font_create(face, &matrix, &device, CairoFontFaces.shared.options))
        try #require(cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS)
        return scaled
    }

    @Test("Line height, ascent and descent equal cairo's font extents", arguments: fonts)
    func extents(_ font: Font) throws {
        let scaled = try cairoFont(file: try #require(engine.line(for: "x", font: font).runs.first).file, size: Double(font.size))
        defer { cairo_scaled_font_destroy(scaled) }
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaled, &extents)
        let metrics = try #require(engine.lineMetrics(for: font))
        #expect(metrics.lineHeight == extents.height && metrics.ascent == extents.ascent && metrics.descent == extents.descent)
    }
}
