import Foundation

/// The one finger a table or collection follows from touch-down to lift: the row or item it
/// went down on and whether that was highlighted.
///
/// Shared so both lists turn touches into UIKit's highlight, unhighlight and select steps the
/// same way; each list supplies only how it finds the index path under a touch and its own
/// delegate calls.
struct ListTouchTracker {
    /// The followed finger, its index path, and whether touch-down highlighted it.
    private(set) var tracked: (touch: Touch, indexPath: IndexPath, highlighted: Bool)?

    /// Starts following a lone finger that goes down on an index path, highlighting it when
    /// `highlight` agrees; a second finger, or one outside any row or item, is not followed.
    mutating func began(_ touches: Set<Touch>, pathUnder: (Touch) -> IndexPath?, highlight: (IndexPath) -> Bool) {
        guard tracked == nil, touches.count == 1, let touch = touches.first, let indexPath = pathUnder(touch) else { return }
        tracked = (touch, indexPath, highlight(indexPath))
    }

    /// Stops following the finger when it lifts, ending its highlight; returns its index path
    /// when it lifted over the same row or item (a tap), nil otherwise.
    mutating func ended(_ touches: Set<Touch>, pathUnder: (Touch) -> IndexPath?, unhighlight: (IndexPath) -> Void) -> IndexPath? {
        guard let finger = stop(touches, unhighlight: unhighlight) else { return nil }
        return pathUnder(finger.touch) == finger.indexPath ? finger.indexPath : nil
    }

    /// Stops following a cancelled finger (a drag that became a scroll), ending its highlight.
    mutating func cancelled(_ touches: Set<Touch>, unhighlight: (IndexPath) -> Void) {
        _ = stop(touches, unhighlight: unhighlight)
    }

    private mutating func stop(_ touches: Set<Touch>, unhighlight: (IndexPath) -> Void) -> (touch: Touch, indexPath: IndexPath)? {
        guard let finger = tracked, touches.contains(finger.touch) else { return nil }
        tracked = nil
        if finger.highlighted { unhighlight(finger.indexPath) }
        return (finger.touch, finger.indexPath)
    }
}
