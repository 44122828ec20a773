internal import CFreeType
import Foundation

/// The FreeType faces text is measured with, and what has been measured in them.
///
/// One lock guards every FreeType call and every cache: a FreeType face is not safe to use
/// from two threads, and measuring after the caches warm up is a few dictionary lookups.
/// Faces live for the process (a handful of files); sized fonts, glyph advances and string
/// widths are bounded caches that start over when full.
final class FontLibrary: @unchecked Sendable {
    /// The process-wide library.
    static let shared = FontLibrary()

    /// Sized fonts kept before the cache starts over: labels use a handful of fonts.
    static let maximumEntries = 256
    /// Widths kept before every entry's widths start over: a screen has a few hundred strings.
    static let maximumCachedWidths = 8192
    /// Longest string, in UTF-8 bytes, whose width is kept: longer ones are the prefixes that
    /// truncation and long-word wrapping try once, and would only fill the cache.
    static let maximumCachedTextLength = 256
    /// Glyphs kept before the glyph cache starts over: a screen's text uses a few hundred
    /// distinct characters per face.
    static let maximumCachedGlyphs = 65_536

    /// FreeType's flags for reading advances: design units, straight from the font's metrics.
    static let advanceFlags = Int32(FT_LOAD_NO_SCALE)

    /// A loaded font file.
    final class Face {
        /// The file's path.
        let path: String
        let face: FT_Face
        let unitsPerEM: Int
        let ascender: Int
        let descender: Int
        let height: Int
        /// Glyphs and design advances by Unicode scalar value: advances in font units do not
        /// depend on size, so every size of the face shares them.
        var glyphs: [UInt32: GlyphAdvance] = [:]

        init(path: String, face: FT_Face) {
            self.path = path
            self.face = face
            unitsPerEM = Int(face.pointee.units_per_EM)
            ascender = Int(face.pointee.ascender)
            descender = Int(face.pointee.descender)
            height = Int(face.pointee.height)
        }
    }

    /// A glyph and its advance in font units.
    struct GlyphAdvance {
        let glyph: UInt32
        let design: Int
    }

    /// Everything resolved for one request, so measuring the same font again does no face
    /// lookup and no FreeType call.
    final class Entry {
        let face: Face
        let scale: FontScale
        let metrics: LineMetrics
        /// Widths of short strings already measured, in points.
        var widths: [String: Double] = [:]

        init(face: Face, scale: FontScale) {
            self.face = face
            self.scale = scale
            let size = scale.size
            // Bitmap-only faces (no units per em) have no outline metrics to scale.
            if face.unitsPerEM > 0 {
                metrics = LineMetrics(
                    ascent: scale.vertical(face.ascender, unitsPerEM: face.unitsPerEM),
                    descent: scale.vertical(-face.descender, unitsPerEM: face.unitsPerEM),
                    lineHeight: scale.vertical(face.height, unitsPerEM: face.unitsPerEM))
            } else {
                metrics = LineMetrics(ascent: size, descent: 0, lineHeight: size)
            }
        }
    }

    private let lock = NSLock()
    private var freetype: FT_Library?
    /// Faces by file name; nil records a file (and fallback) that could not be loaded.
    private var faces: [String: Face?] = [:]
    private var entries: [Font: Entry] = [:]
    private var cachedWidthCount = 0
    private var cachedGlyphCount = 0
    private var missing: Set<String> = []

    init() {}

    /// Paths of font files that could not be loaded.
    var missingFiles: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return missing
    }

    /// Runs `body` with the entry for `font` under the lock; nil when the size cannot be
    /// measured or no font file loads.
    func withEntry<Result>(for font: Font, _ body: (Entry) -> Result) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entry(for: font) else { return nil }
        return body(entry)
    }

    /// The width of `text` in the entry's font, from the cache or laid out afresh; the
    /// caller holds the lock (inside `withEntry`).
    func width(of text: String, in entry: Entry) -> Double {
        if let width = entry.widths[text] { return width }
        let width = LineLayout.layOut(text, in: entry, library: self).advance
        guard text.utf8.count <= FontLibrary.maximumCachedTextLength else { return width }
        if cachedWidthCount >= FontLibrary.maximumCachedWidths {
            for other in entries.values { other.widths.removeAll() }
            cachedWidthCount = 0
        }
        entry.widths[text] = width
        cachedWidthCount += 1
        return width
    }

    /// The glyph of `scalar` in the entry's face and its advance in points; the caller holds
    /// the lock.
    ///
    /// The glyph comes from the face's Unicode character map (0, the missing-glyph box, for a
    /// character the face lacks); the advance is the glyph's design advance scaled to the
    /// entry's size (see `FontScale`).
    func glyph(for scalar: Unicode.Scalar, in entry: Entry) -> (glyph: UInt32, advance: Double) {
        let face = entry.face
        let known = face.glyphs[scalar.value] ?? loadGlyph(for: scalar, in: face)
        return (known.glyph, entry.scale.advance(design: known.design, unitsPerEM: face.unitsPerEM))
    }

    /// Reads a glyph and its design advance from FreeType and caches it; the caller holds the lock.
    private func loadGlyph(for scalar: Unicode.Scalar, in face: Face) -> GlyphAdvance {
        let glyph = UInt32(FT_Get_Char_Index(face.face, FT_ULong(scalar.value)))
        var design: FT_Fixed = 0
        // A glyph whose advance cannot be read advances by 0, as cairo draws it.
        if FT_Get_Advance(face.face, glyph, FontLibrary.advanceFlags, &design) != 0 { design = 0 }
        if cachedGlyphCount >= FontLibrary.maximumCachedGlyphs {
            for case let other? in faces.values { other.glyphs.removeAll() }
            cachedGlyphCount = 0
        }
        let result = GlyphAdvance(glyph: glyph, design: Int(design))
        face.glyphs[scalar.value] = result
        cachedGlyphCount += 1
        return result
    }

    /// The entry for a request, made on first use; nil for a size that cannot be measured
    /// or when no font file loads. The caller holds the lock.
    private func entry(for font: Font) -> Entry? {
        guard font.size.isFinite, font.size > 0, font.size <= TextEngine.maximumFontSize else { return nil }
        if let entry = entries[font] { return entry }
        guard let face = face(named: FontFiles.fileName(for: font)) ?? face(named: FontFiles.fallbackFileName) else { return nil }
        // Labels use a handful of fonts; past the cap the cache starts over.
        if entries.count >= FontLibrary.maximumEntries {
            entries.removeAll()
            cachedWidthCount = 0
        }
        let entry = Entry(face: face, scale: FontScale(size: Double(font.size)))
        entries[font] = entry
        return entry
    }

    /// The face of a file in `FontFiles.directory`, loaded on first use; nil (recorded as
    /// missing) when it cannot be loaded. The caller holds the lock.
    private func face(named fileName: String) -> Face? {
        if let known = faces[fileName] { return known }
        let path = FontFiles.path(of: fileName)
        if freetype == nil {
            var library: FT_Library?
            if FT_Init_FreeType(&library) == 0 { freetype = library }
        }
        var loaded: Face?
        if let freetype, FileManager.default.fileExists(atPath: path) {
            var face: FT_Face?
            if FT_New_Face(freetype, path, 0, &face) == 0, let face {
                loaded = Face(path: path, face: face)
            }
        }
        if loaded == nil { missing.insert(path) }
        faces[fileName] = .some(loaded)
        return loaded
    }
}
