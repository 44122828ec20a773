import Canopy
import Foundation

/// What a screen tells a behaviour snapshot about itself: which scroll node the trace drives,
/// which node is its header, and any values worth a line in the timeline.
///
/// Conforming is optional. The header is the first node whose accessibility identifier is
/// ``behaviorHeaderIdentifier``; without one, the first node that follows a scroll view
/// (conforms to `ScrollTracking`, as a Flexible Header does), depth first. The trace
/// drives, and the timeline reports, the scroll node the screen names; without one, the
/// scroll view that header tracks (a Flexible Header's `trackingScrollView`); without that,
/// the first scroll node in the screen's view tree (depth first). The choice is made again at
/// every step and frame, so after a tab switch the timeline follows the list now shown. A
/// finger stays on the scroll node it went down on until it lifts.
public protocol BehaviorSnapshotReporting: AnyObject {
    /// The scroll node the trace drives and the timeline reports, read at every step and
    /// frame; nil for the header's tracked scroll view, else the first in the view tree.
    var behaviorScrollNode: ScrollNode? { get }
    /// Accessibility identifier of the node whose frame the timeline records; nil for the
    /// first `ScrollTracking` node in the window.
    var behaviorHeaderIdentifier: String? { get }
    /// Named values recorded in the timeline for every frame, e.g. `("progress", "0.42")`;
    /// format them with a fixed number of digits so the text is stable.
    var behaviorValues: [(name: String, value: String)] { get }
}

extension BehaviorSnapshotReporting {
    /// Nil: the header's tracked scroll view, else the first scroll node in the view tree.
    public var behaviorScrollNode: ScrollNode? { nil }
    /// Nil: the first `ScrollTracking` node in the window is the header.
    public var behaviorHeaderIdentifier: String? { nil }
    /// No extra values.
    public var behaviorValues: [(name: String, value: String)] { [] }
}
