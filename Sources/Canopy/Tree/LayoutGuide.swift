import Foundation

/// A rectangle a view publishes for positioning subviews, in its owning view's bounds
/// coordinates (so it moves with `bounds.origin`).
///
/// Always current: the frame is computed from the owning view when read.
public final class LayoutGuide {
    enum Kind { case safeArea, margins, readable, custom, topLayoutSupport }

    /// The view whose coordinates and insets define the guide; not retained (nil once the
    /// view is gone).
    public var owningView: ViewNode? { owner }
    /// Weak: the view owns its guides, and a guide may outlive it.
    weak var owner: ViewNode?
    let kind: Kind

    /// A name shown in diagnostics.
    public var identifier: String = ""
    /// A custom guide's frame as the last constraint solve left it.
    var solvedFrame: CGRect = .zero

    /// A guide to add to a view with `addLayoutGuide(_:)` and place with constraints.
    public init() {
        self.owner = nil
        self.kind = .custom
    }

    init(owningView: ViewNode, kind: Kind) {
        self.owner = owningView
        self.kind = kind
    }

    /// The guide's rectangle in the owning view's bounds coordinates (`.zero` once the view is gone).
    public var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        switch kind {
        case .safeArea:
            return v.bounds.inset(by: v.safeAreaInsets)
        case .margins:
            return v.bounds.inset(by: v.effectiveLayoutMargins)
        case .readable:
            let margins = v.bounds.inset(by: v.effectiveLayoutMargins)
            let width = Swift.min(margins.width, ViewNode.readableContentWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .custom:
            return solvedFrame
        case .topLayoutSupport:
            let length = v.owningViewController?.topLayoutGuide.length ?? 0
            return CGRect(x: v.bounds.minX, y: v.bounds.minY, width: v.bounds.width, height: length)
        }
    }
}

extension ViewNode {
    /// `layoutMargins`, plus the safe area when `insetsLayoutMarginsFromSafeArea`, raised
    /// to the superview's margins where this view lies within them when
    /// `preservesSuperviewLayoutMargins`.
    ///
    /// On each edge that is closer to the superview's edge than the superview's effective
    /// margin, the margin is at least the part of the superview's margin inside this view.
    public var effectiveLayoutMargins: EdgeInsets {
        var margins = insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
        guard preservesSuperviewLayoutMargins, let superview = storedSuperview else { return margins }
        let outer = superview.effectiveLayoutMargins
        let frame = self.frame, bounds = superview.bounds
        margins.left = Swift.max(margins.left, outer.left - (frame.minX - bounds.minX))
        margins.right = Swift.max(margins.right, outer.right - (bounds.maxX - frame.maxX))
        margins.top = Swift.max(margins.top, outer.top - (frame.minY - bounds.minY))
        margins.bottom = Swift.max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY))
        return margins
    }
}
