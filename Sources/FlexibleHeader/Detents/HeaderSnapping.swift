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
    /// Whether the last scroll direction alone decides (true) instead of distance (false):
    /// content moving down rests at the most open place, anything else at the most closed,
    /// and the places between are passed by. Flutter's `SliverAppBar(snap: true)` rule.
    public var snapsByDirection: Bool

    /// Snapping to `detents`, by the projected rest position unless `usesVelocity` is false,
    /// or by direction alone with `snapsByDirection`.
    public init(detents: [HeaderDetent], usesVelocity: Bool = true, snapsByDirection: Bool = false) {
        self.detents = detents
        self.usesVelocity = usesVelocity
        self.snapsByDirection = snapsByDirection
    }

    /// No detents: only the shift band snaps, by drag direction, as the original header does.
    public static let none = HeaderSnapping(detents: [])
    /// The header rests expanded or collapsed (or hidden when shifting allows it).
    public static let expandedOrCollapsed = HeaderSnapping(detents: [.expanded, .collapsed])

    /// Fully open after scrolling back, fully closed otherwise: expanded or hidden (collapsed
    /// when shifting is off), chosen by the last scroll direction.
    public static let openOrClosedByDirection = HeaderSnapping(detents: [.expanded, .hidden], snapsByDirection: true)

    /// Whether snapping is on.
    var isEnabled: Bool { !detents.isEmpty }
}
