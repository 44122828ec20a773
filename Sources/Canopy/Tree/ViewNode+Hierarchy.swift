import Foundation

extension ViewNode {
    /// The parent view, held weakly; nil for a root.
    public var superview: ViewNode? { storedSuperview }

    /// The subviews, back to front: index 0 paints first and is hit-tested last.
    public var subviews: [ViewNode] { storedSubviews }

    /// The nearest ancestor-or-self that is a `WindowNode`, or nil outside a window.
    public var window: WindowNode? { storedWindow }

    /// True when `view` is this view or one of its ancestors.
    public func isDescendant(of view: ViewNode) -> Bool {
        var n: ViewNode? = self
        while let c = n {
            if c === view { return true }
            n = c.storedSuperview
        }
        return false
    }

    /// The root of this view's tree (itself when it has no superview).
    var treeRoot: ViewNode {
        var n = self
        while let s = n.storedSuperview { n = s }
        return n
    }

    /// Adds `view` as the front-most subview; a subview already here just moves to the front.
    public func addSubview(_ view: ViewNode) {
        insert(view, at: nil, operation: "addSubview")
    }

    /// Inserts `view` at `index` in `subviews` (counted with `view` removed; valid `0...count`).
    public func insertSubview(_ view: ViewNode, at index: Int) {
        insert(view, at: index, operation: "insertSubview(_:at:)")
    }

    /// Inserts `view` immediately behind `sibling`, which must be a subview of this view.
    public func insertSubview(_ view: ViewNode, belowSubview sibling: ViewNode) {
        guard view !== sibling else { return }
        guard sibling.storedSuperview === self else {
            return refuse(
                "view.notASubview", "Refused insertSubview(_:belowSubview:): \(sibling.diagnosticName) is not a subview of \(diagnosticName).")
        }
        guard checkInsertable(view, operation: "insertSubview(_:belowSubview:)") else { return }
        let i = indexOfSubview(sibling), j = view.storedSuperview === self ? indexOfSubview(view) : Int.max
        insert(view, at: j < i ? i - 1 : i, operation: "insertSubview(_:belowSubview:)")
    }

    /// Inserts `view` immediately in front of `sibling`, which must be a subview of this view.
    public func insertSubview(_ view: ViewNode, aboveSubview sibling: ViewNode) {
        guard view !== sibling else { return }
        guard sibling.storedSuperview === self else {
            return refuse(
                "view.notASubview", "Refused insertSubview(_:aboveSubview:): \(sibling.diagnosticName) is not a subview of \(diagnosticName).")
        }
        guard checkInsertable(view, operation: "insertSubview(_:aboveSubview:)") else { return }
        let i = indexOfSubview(sibling), j = view.storedSuperview === self ? indexOfSubview(view) : Int.max
        insert(view, at: j < i ? i : i + 1, operation: "insertSubview(_:aboveSubview:)")
    }

    /// Moves a subview to the front (end of `subviews`).
    public func bringSubviewToFront(_ view: ViewNode) {
        guard view.storedSuperview === self else {
            return refuse("view.notASubview", "Refused bringSubviewToFront: \(view.diagnosticName) is not a subview of \(diagnosticName).")
        }
        reorder(view, to: subviewCount - 1)
    }

    /// Moves a subview to the back (start of `subviews`).
    public func sendSubviewToBack(_ view: ViewNode) {
        guard view.storedSuperview === self else {
            return refuse("view.notASubview", "Refused sendSubviewToBack: \(view.diagnosticName) is not a subview of \(diagnosticName).")
        }
        reorder(view, to: 0)
    }

    /// Detaches this view from its superview; does nothing without one.
    public func removeFromSuperview() {
        guard storedSuperview != nil else { return }
        move(to: nil, index: 0)
    }

    // MARK: Implementation

    private func checkInsertable(_ view: ViewNode, operation: String) -> Bool {
        if view is WindowNode {
            refuse("view.windowAsSubview", "Refused \(operation): \(view.diagnosticName) is a window and cannot be a subview of \(diagnosticName).")
            return false
        }
        if view is AccessibilityElement {
            refuse(
                "view.accessibilityElementAsSubview",
                "Refused \(operation): \(view.diagnosticName) is an accessibility element; list it in its container's accessibilityElements instead.")
            return false
        }
        // Only an ancestor (or the view itself) makes a cycle, and a view without subviews is
        // nobody's ancestor: adding a fresh leaf skips the walk up, so building a deep chain
        // top-down is linear.
        if view === self || (!view.hasNoSubviews && isDescendant(of: view)) {
            let why = view === self ? "a view cannot contain itself" : "it is an ancestor of \(diagnosticName); adding it would create a cycle"
            refuse("view.cycle", "Refused \(operation): \(view.diagnosticName) into \(diagnosticName): \(why).")
            return false
        }
        if view.moveInProgress {
            refuse("view.reentrantMove", "Refused \(operation): \(view.diagnosticName) is in the middle of a move.")
            return false
        }
        return true
    }

    private func insert(_ view: ViewNode, at index: Int?, operation: String) {
        guard checkInsertable(view, operation: operation) else { return }
        let countWithout = subviewCount - (view.storedSuperview === self ? 1 : 0)
        let target = index ?? countWithout
        guard target >= 0, target <= countWithout else {
            return refuse("view.indexOutOfRange", "Refused \(operation): index \(target) is outside 0...\(countWithout) for \(diagnosticName).")
        }
        if view.storedSuperview === self {
            reorder(view, to: target)
        } else {
            view.move(to: self, index: target)
        }
    }

    private func reorder(_ view: ViewNode, to index: Int) {
        guard view.storedSuperview === self else { return }
        let current = indexOfSubview(view)
        moveSubviewEntry(view, to: index)
        if current != index { setNeedsLayout() }
    }

    /// Moves the receiver from its superview to `newParent` at `index`, sending the move
    /// callbacks in UIKit's order.
    func move(to newParent: ViewNode?, index: Int) {
        if moveInProgress {
            return refuse("view.reentrantMove", "Refused moving \(diagnosticName): a move of this view is already in progress.")
        }
        if ColorResolution.refuseTreeChange("moving \(diagnosticName)") { return }
        let oldParent = storedSuperview
        let oldWindow = storedWindow
        let newWindow: WindowNode? = newParent.flatMap { $0 as? WindowNode ?? $0.storedWindow }
        let windowChanges = oldWindow !== newWindow

        moveInProgress = true
        willMove(toSuperview: newParent)
        var appearance: AppearanceTransition?
        if windowChanges {
            appearance = AppearanceTransition.begin(subtree: self, from: oldWindow, to: newWindow)
            forEachInSubtree { $0.willMove(toWindow: newWindow) }
        }
        oldParent?.willRemoveSubview(self)
        moveInProgress = false

        // The mutation itself.
        storedSuperview = newParent
        if let p = oldParent { p.removeSubviewEntry(self) }
        if let p = newParent { p.insertSubviewEntry(self, at: index) }
        if windowChanges { forEachInSubtree { $0.storedWindow = newWindow } }

        if windowChanges { forEachInSubtree { $0.didMoveToWindow() } }
        didMoveToSuperview()
        newParent?.didAddSubview(self)

        oldParent?.setNeedsLayout()
        newParent?.setNeedsLayout()
        // Outside a window every safe area is zero, so a move between windowless trees
        // changes none: skipping it keeps building a deep chain bottom-up linear. (A view
        // whose window was released keeps its last values until it is recomputed here.)
        if oldWindow != nil || newWindow != nil || storedSafeAreaInsets != .zero || lastNotifiedSafeAreaInsets != .zero {
            recomputeSafeArea()
        }
        // Once the safe areas are current, as after a device change.
        TraitPropagation.update(from: self)
        appearance?.finish()
    }

    /// Visits this view and every descendant in pre-order (node, then subviews in order).
    ///
    /// Iterative, so any depth is fine; a view's subviews are read after `body` ran on it.
    public func forEachInSubtree(_ body: (ViewNode) -> Void) {
        body(self)
        SubtreeWalk.forEach(below: self, body)
    }
}
