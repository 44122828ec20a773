import Foundation

extension ViewNode {
    /// Whether the superview's layout margins also apply to this view where it lies within
    /// them (default `false`, as for views made in code).
    ///
    /// When `true`, each of this view's margins is at least the part of the superview's
    /// effective margin that reaches into this view: a full-width row in a view with 20-point
    /// margins gets 20-point margins of its own, while one inset by 30 points keeps its own.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutStateForWriting.preservesSuperviewLayoutMargins = newValue
            setNeedsLayout()
            invalidateConstraintHolders()
        }
    }
}
