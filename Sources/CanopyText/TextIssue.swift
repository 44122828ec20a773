import Foundation

/// A problem the engine found with a piece of text or its font: the text still lays out
/// (with a stand-in), and the view layer reports this as a diagnostic.
public enum TextIssue: Sendable, Hashable, CustomStringConvertible {
    /// No face in the font list has a glyph for these characters of `text`; each draws as
    /// the face's missing-glyph box.
    case missingGlyphs(text: String, scalars: [Unicode.Scalar])
    /// The family is not in the font list; the system font draws instead.
    case unknownFamily(String)
    /// The size cannot be measured (not finite, not positive, or past
    /// `TextEngine.maximumFontSize`); the text measures as 0 and is not drawn.
    case unusableSize(CGFloat)

    /// Longest excerpt of the text a description quotes: enough to find it, bounded for
    /// megabyte strings.
    static let excerptLength = 40

    /// A sentence naming the text and the offending value.
    public var description: String {
        switch self {
        case .missingGlyphs(let text, let scalars):
            let excerpt = text.count > Self.excerptLength ? String(text.prefix(Self.excerptLength)) + "…" : text
            let points = scalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: ", ")
            return "no font has glyphs for \(points) in \"\(excerpt)\"; they draw as boxes"
        case .unknownFamily(let family):
            return "unknown font family \"\(family)\"; the system font (Inter) draws instead"
        case .unusableSize(let size):
            return "font size \(size) cannot be measured (must be finite, positive and at most \(TextEngine.maximumFontSize))"
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
