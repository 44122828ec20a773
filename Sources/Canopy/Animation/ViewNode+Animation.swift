import Foundation

extension ViewNode {
    /// The clock animating this view: its window's, or its tree root's own clock outside a window.
    public var frameClock: FrameClock {
        if let w = storedWindow { return w.clock }
        return treeRoot.ownClock
    }

    /// Applies `animations` now (Canopy has no presentation layer) and calls
    /// `completion(true)` after `duration` seconds of clock time (next frame for 0).
    public func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        guard let completion else { return }
        frameClock.schedule(after: duration.isFinite ? Swift.max(0, duration) : 0) { completion(true) }
    }
}
