internal import CCairo
import Canopy
import Foundation

/// The DejaVu faces text is drawn and measured with, loaded by path from the Debian
/// `fonts-dejavu-core` package, with fixed rendering options.
///
/// Loading by file (not through fontconfig's matching) and fixing antialiasing and hinting
/// make glyphs identical on every machine with the same package version. Faces live for the
/// process; cairo serialises access to each face internally, so renders may run in parallel.
final class FontLibrary: @unchecked Sendable {
    /// The process-wide library.
    static let shared = FontLibrary()

    /// Where `fonts-dejavu-core` installs its files.
    static let directory = "/usr/share/fonts/truetype/dejavu"

    /// Grey antialiasing, no hinting, unhinted metrics: deterministic, scale-independent advances.
    let options: OpaquePointer

    private let lock = NSLock()
    private var freetype: FT_Library?
    private var faces: [String: OpaquePointer] = [:]
    /// Scaled fonts by face file and point size (a struct key: no string formatting per lookup).
    private struct ScaledFontKey: Hashable {
        let file: String
        let size: CGFloat
    }
    private var scaledFonts: [ScaledFontKey: OpaquePointer] = [:]
    private var missing: Set<String> = []

    /// Font files that could not be loaded (drawn with a fallback face instead).
    var missingFiles: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return missing
    }

    private init() {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        self.options = options
    }

    /// The font file a request resolves to: family "system" (or any sans) is DejaVu Sans,
    /// a family naming "mono" is DejaVu Sans Mono, "serif" DejaVu Serif; medium and bold use
    /// the bold face (the package has no medium).
    static func fileName(for font: Font) -> String {
        let family = font.family.lowercased()
        let bold = font.weight != .regular
        if family.contains("mono") { return bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf" }
        if family.contains("serif") && !family.contains("sans") { return bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf" }
        return bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
    }

    /// The largest glyph size drawn or measured, in device pixels: cairo's surface side limit.
    ///
    /// A larger glyph cannot fit on any surface, and FreeType refuses sizes past 65,535 px;
    /// when it does, cairo marks the shared face as failed and every later text call using it
    /// fails too. So sizes past this are refused before a scaled font is made.
    static let maximumPixelSize: CGFloat = 32_767

    /// The cairo face for a request (a toy "DejaVu Sans" face if the file cannot be loaded).
    ///
    /// A cached face that cairo has put in an error state is dropped and loaded afresh, so one
    /// failed text call never fails every later one in the process.
    func face(for font: Font) -> OpaquePointer {
        let file = FontLibrary.fileName(for: font)
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[file] {
            if cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS { return face }
            faces[file] = nil
            for key in scaledFonts.keys where key.file == file {
                cairo_scaled_font_destroy(scaledFonts.removeValue(forKey: key))
            }
        }
        let face = loadFace(file: file, bold: font.weight != .regular)
        faces[file] = face
        return face
    }

    /// A scaled font at `size` points under an identity device transform, for measuring.
    ///
    /// Returns a new reference: the caller releases it with `cairo_scaled_font_destroy`, so a
    /// cache eviction on another thread can never free a font in use.
    func scaledFont(for font: Font) -> OpaquePointer? {
        guard font.size.isFinite, font.size > 0, font.size <= FontLibrary.maximumPixelSize else { return nil }
        let face = self.face(for: font)
        let key = ScaledFontKey(file: FontLibrary.fileName(for: font), size: font.size)
        lock.lock()
        defer { lock.unlock() }
        if let cached = scaledFonts[key] { return cairo_scaled_font_reference(cached) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, font.size, font.size)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        guard let scaled = cairo_scaled_font_create(face, &matrix, &identity, options),
            cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS
        else { return nil }
        // Labels use a handful of sizes; past the cap the cache starts over (callers hold their
        // own references, so dropping the cache's frees nothing in use).
        if scaledFonts.count >= 256 {
            for (_, font) in scaledFonts { cairo_scaled_font_destroy(font) }
            scaledFonts.removeAll()
        }
        scaledFonts[key] = scaled
        return cairo_scaled_font_reference(scaled)
    }

    private func loadFace(file: String, bold: Bool) -> OpaquePointer {
        let path = "\(FontLibrary.directory)/\(file)"
        if freetype == nil {
            var library: FT_Library?
            if FT_Init_FreeType(&library) == 0 { freetype = library }
        }
        if let freetype, FileManager.default.fileExists(atPath: path) {
            var ftFace: FT_Face?
            if FT_New_Face(freetype, path, 0, &ftFace) == 0, let ftFace,
                let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
                cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS
            {
                return face
            }
        }
        missing.insert(path)
        return cairo_toy_font_face_create("DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    }
}
