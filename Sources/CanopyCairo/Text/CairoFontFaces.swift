internal import CCairo
import Canopy
import Foundation

/// The cairo faces glyph runs are drawn with: one per font file the text engine measures
/// with, made from that same file, and the fixed rendering options.
///
/// Drawing never measures: glyph ids and positions come from the engine's `GlyphRun`, and
/// cairo only rasterises each glyph at the size the run's font has on the surface. Faces
/// live for the process; cairo serialises access to each face internally, so renders may
/// run in parallel.
final class CairoFontFaces: @unchecked Sendable {
    /// The process-wide faces.
    static let shared = CairoFontFaces()

    /// Grey antialiasing, no hinting, unhinted metrics: the glyph shapes golden PNGs record.
    let options: OpaquePointer

    private let lock = NSLock()
    private var freetype: FT_Library?
    private var faces: [FontFile: OpaquePointer] = [:]

    private init() {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        self.options = options
    }

    /// The cairo face of a font file's face; nil when the file cannot be loaded.
    ///
    /// A cached face that cairo has put in an error state is dropped and loaded afresh, so one
    /// failed text call never fails every later one in the process.
    func face(for file: FontFile) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[file] {
            if cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS { return face }
            faces[file] = nil
        }
        guard let face = loadFace(file) else { return nil }
        faces[file] = face
        return face
    }

    /// A FreeType face of its own for cairo (cairo sets its size while drawing, so it never
    /// shares one with the engine's measuring); the caller holds the lock.
    private func loadFace(_ file: FontFile) -> OpaquePointer? {
        guard !file.path.isEmpty, FileManager.default.fileExists(atPath: file.path) else { return nil }
        if freetype == nil {
            var library: FT_Library?
            if FT_Init_FreeType(&library) == 0 { freetype = library }
        }
        guard let freetype else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Face(freetype, file.path, file.faceIndex, &ftFace) == 0, let ftFace else { return nil }
        // Colour glyphs (emoji) load as colour bitmaps, which cairo paints in their colours.
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_COLOR)), cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS
        else {
            FT_Done_Face(ftFace)
            return nil
        }
        return face
    }
}
