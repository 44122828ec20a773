/// Keeps every node's stored traits current and sends `traitCollectionDidChange(_:)`.
///
/// A window's traits are its device's with its overrides applied. A controller inherits from
/// its root view's superview (iOS 17's rule), or, while that view is outside any tree, from
/// its parent controller or the window it is the root of; then the parent's
/// `setOverrideTraitCollection(_:forChild:)` and its own overrides apply. A controller's root
/// view inherits from the controller, any other view from its superview, and each applies
/// its own overrides.
///
/// Traits are pushed, not pulled: each event that changes an input (a device, an override,
/// a move, a new root view) recomputes the subtree below the node it touched, stopping at
/// nodes whose traits come out unchanged, so layout and scrolling never read them and a move
/// inside one environment costs one comparison. Changes are stored first and the callbacks
/// sent afterwards, in pre-order, each controller before its root view.
enum TraitPropagation {
    /// One node whose traits changed, with what it saw before.
    enum Change {
        case view(ViewNode, previous: TraitCollection)
        case controller(ViewControllerNode, previous: TraitCollection)
    }

    /// Recomputes `start` and the subtree below it, storing new traits; returns the changes
    /// in callback order.
    static func update(from start: ViewNode) -> [Change] {
        var changes: [Change] = []
        guard store(start, changes: &changes) else { return changes }
        var stack = start.storedSubviews.reversed() as [ViewNode]
        while let node = stack.popLast() {
            if store(node, changes: &changes) { stack.append(contentsOf: node.storedSubviews.reversed()) }
        }
        return changes
    }

    /// Sends `traitCollectionDidChange(_:)` for each change, in order.
    static func notify(_ changes: [Change]) {
        for change in changes {
            switch change {
            case .view(let v, let previous): v.traitCollectionDidChange(previous)
            case .controller(let c, let previous): c.traitCollectionDidChange(previous)
            }
        }
    }

    /// Recomputes and notifies in one step.
    static func updateAndNotify(from start: ViewNode) {
        notify(update(from: start))
    }

    /// Computes and stores the traits of `view` (and of the controller it is the root view
    /// of); returns whether the view's traits changed, so its subviews need a visit.
    private static func store(_ view: ViewNode, changes: inout [Change]) -> Bool {
        let inherited: TraitCollection
        // A window is the one view that is its own window; testing that first keeps the
        // type check off the path of every other move.
        if view.storedWindow === view, let window = view as? WindowNode {
            inherited = window.storedDevice.traitCollection
        } else if let controller = view.storedOwningViewController {
            let parentTraits = view.storedSuperview?.storedTraits ?? controller.detachedInheritedTraits
            let traits = controller.traits(inheriting: parentTraits)
            if traits != controller.storedTraits {
                changes.append(.controller(controller, previous: controller.storedTraits))
                controller.storedTraits = traits
            }
            inherited = traits
        } else {
            inherited = view.storedSuperview?.storedTraits ?? .detached
        }
        let traits = view.storedTraitOverrides.map(inherited.applying) ?? inherited
        guard traits != view.storedTraits else { return false }
        changes.append(.view(view, previous: view.storedTraits))
        view.storedTraits = traits
        return true
    }
}
