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
    /// Everything resolved for one request, so repeated measuring and drawing of the same
    /// font do no string matching, no face lookup and no cairo metric calls.
    private final class Entry {
        /// The font file the request resolves to (see `fileName(for:)`).
        let file: String
        /// The file's face (owned by `faces`, which never destroys one).
        let face: OpaquePointer
        /// The cache's reference to the scaled font at the request's size (identity device transform).
        let scaled: OpaquePointer
        /// The scaled font's ascent, descent and line height in points.
        let extents: cairo_font_extents_t
        /// Widths of short strings already measured in this font, in points.
        var widths: [String: CGFloat] = [:]

        init(file: String, face: OpaquePointer, scaled: OpaquePointer, extents: cairo_font_extents_t) {
            self.file = file
            self.face = face
            self.scaled = scaled
            self.extents = extents
        }
    }
    /// Entries by request; only valid sizes (finite, positive, at most `maximumPixelSize`) get one.
    private var entries: [Font: Entry] = [:]
    /// Widths stored in all entries together, bounded by `maximumCachedWidths`.
    private var cachedWidthCount = 0
    private var missing: Set<String> = []

    /// Entries kept before the cache starts over: labels use a handful of fonts.
    static let maximumEntries = 256
    /// Widths kept before every entry's widths start over: a screen has a few hundred strings.
    static let maximumCachedWidths = 8192
    /// Longest string, in UTF-8 bytes, whose width is kept: longer ones are the prefixes that
    /// truncation and long-word wrapping try once, and would only fill the cache.
    static let maximumCachedTextLength = 256

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
        lock.lock()
        defer { lock.unlock() }
        if let entry = entry(for: font) { return entry.face }
        return validFace(file: FontLibrary.fileName(for: font), bold: font.weight != .regular)
    }

    /// The face of `file`, loaded or reloaded as needed; the caller holds the lock.
    private func validFace(file: String, bold: Bool) -> OpaquePointer {
        if let face = faces[file] {
            if cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS { return face }
            faces[file] = nil
            for (font, entry) in entries where entry.file == file {
                cachedWidthCount -= entry.widths.count
                cairo_scaled_font_destroy(entry.scaled)
                entries[font] = nil
            }
        }
        let face = loadFace(file: file, bold: bold)
        faces[file] = face
        return face
    }

    /// A scaled font at `size` points under an identity device transform, for measuring.
    ///
    /// Returns a new reference: the caller releases it with `cairo_scaled_font_destroy`, so a
    /// cache eviction on another thread can never free a font in use.
    func scaledFont(for font: Font) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        return entry(for: font).map { cairo_scaled_font_reference($0.scaled) }
    }

    /// The face's ascent, descent and line height at the font's size in points; nil for a
    /// size that cannot be measured.
    func extents(for font: Font) -> cairo_font_extents_t? {
        lock.lock()
        defer { lock.unlock() }
        return entry(for: font)?.extents
    }

    /// Sum of the glyph advances of `text` in points; 0 for empty text or a size that cannot
    /// be measured.
    ///
    /// Widths of short strings are kept per font: layout and drawing measure the same label
    /// text several times (wrapping, truncation, alignment), and every render of a screen
    /// measures it again. The measuring itself runs outside the lock.
    func width(of text: String, font: Font) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        lock.lock()
        guard let entry = entry(for: font) else {
            lock.unlock()
            return 0
        }
        if let width = entry.widths[text] {
            lock.unlock()
            return width
        }
        let scaled = cairo_scaled_font_reference(entry.scaled)
        lock.unlock()
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(scaled, text, &extents)
        cairo_scaled_font_destroy(scaled)
        guard text.utf8.count <= FontLibrary.maximumCachedTextLength else { return extents.x_advance }
        lock.lock()
        defer { lock.unlock() }
        // The entry may have been evicted meanwhile; it then takes nothing more.
        if entries[font] === entry, entry.widths[text] == nil {
            if cachedWidthCount >= FontLibrary.maximumCachedWidths {
                for other in entries.values { other.widths.removeAll() }
                cachedWidthCount = 0
            }
            entry.widths[text] = extents.x_advance
            cachedWidthCount += 1
        }
        return extents.x_advance
    }

    /// The entry for a request, made on first use; nil for a size that cannot be measured or
    /// a scaled font cairo refuses. The caller holds the lock.
    private func entry(for font: Font) -> Entry? {
        guard font.size.isFinite, font.size > 0, font.size <= FontLibrary.maximumPixelSize else { return nil }
        if let entry = entries[font], cairo_font_face_status(entry.face) == CAIRO_STATUS_SUCCESS { return entry }
        let file = FontLibrary.fileName(for: font)
        let face = validFace(file: file, bold: font.weight != .regular)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, font.size, font.size)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        guard let scaled = cairo_scaled_font_create(face, &matrix, &identity, options) else { return nil }
        guard cairo_scaled_font_status(scaled) == CAIRO_STATUS_SUCCESS else {
            cairo_scaled_font_destroy(scaled)
            return nil
        }
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaled, &extents)
        // Labels use a handful of fonts; past the cap the cache starts over (callers hold their
        // own references, so dropping the cache's frees nothing in use).
        if entries.count >= FontLibrary.maximumEntries {
            for entry in entries.values { cairo_scaled_font_destroy(entry.scaled) }
            entries.removeAll()
            cachedWidthCount = 0
        }
        let entry = Entry(file: file, face: face, scaled: scaled, extents: extents)
        entries[font] = entry
        return entry
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
