/// How an `ImageNode` places its image inside its bounds.
public enum ContentMode: Sendable, CaseIterable, Hashable {
    /// Stretch to fill the bounds exactly, ignoring the aspect ratio.
    case scaleToFill
    /// Scale to fit inside the bounds, keeping the aspect ratio, centred.
    case scaleAspectFit
    /// Scale to cover the bounds, keeping the aspect ratio, centred; may overflow.
    case scaleAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally, top edge at the top.
    case top
    /// Natural size, centred horizontally, bottom edge at the bottom.
    case bottom
    /// Natural size, centred vertically, left edge at the left.
    case left
    /// Natural size, centred vertically, right edge at the right.
    case right
    /// Natural size, pinned to the top-left corner.
    case topLeft
    /// Natural size, pinned to the top-right corner.
    case topRight
    /// Natural size, pinned to the bottom-left corner.
    case bottomLeft
    /// Natural size, pinned to the bottom-right corner.
    case bottomRight
}

/// Which safe-area edges a scroll node adds to its content inset.
public enum ContentInsetAdjustmentBehavior: Sendable, CaseIterable, Hashable {
    /// Like `scrollableAxes`, plus top and bottom always for a navigation child's scroll view.
    case automatic
    /// Edges on axes that scroll (content larger than bounds, or always-bounce set).
    case scrollableAxes
    /// No edges: `adjustedContentInset == contentInset`.
    case never
    /// All four edges.
    case always
}

/// The colour scheme of the status bar's content.
public enum StatusBarStyle: Sendable, CaseIterable, Hashable {
    /// Dark content (the system default on light backgrounds).
    case `default`
    /// Light (white) content, for dark backgrounds.
    case lightContent
    /// Dark content, explicitly.
    case darkContent
}

/// Horizontal alignment of each line in a `LabelNode`.
public enum TextAlignment: Sendable, CaseIterable, Hashable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines start at the leading edge: left, or right when the label's
    /// `effectiveUserInterfaceLayoutDirection` is right to left (UIKit's default alignment
    /// for the app's localisation).
    case natural
    /// Lines of attributed text stretch to both edges at their spaces, the paragraph's last
    /// line aside; plain text and last lines start at the left edge.
    case justified
}
