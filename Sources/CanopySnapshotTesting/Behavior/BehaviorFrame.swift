import Canopy
import CanopyCairo
import Foundation

/// One captured moment of a trace's replay.
public struct BehaviorFrame {
    /// Seconds since the replay started (the time of the frame shown).
    public let time: TimeInterval
    /// The content offset, in points, of the scroll node driven at this moment (the one the
    /// header tracks, unless the screen names another).
    public let contentOffset: CGPoint
    /// The header's frame in window coordinates (points); nil when the screen has none.
    public let headerFrame: CGRect?
    /// The screen's reported values (``BehaviorSnapshotReporting/behaviorValues``).
    public let values: [(name: String, value: String)]
    /// The window as rendered at this moment, at the device's scale.
    public let image: Bitmap
}
