import Foundation

/// Lays one line of text out as positioned glyphs: the single place text becomes glyphs, so
/// the width layout measures and the positions a renderer draws come from the same sums.
///
/// Each Unicode scalar maps to one glyph through the face's character map, with no shaping
/// or kerning; the pen starts at 0 and moves by each glyph's advance (`FontScale`), summed in
/// double precision in text order, as cairo's own text-to-glyph conversion does, so widths
/// and positions equal cairo's to the bit.
enum LineLayout {
    /// The glyphs of `text` and their offsets in the entry's font; the caller holds the
    /// library's lock.
    static func layOut(_ text: String, in entry: FontLibrary.Entry, library: FontLibrary) -> (glyphs: [UInt32], positions: [Double], advance: Double)
    {
        var glyphs: [UInt32] = []
        var positions: [Double] = []
        var pen = 0.0
        for scalar in text.unicodeScalars {
            let glyph = library.glyph(for: scalar, in: entry)
            glyphs.append(glyph.glyph)
            positions.append(pen)
            pen += glyph.advance
        }
        return (glyphs, positions, pen)
    }
}
