/// What the header does while its tracking scroll view's content is short.
public enum ShortContentBehavior: Sendable, Hashable {
    /// As the original: the header follows the offset even when the content cannot scroll.
    case original
    /// While the content fits in the viewport below the expanded header, the header rests
    /// expanded: dragging a bouncing list neither squeezes nor shifts it, and a header that was
    /// collapsed or shifted when the content became short expands, animated, without moving
    /// the content.
    case stayExpanded
}
