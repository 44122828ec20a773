internal import CFreeType
internal import CHarfBuzz
import Foundation

/// The FreeType faces text is shaped with, their HarfBuzz fonts, and what has been measured.
///
/// One lock guards every FreeType and HarfBuzz call and every cache: a FreeType face is not
/// safe to use from two threads, and measuring after the caches warm up is a few dictionary
/// lookups. Faces live for the process (a fixed list of files); sized fonts, character
/// coverage and string widths are bounded caches that start over when full.
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
    /// Character-coverage answers kept before they start over: a screen's text uses a few
    /// hundred distinct characters per face.
    static let maximumCachedGlyphs = 65_536

    /// Shaped lines kept for drawing before the cache starts over: a screen draws a few
    /// hundred lines, and every one measured is kept so drawing does not shape it again.
    static let maximumCachedLines = 4096
    /// UTF-16 units of shaped-line text kept before the cache starts over: bounds the
    /// cache's memory (glyphs and positions are a few dozen bytes per unit) whatever the
    /// lines' lengths.
    static let maximumCachedLineUnits = 1 << 20

    /// What a shaped line depends on.
    struct LineKey: Hashable {
        var text: String
        var font: Font
        var kern: Double
        var direction: WritingDirection
    }

    /// A loaded face: FreeType for metrics and coverage, HarfBuzz for shaping.
    final class Face {
        /// The face's file.
        let file: FontFile
        let face: FT_Face
        /// HarfBuzz's font over the same FreeType face, scaled to font units so positions
        /// come out unhinted, in design units, independent of size.
        let shaper: OpaquePointer
        let unitsPerEM: Int
        let ascender: Int
        let descender: Int
        let height: Int
        /// Underline centre below the baseline (positive down) and thickness; 0 when unknown.
        let underlinePosition: Int
        let underlineThickness: Int
        /// Strikeout centre above the baseline and thickness, from the OS/2 table; 0 when absent.
        let strikeoutPosition: Int
        let strikeoutSize: Int
        /// Whether the face's character map has each character, by scalar value.
        var coverage: [UInt32: Bool] = [:]

        init?(file: FontFile, face: FT_Face) {
            self.file = file
            self.face = face
            let units = Int(face.pointee.units_per_EM)
            guard let hbFace = hb_ft_face_create_referenced(face) else { return nil }
            defer { hb_face_destroy(hbFace) }
            guard let font = hb_font_create(hbFace) else { return nil }
            // Bitmap-only faces report no units per em to FreeType; HarfBuzz reads the head table.
            let scale = Int32(units > 0 ? units : Int(hb_face_get_upem(hbFace)))
            hb_font_set_scale(font, scale, scale)
            shaper = font
            unitsPerEM = Int(scale)
            ascender = Int(face.pointee.ascender)
            descender = Int(face.pointee.descender)
            height = Int(face.pointee.height)
            // FreeType reports the underline's top edge, negative below the baseline.
            underlineThickness = Int(face.pointee.underline_thickness)
            underlinePosition = -Int(face.pointee.underline_position) + underlineThickness / 2
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
                // OS/2 gives the strikeout's bottom edge above the baseline.
                strikeoutSize = Int(os2.yStrikeoutSize)
                strikeoutPosition = Int(os2.yStrikeoutPosition) + strikeoutSize / 2
            } else {
                strikeoutSize = 0
                strikeoutPosition = 0
            }
        }
    }

    /// Everything resolved for one request, so measuring the same font again does no face
    /// lookup.
    final class Entry {
        let font: Font
        let face: Face
        let scale: FontScale
        let metrics: LineMetrics
        let decorations: DecorationMetrics
        /// Widths of short strings already measured, in points.
        var widths: [String: Double] = [:]

        init(font: Font, face: Face, scale: FontScale) {
            self.font = font
            self.face = face
            self.scale = scale
            let size = scale.size
            if face.ascender != 0 || face.descender != 0 {
                metrics = LineMetrics(
                    ascent: scale.vertical(face.ascender, unitsPerEM: face.unitsPerEM),
                    descent: scale.vertical(-face.descender, unitsPerEM: face.unitsPerEM),
                    lineHeight: scale.vertical(face.height, unitsPerEM: face.unitsPerEM))
            } else {
                metrics = LineMetrics(ascent: size, descent: 0, lineHeight: size)
            }
            var decorations = DecorationMetrics.proportional(size: size)
            let units = face.unitsPerEM
            if face.underlineThickness > 0 {
                decorations.underlineOffset = scale.vertical(face.underlinePosition, unitsPerEM: units)
                decorations.underlineThickness = scale.vertical(face.underlineThickness, unitsPerEM: units)
            }
            if face.strikeoutSize > 0 {
                decorations.strikethroughOffset = scale.vertical(face.strikeoutPosition, unitsPerEM: units)
                decorations.strikethroughThickness = scale.vertical(face.strikeoutSize, unitsPerEM: units)
            }
            self.decorations = decorations
        }
    }

    private let lock = NSLock()
    private var freetype: FT_Library?
    /// Faces by file; nil records a file that could not be loaded.
    private var faces: [FontFile: Face?] = [:]
    private var entries: [Font: Entry] = [:]
    private var cachedWidthCount = 0
    private var lines: [LineKey: ShapedLine] = [:]
    private var cachedLineUnits = 0
    private var cachedCoverageCount = 0
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

    /// The width of `text` in the entry's font, from the cache or shaped afresh; the caller
    /// holds the lock (inside `withEntry`).
    func width(of text: String, in entry: Entry) -> Double {
        if let width = entry.widths[text] { return width }
        guard text.utf8.count <= FontLibrary.maximumCachedTextLength else {
            return lines[LineKey(text: text, font: entry.font, kern: 0, direction: .natural)]?.advance
                ?? LineLayout.layOut(text, in: entry, library: self).advance
        }
        // A short string measured is usually drawn next: keep its glyphs too.
        let width = line(text, in: entry, kern: 0).advance
        if cachedWidthCount >= FontLibrary.maximumCachedWidths {
            for other in entries.values { other.widths.removeAll() }
            cachedWidthCount = 0
        }
        entry.widths[text] = width
        cachedWidthCount += 1
        return width
    }

    /// The shaped line of `text` in the entry's font with `kern` and base `direction`, from
    /// the cache or shaped afresh and kept; the caller holds the lock.
    func line(_ text: String, in entry: Entry, kern: Double, direction: WritingDirection = .natural) -> ShapedLine {
        let key = LineKey(text: text, font: entry.font, kern: kern, direction: direction)
        if let line = lines[key] { return line }
        let line = LineLayout.layOut(text, in: entry, library: self, base: direction, kern: kern)
        let units = text.utf16.count
        guard units <= FontLibrary.maximumCachedLineUnits else { return line }
        if lines.count >= FontLibrary.maximumCachedLines || cachedLineUnits + units > FontLibrary.maximumCachedLineUnits {
            lines.removeAll(keepingCapacity: true)
            cachedLineUnits = 0
        }
        lines[key] = line
        cachedLineUnits += units
        return line
    }

    /// The shaped line kept for `text` in `font` with `kern`, if any (takes the lock).
    func cachedLine(_ text: String, font: Font, kern: Double = 0, direction: WritingDirection = .natural) -> ShapedLine? {
        lock.lock()
        defer { lock.unlock() }
        return lines[LineKey(text: text, font: font, kern: kern, direction: direction)]
    }

    /// Whether `face` has a glyph for `scalar`; the caller holds the lock.
    func covers(_ face: Face, _ scalar: UInt32) -> Bool {
        if let known = face.coverage[scalar] { return known }
        let covered = FT_Get_Char_Index(face.face, FT_ULong(scalar)) != 0
        if cachedCoverageCount >= FontLibrary.maximumCachedGlyphs {
            for case let other? in faces.values { other.coverage.removeAll() }
            cachedCoverageCount = 0
        }
        face.coverage[scalar] = covered
        cachedCoverageCount += 1
        return covered
    }

    /// The entry for a request, made on first use; nil for a size that cannot be measured
    /// or when no font file loads. The caller holds the lock.
    private func entry(for font: Font) -> Entry? {
        guard font.size.isFinite, font.size > 0, font.size <= TextEngine.maximumFontSize else { return nil }
        if let entry = entries[font] { return entry }
        guard let face = face(FontFiles.file(for: font)) ?? face(FontFiles.fallbackFile) else { return nil }
        // Labels use a handful of fonts; past the cap the cache starts over.
        if entries.count >= FontLibrary.maximumEntries {
            entries.removeAll()
            cachedWidthCount = 0
            lines.removeAll()
            cachedLineUnits = 0
        }
        let entry = Entry(font: font, face: face, scale: FontScale(size: Double(font.size)))
        entries[font] = entry
        return entry
    }

    /// The face of a file, loaded on first use; nil (recorded as missing) when it cannot be
    /// loaded. The caller holds the lock.
    func face(_ file: FontFile) -> Face? {
        if let known = faces[file] { return known }
        if freetype == nil {
            var library: FT_Library?
            if FT_Init_FreeType(&library) == 0 { freetype = library }
        }
        var loaded: Face?
        if let freetype, FileManager.default.fileExists(atPath: file.path) {
            var face: FT_Face?
            if FT_New_Face(freetype, file.path, file.faceIndex, &face) == 0, let face {
                loaded = Face(file: file, face: face)
                if loaded == nil { FT_Done_Face(face) }
            }
        }
        if loaded == nil { missing.insert(file.path) }
        faces[file] = .some(loaded)
        return loaded
    }
}
