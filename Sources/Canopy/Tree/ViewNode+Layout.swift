import Foundation

extension ViewNode {
    /// Whether the view waits for a layout pass (a new view starts dirty).
    public var needsLayout: Bool { storedNeedsLayout }

    /// Marks the view as needing `layoutSubviews()` in the next pass.
    public func setNeedsLayout() { storedNeedsLayout = true }

    /// Runs a layout pass now from the highest dirty ancestor chain.
    ///
    /// Parents lay out before children; a node whose hook is already running up the call
    /// stack is skipped and stays dirty, so hooks never recurse into themselves.
    public func layoutIfNeeded() {
        var start = self
        while let s = start.storedSuperview, s.storedNeedsLayout { start = s }
        start.layoutPass()
    }

    /// Lays out this view, then its subtree in pre-order; iterative with one stack per pass,
    /// so any depth is fine. A view's subviews are read after its own hooks ran.
    func layoutPass() {
        layoutOwnSubviewsIfNeeded()
        SubtreeWalk.forEach(below: self) { $0.layoutOwnSubviewsIfNeeded() }
    }

    /// Runs this view's layout hooks when it is dirty and they are not already running.
    private func layoutOwnSubviewsIfNeeded() {
        guard storedNeedsLayout && layoutHookDepth == 0 else { return }
        storedNeedsLayout = false
        layoutHookDepth += 1
        if let state = layoutState { runConstraintPass(state) }
        if let controller = owningControllerIfAny {
            // Held for both hooks, so the controller hears the second even if the view's
            // `layoutSubviews` lets it go.
            controller.viewWillLayoutSubviews()
            layoutSubviews()
            controller.viewDidLayoutSubviews()
        } else {
            layoutSubviews()
        }
        layoutHookDepth -= 1
    }

    /// Resizes this view to `sizeThatFits(bounds.size)`, keeping its top-left corner.
    public func sizeToFit() {
        let s = sizeThatFits(storedBounds.size)
        guard s.isFiniteSize else {
            return refuse("geometry.nonFinite", "Refused sizeToFit on \(diagnosticName): sizeThatFits returned \(s).")
        }
        let size = CGSize(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
        if storedTransform == .identity {
            let f = frame
            frame = CGRect(origin: f.origin, size: size)
        } else {
            let topLeft = untransformedFrame.origin
            bounds = CGRect(origin: storedBounds.origin, size: size)
            center = CGPoint(x: topLeft.x + size.width / 2, y: topLeft.y + size.height / 2)
        }
    }
}
