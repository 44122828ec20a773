import Foundation

/// One change of a scroll node's `contentOffset`, as an offset-change observer hears it.
///
/// The counterpart of UIKit's `NSKeyValueObservedChange<CGPoint>` for a `contentOffset`
/// observation with the `.old` and `.new` options; unlike UIKit's, a prior report carries the
/// new value as well.
public struct ContentOffsetChange: Sendable, Hashable {
    /// The offset before the change, in points.
    public var oldValue: CGPoint
    /// The offset after the change, in points.
    public var newValue: CGPoint
    /// Whether this report comes before the change (UIKit's `isPrior`): `contentOffset` still
    /// reads `oldValue`, and the delegate has not heard of the change yet.
    public var isPrior: Bool
    /// Whether the scroll node moved the offset itself, into its valid range, because its
    /// `adjustedContentInset` changed while no finger was down; false for every other change
    /// (an assignment, a drag, a deceleration, an animation), including offset writes made while
    /// such a move is being reported.
    public var isClampAfterInsetChange: Bool

    /// Creates a change report.
    public init(oldValue: CGPoint, newValue: CGPoint, isPrior: Bool, isClampAfterInsetChange: Bool) {
        self.oldValue = oldValue
        self.newValue = newValue
        self.isPrior = isPrior
        self.isClampAfterInsetChange = isClampAfterInsetChange
    }
}

/// One change of a scroll node's `contentSize`, as a content-size observer hears it.
///
/// The counterpart of UIKit's `NSKeyValueObservedChange<CGSize>` for a `contentSize`
/// observation with the `.old` and `.new` options; a prior report carries the new value as well.
public struct ContentSizeChange: Sendable, Hashable {
    /// The size before the change, in points.
    public var oldValue: CGSize
    /// The size after the change, in points.
    public var newValue: CGSize
    /// Whether this report comes before the change: `contentSize` still reads `oldValue`.
    public var isPrior: Bool

    /// Creates a change report.
    public init(oldValue: CGSize, newValue: CGSize, isPrior: Bool) {
        self.oldValue = oldValue
        self.newValue = newValue
        self.isPrior = isPrior
    }
}

/// What a scroll node's value observation reports besides each change after it happened.
///
/// The counterpart of UIKit's `NSKeyValueObservingOptions`; old and new values are always
/// reported, so only `.prior` is left to ask for.
public struct ScrollObservationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Also report each change before it happens (UIKit's `.prior`), so an observer knows of it
    /// while others, the delegate among them, react to it.
    public static let prior = ScrollObservationOptions(rawValue: 1 << 0)
}
