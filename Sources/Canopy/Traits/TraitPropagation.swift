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
/// a move, a new root view) walks the subtree below the node it touched, stopping at nodes
/// whose traits come out unchanged, so layout and scrolling never read them and a move
/// inside one environment costs one comparison. The walk is top-down, as UIKit's is: a node
/// stores its new traits and hears its callback (a controller's just before its root
/// view's) before any of its subviews is visited, so a callback sees its own and its
/// ancestors' new traits. A rotation that changes a size class visits every node, so the
/// walk makes no allocation per node: like `SubtreeWalk`, each level is the
/// subview list as read plus a cursor, and the subviews are read after the node's callback,
/// so a callback that changes the tree decides what is visited next.
enum TraitPropagation {
    /// Recomputes `start` and the subtree below it, sending callbacks when `notifying`.
    static func update(from start: ViewNode, notifying: Bool = true) {
        // Only the start can be a window: a window is never a subview.
        let window = start.storedWindow === start ? start as? WindowNode : nil
        guard visit(start, parent: start.storedSuperview, window: window, notifying: notifying), !start.hasNoSubviews else { return }
        var parent = start
        var subviews = start.storedSubviews
        var next = 0
        var above: [(parent: ViewNode, subviews: [ViewNode], next: Int)] = []
        while true {
            guard next < subviews.count else {
                guard let up = above.popLast() else { return }
                (parent, subviews, next) = up
                continue
            }
            let view = subviews[next]
            next += 1
            // A view a callback moved elsewhere was updated by its move.
            let descend =
                view.storedSuperview === parent && visit(view, parent: parent, window: nil, notifying: notifying)
                && !view.hasNoSubviews
            if descend {
                // A level with nothing left to visit is not kept: a chain walks in place.
                if next < subviews.count { above.append((parent, subviews, next)) }
                parent = view
                subviews = parent.storedSubviews
                next = 0
            }
        }
    }

    /// Computes and stores the traits of `view` (and of the controller it is the root view
    /// of), sending their callbacks; returns whether the view's traits changed, so its
    /// subviews need a visit.
    private static func visit(_ view: ViewNode, parent: ViewNode?, window: WindowNode?, notifying: Bool) -> Bool {
        var controllerChange: (ViewControllerNode, TraitCollection)?
        let inherited: TraitCollection
        if let window {
            inherited = window.storedDevice.traitCollection
        } else if let controller = view.owningControllerIfAny {
            let traits = controller.traits(inheriting: parent?.storedTraits ?? controller.detachedInheritedTraits)
            if traits != controller.storedTraits {
                controllerChange = (controller, controller.storedTraits)
                controller.storedTraits = traits
            }
            inherited = traits
        } else {
            inherited = parent?.storedTraits ?? .detached
        }
        let traits = view.storedTraitOverrides.map(inherited.applying) ?? inherited
        let previous = view.storedTraits
        let viewChanged = traits != previous
        if viewChanged {
            view.storedTraits = traits
            if previous.layoutDirection != traits.layoutDirection { view.layoutDirectionDidChange() }
            if view.traitExtras != nil { TraitDependentState.update(view, from: previous) }
        }
        if notifying {
            if let (controller, old) = controllerChange { controller.traitCollectionDidChange(old) }
            if viewChanged { view.traitCollectionDidChange(previous) }
        }
        return viewChanged
    }
}
