import Foundation

/// Adjusts how a gesture recognizer starts and how it relates to others: UIKit's
/// `UIGestureRecognizerDelegate`. Every method has a default matching UIKit's.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (begin or recognize); false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two recognizers may both recognize at once; either side's delegate saying
    /// yes is enough (default no).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it
    /// recognizes, as `require(toFail:)` makes it (default no).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (default no).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer)
        -> Bool
    /// Whether the recognizer receives a touch that just began (default yes).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    /// Allows the recognizer to begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Does not allow recognizing together.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// Adds no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer)
        -> Bool
    { false }
    /// Adds no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer)
        -> Bool
    { false }
    /// Receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
