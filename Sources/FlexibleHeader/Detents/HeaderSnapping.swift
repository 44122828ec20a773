import Foundation

/// Where the header may come to rest when a drag or a fling ends.
///
/// When a drag ends with the header between two detents, the header rewrites the scroll
/// view's target offset so the deceleration itself ends with the header at the detent nearest
/// the projected rest position: no second animation fights the scroll. Where the content keeps
/// it from getting there, the header finishes the way with an animation once the fling stops.
/// `expanded` (content at its top), `collapsed` (content scrolled past the header) and, when
/// shifting allows it, `hidden` are always resting places; list `height` detents to add more.
public struct HeaderSnapping: Equatable, Sendable {
    /// The detents to snap to, in any order.
    public var detents: [HeaderDetent]
    /// Snap to the detent nearest the fling's projected rest position (true) or nearest the
    /// position where the finger lifted (false).
    public var usesVelocity: Bool

    /// Snapping to `detents`, by the projected rest position unless `usesVelocity` is false.
    public init(detents: [HeaderDetent], usesVelocity: Bool = true) {
        self.detents = detents
        self.usesVelocity = usesVelocity
    }

    /// No detents: only the shift band snaps, by drag direction, as the original header does.
    public static let none = HeaderSnapping(detents: [])
    /// The header rests expanded or collapsed (or hidden when shifting allows it).
    public static let expandedOrCollapsed = HeaderSnapping(detents: [.expanded, .collapsed])

    /// Whether snapping is on.
    var isEnabled: Bool { !detents.isEmpty }
}
