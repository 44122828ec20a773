import Foundation

/// The direction a paragraph's text reads in: UIKit's writing direction, with its raw values.
///
/// A paragraph's base direction decides how the Unicode Bidirectional Algorithm orders its
/// runs of left-to-right and right-to-left text on each line, and which edge natural
/// alignment starts from.
public enum WritingDirection: Int, Sendable, Hashable, CaseIterable {
    /// From the paragraph's first strong character (a letter of a left-to-right or a
    /// right-to-left script, isolates and embeddings skipped); with none, the direction of
    /// the view the text is in.
    case natural = -1
    /// Left to right, whatever the text's first strong character.
    case leftToRight = 0
    /// Right to left, whatever the text's first strong character.
    case rightToLeft = 1
}
