import Canopy
import Foundation

/// What a screen tells a behaviour snapshot about itself: which scroll node the trace drives,
/// which node is its header, and any values worth a line in the timeline.
///
/// Conforming is optional. Without it the trace drives the first scroll node found in the
/// screen's view tree (depth first), and the header is the first node whose accessibility
/// identifier is ``behaviorHeaderIdentifier`` (by default the Flexible Header's identifier).
public protocol BehaviorSnapshotReporting: AnyObject {
    /// The scroll node the trace drives; nil for the first one in the view tree.
    var behaviorScrollNode: ScrollNode? { get }
    /// Accessibility identifier of the node whose frame the timeline records.
    var behaviorHeaderIdentifier: String? { get }
    /// Named values recorded in the timeline for every frame, e.g. `("progress", "0.42")`;
    /// format them with a fixed number of digits so the text is stable.
    var behaviorValues: [(name: String, value: String)] { get }
}

extension BehaviorSnapshotReporting {
    /// The first scroll node in the view tree.
    public var behaviorScrollNode: ScrollNode? { nil }
    /// The Flexible Header's accessibility identifier.
    public var behaviorHeaderIdentifier: String? { BehaviorSnapshot.defaultHeaderIdentifier }
    /// No extra values.
    public var behaviorValues: [(name: String, value: String)] { [] }
}
