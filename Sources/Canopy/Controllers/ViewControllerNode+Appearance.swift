import Foundation

extension ViewControllerNode {
    /// Sends `viewWillAppear` (`true`) or `viewWillDisappear` (`false`) if the state allows.
    ///
    /// For manual containers; the same guarded state machine as automatic transitions.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { deliverWillAppear(animated) } else { deliverWillDisappear(animated) }
    }

    /// Completes a transition begun with `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing: deliverDidAppear(false)
        case .disappearing: deliverDidDisappear(false)
        default: break
        }
    }

    func deliverWillAppear(_ animated: Bool) {
        guard isViewLoaded, appearanceState == .disappeared || appearanceState == .disappearing else { return }
        appearanceState = .appearing
        viewWillAppear(animated)
    }

    func deliverDidAppear(_ animated: Bool) {
        guard appearanceState == .appearing else { return }
        appearanceState = .appeared
        viewDidAppear(animated)
    }

    func deliverWillDisappear(_ animated: Bool) {
        guard isViewLoaded, appearanceState == .appeared || appearanceState == .appearing else { return }
        appearanceState = .disappearing
        viewWillDisappear(animated)
    }

    func deliverDidDisappear(_ animated: Bool) {
        guard appearanceState == .disappearing else { return }
        appearanceState = .disappeared
        viewDidDisappear(animated)
    }

    /// Whether the controller is appearing or appeared.
    var isVisibleState: Bool { appearanceState == .appeared || appearanceState == .appearing }
}

/// The automatic appearance callbacks for a subtree entering or leaving a visible window:
/// "will" before the window callbacks, "did" after the move.
struct AppearanceTransition {
    let disappearing: [ViewControllerNode]
    let appearing: [ViewControllerNode]

    /// Controllers whose loaded root view lies in `subtree`, pre-order, skipping the
    /// descendants of controllers that do not forward appearance automatically.
    static func recipients(of subtree: ViewNode) -> [ViewControllerNode] {
        var result: [ViewControllerNode] = []
        if subtree.suppressesAutomaticAppearance { return [] }
        // Iterative pre-order walk, so a subtree of any depth is fine.
        var stack: [(view: ViewNode, blocked: Bool)] = [(subtree, false)]
        while let (v, blocked) = stack.popLast() {
            var blockedBelow = blocked
            if let c = v.owningViewController {
                if !blocked { result.append(c) }
                if !c.shouldAutomaticallyForwardAppearanceMethods { blockedBelow = true }
            }
            for s in v.storedSubviews.reversed() { stack.append((s, blockedBelow)) }
        }
        return result
    }

    static func begin(subtree: ViewNode, from old: WindowNode?, to new: WindowNode?) -> AppearanceTransition {
        let leaving = (old.map { !$0.isHidden } ?? false) ? recipients(of: subtree) : []
        let entering = (new.map { !$0.isHidden } ?? false) ? recipients(of: subtree) : []
        for c in leaving { c.deliverWillDisappear(false) }
        for c in entering { c.deliverWillAppear(false) }
        return AppearanceTransition(disappearing: leaving, appearing: entering)
    }

    func finish() {
        for c in disappearing { c.deliverDidDisappear(false) }
        for c in appearing { c.deliverDidAppear(false) }
    }
}
