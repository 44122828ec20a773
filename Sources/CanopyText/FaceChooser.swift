import Foundation

/// Picks the face each grapheme cluster of a line is drawn with: by coverage, from the
/// requested face through the fixed fallback list; the caller holds the library's lock.
struct FaceChooser {
    let primary: FontLibrary.Face
    let library: FontLibrary
    let fallbacks: [FontFile]
    /// Which Noto Sans CJK face draws Han characters: Japanese when the line has kana,
    /// Korean when it has Hangul and no Han, Simplified Chinese otherwise.
    let cjkFace: FontFiles.CJKFace
    let bold: Bool

    init(text: String, font: Font, primary: FontLibrary.Face, library: FontLibrary) {
        self.primary = primary
        self.library = library
        bold = font.weight.isBold
        fallbacks = FontFiles.fallbacks(bold: bold)
        var kana = false, hangul = false, han = false
        for scalar in text.unicodeScalars where scalar.value >= 0x1100 {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF: kana = true
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: hangul = true
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: han = true
            default: break
            }
        }
        cjkFace = kana ? .japanese : (hangul && !han ? .korean : .simplifiedChinese)
    }

    /// The face for `cluster`: the colour emoji face for emoji presentation, else the first
    /// face covering every character, else the first covering its first character, else the
    /// requested face (whose missing-glyph box then stands in).
    func face(for cluster: Character) -> FontLibrary.Face {
        let scalars = cluster.unicodeScalars
        let first = scalars.first!
        if Self.isEmojiPresentation(cluster), let emoji = library.face(FontFiles.emojiFile), library.covers(emoji, first.value) {
            return emoji
        }
        if covers(primary, scalars) { return primary }
        var partial: FontLibrary.Face?
        for file in fallbacks {
            let resolved = file.package == "fonts-noto-cjk" ? FontFiles.cjk(cjkFace, bold: bold) : file
            guard let face = library.face(resolved) else { continue }
            if covers(face, scalars) { return face }
            if partial == nil, library.covers(face, first.value) { partial = face }
        }
        return partial ?? primary
    }

    private func covers(_ face: FontLibrary.Face, _ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.allSatisfy { LineLayout.isIgnorable($0) || library.covers(face, $0.value) }
    }

    /// Whether a cluster shows as an emoji picture: a character with emoji presentation by
    /// default, or an emoji character asking for it with the variation selector U+FE0F.
    static func isEmojiPresentation(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first, first.value >= 0x23 else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains("\u{FE0F}")
    }
}
