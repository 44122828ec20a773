import Foundation

/// Names shared by behaviour snapshots.
public enum BehaviorSnapshot {
    /// The accessibility identifier a header is found by when the screen names none: the one
    /// the Flexible Header's view carries.
    public static let defaultHeaderIdentifier = "MDCFlexibleHeaderViewAccessibilityIdentifier"
}
