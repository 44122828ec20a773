import Foundation

/// What a view's subviews inherit their safe area from: the parent's unsafe edges that pass
/// to its subviews (`pins`) and its safe rectangle, in the parent's bounds coordinates.
///
/// Computed once per parent in a safe-area pass and shared by all its subviews.
struct SafeAreaInheritance {
    /// The parent's insets its subviews inherit; an edge at 0 passes nothing on.
    var pins: EdgeInsets
    /// The parent's viewport inset by `pins`, in the parent's bounds coordinates.
    var safe: CGRect

    init(parent: ViewNode) {
        if parent.usesPlainSafeAreaRules {
            pins = parent.storedSafeAreaInsets
            safe = parent.storedBounds.inset(by: pins)
        } else {
            pins = parent.insetsForChildren
            safe = parent.safeAreaViewport.inset(by: pins)
        }
    }

    /// How far a subview at `frame` (in the parent's bounds coordinates) reaches into each
    /// unsafe edge, clamped to the subview's own height or width.
    @inline(__always)
    func overlap(of frame: CGRect) -> EdgeInsets {
        @inline(__always) func clamp(_ v: CGFloat, _ hi: CGFloat) -> CGFloat { Swift.min(Swift.max(v, 0), hi) }
        return EdgeInsets(
            top: pins.top > 0 ? clamp(safe.minY - frame.minY, frame.height) : 0,
            left: pins.left > 0 ? clamp(safe.minX - frame.minX, frame.width) : 0,
            bottom: pins.bottom > 0 ? clamp(frame.maxY - safe.maxY, frame.height) : 0,
            right: pins.right > 0 ? clamp(frame.maxX - safe.maxX, frame.width) : 0)
    }
}
