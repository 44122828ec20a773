import Foundation

/// How a label's text wraps and what happens to text that does not fit: UIKit's modes, with
/// UIKit's raw values.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries (Unicode line-break opportunities); a word wider than the
    /// line breaks between characters. The last line that fits ends without an ellipsis.
    case byWordWrapping = 0
    /// Wrap between any two characters (grapheme clusters).
    case byCharWrapping = 1
    /// Wrap at words; text past the last line or the edge is not drawn.
    case byClipping = 2
    /// Wrap at words; the last line shows its end, with "…" replacing its start.
    case byTruncatingHead = 3
    /// Wrap at words; the last line shows its start, with "…" replacing its end.
    case byTruncatingTail = 4
    /// Wrap at words; the last line shows its start and end, with "…" in the middle.
    case byTruncatingMiddle = 5

    /// Whether the mode replaces text that does not fit with an ellipsis.
    public var isTruncating: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}
