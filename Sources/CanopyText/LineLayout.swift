internal import CHarfBuzz
import Foundation

/// Shapes one line of text into positioned glyph runs: the single place text becomes glyphs,
/// so the width layout measures and the positions a renderer draws come from the same sums.
///
/// The line is split into items — stretches of one face, one script and one bidirectional
/// level — each shaped by HarfBuzz (kerning, ligatures, joining, mark placement) in font
/// units, then placed left to right in the visual order of the Unicode Bidirectional
/// Algorithm. A grapheme cluster never splits across faces: it takes the requested face when
/// that face has every character of it, else the first fallback face that does
/// (`FontFiles.fallbacks(bold:)`); emoji-presentation clusters prefer the colour emoji face.
enum LineLayout {
    /// Most missing characters a line reports: enough to name the problem, bounded for
    /// hostile text.
    static let maximumReportedMissing = 32

    /// One stretch of text shaped with one face, script and direction.
    struct Item {
        var start: Int
        var end: Int
        var face: FontLibrary.Face
        var script: hb_script_t
        var level: UInt8
    }

    /// The shaped line of `text` in the entry's font; the caller holds the library's lock.
    ///
    /// `kern` (points) is added after every character cluster, the last one included, as
    /// UIKit's kern attribute spaces text. `base` is the line's base direction for the
    /// Bidirectional Algorithm; natural takes its first strong character's.
    static func layOut(
        _ text: String, in entry: FontLibrary.Entry, library: FontLibrary, base: WritingDirection = .natural,
        kern: Double = 0
    ) -> ShapedLine {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return .empty }
        let levels = BidiLevels.levels(of: units, base: base)
        var missing: [Unicode.Scalar] = []
        let items = itemize(text, units: units, levels: levels, entry: entry, library: library, missing: &missing)
        let order = BidiLevels.visualOrder(of: items.map(\.level))
        var runs: [GlyphRun] = []
        var pen = 0.0
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        for index in order {
            let run = shape(items[index], units: units, buffer: buffer, font: entry.font, pen: pen, kern: kern)
            pen += run.advance
            runs.append(run)
        }
        return ShapedLine(runs: runs, advance: pen, missingScalars: missing)
    }

    /// Characters of `text` no face has, each once, in text order: the itemizing step alone,
    /// with no shaping, so checking a long text costs a coverage lookup per character.
    static func missingScalars(_ text: String, in entry: FontLibrary.Entry, library: FontLibrary) -> [Unicode.Scalar] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var missing: [Unicode.Scalar] = []
        _ = itemize(text, units: units, levels: nil, entry: entry, library: library, missing: &missing)
        return missing
    }

    /// Shapes one item with HarfBuzz, its glyphs placed from `pen` (points).
    private static func shape(_ item: Item, units: [UInt16], buffer: OpaquePointer?, font: Font, pen start: Double, kern: Double)
        -> GlyphRun
    {
        hb_buffer_clear_contents(buffer)
        units.withUnsafeBufferPointer {
            hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), UInt32(item.start), Int32(item.end - item.start))
        }
        let rightToLeft = item.level & 1 == 1
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, item.script)
        // A fixed language, never the process locale, so shaping is the same on every machine.
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_shape(item.face.shaper, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let scale = FontScale(size: Double(font.size))
        let units = item.face.unitsPerEM
        var glyphs: [UInt32] = [], xs: [Double] = [], ys: [Double] = []
        glyphs.reserveCapacity(Int(count))
        xs.reserveCapacity(Int(count))
        ys.reserveCapacity(Int(count))
        var pen = 0
        var kerned = 0.0
        for i in 0..<Int(count) {
            guard let infos, let positions else { break }
            let position = positions[i]
            glyphs.append(infos[i].codepoint)
            xs.append(start + kerned + scale.advance(design: pen + Int(position.x_offset), unitsPerEM: units))
            // HarfBuzz offsets point up; the drawing surface's y points down.
            ys.append(-scale.advance(design: Int(position.y_offset), unitsPerEM: units))
            pen += Int(position.x_advance)
            // Kern follows each cluster: after its last glyph in drawing order.
            if kern != 0, i + 1 == Int(count) || infos[i + 1].cluster != infos[i].cluster { kerned += kern }
        }
        return GlyphRun(
            file: item.face.file, font: font, glyphs: glyphs, positions: xs, verticalOffsets: ys,
            advance: scale.advance(design: pen, unitsPerEM: units) + kerned, isRightToLeft: rightToLeft)
    }

    /// Splits the line into items of one face, script and level.
    private static func itemize(
        _ text: String, units: [UInt16], levels: [UInt8]?, entry: FontLibrary.Entry, library: FontLibrary,
        missing: inout [Unicode.Scalar]
    ) -> [Item] {
        let primary = entry.face
        // Text the requested face covers entirely in Basic Latin is one item: no clusters to
        // walk, no fallback to find.
        if levels == nil, isCoveredBasicLatin(text, primary, library) {
            return [Item(start: 0, end: units.count, face: primary, script: HB_SCRIPT_LATIN, level: 0)]
        }
        let chooser = FaceChooser(text: text, font: entry.font, primary: primary, library: library)
        let unicode = hb_unicode_funcs_get_default()
        var items: [Item] = []
        var offset = 0
        var reported = Set<UInt32>()
        for cluster in text {
            let length = cluster.utf16.count
            let face = chooser.face(for: cluster)
            for scalar in cluster.unicodeScalars where !isIgnorable(scalar) && !library.covers(face, scalar.value) {
                if missing.count < maximumReportedMissing, reported.insert(scalar.value).inserted { missing.append(scalar) }
            }
            let level = levels?[offset] ?? 0
            var script = hb_unicode_script(unicode, cluster.unicodeScalars.first!.value)
            let neutral = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
            if var last = items.last, last.face === face, last.level == level {
                let lastNeutral = last.script == HB_SCRIPT_COMMON
                if neutral || lastNeutral || last.script == script {
                    if lastNeutral && !neutral { last.script = script }
                    last.end = offset + length
                    items[items.count - 1] = last
                    offset += length
                    continue
                }
            }
            if neutral { script = HB_SCRIPT_COMMON }
            items.append(Item(start: offset, end: offset + length, face: face, script: script, level: level))
            offset += length
        }
        return items
    }

    /// Whether `text` is all Basic Latin that `face` has (controls aside), checking each
    /// distinct byte once.
    private static func isCoveredBasicLatin(_ text: String, _ face: FontLibrary.Face, _ library: FontLibrary) -> Bool {
        var seen = [Bool](repeating: false, count: 128)
        for byte in text.utf8 {
            guard byte < 0x80 else { return false }
            seen[Int(byte)] = true
        }
        for byte in 0..<128 where seen[byte] {
            if !isIgnorable(Unicode.Scalar(UInt8(byte))) && !library.covers(face, UInt32(byte)) { return false }
        }
        return true
    }

    /// Characters no face needs a glyph for: joiners, variation selectors, controls.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }
}
