extension ViewControllerNode {
    /// The traits this controller sees: its root view's superview's (or, while that view is
    /// outside any tree, its parent's or its window's), with the parent's override for it and
    /// its own `traitOverrides` applied.
    public var traitCollection: TraitCollection {
        if let view = storedView, view.storedSuperview != nil { return storedTraits }
        return traits(inheriting: detachedInheritedTraits)
    }

    /// Traits this controller imposes on itself, its view and everything below them.
    ///
    /// Setting a new value updates the loaded view's subtree and sends
    /// `traitCollectionDidChange(_:)` to every node whose traits changed.
    public var traitOverrides: TraitOverrides {
        get { TraitOverrides(stored: storedTraitOverrides) }
        set {
            let stored = newValue.stored
            guard stored != storedTraitOverrides else { return }
            if ColorResolution.refuseTreeChange("traitOverrides on \(diagnosticName)") { return }
            storedTraitOverrides = stored
            propagateTraits()
        }
    }

    /// Overrides traits of a child controller (UIKit's container API); nil removes them.
    ///
    /// Only the specified traits of `collection` apply, over what the child inherits and
    /// under the child's own `traitOverrides`. A controller that is not a child of this one is
    /// refused (`controller.notAChild`).
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild childViewController: ViewControllerNode) {
        guard childViewController.storedParent === self else {
            return Diagnostics.report(
                code: "controller.notAChild",
                "Refused setOverrideTraitCollection(_:forChild:) on \(diagnosticName): \(childViewController.diagnosticName) is not its child."
            )
        }
        let stored = collection == TraitCollection() ? nil : collection
        guard stored != childViewController.traitOverridesFromParent else { return }
        childViewController.traitOverridesFromParent = stored
        childViewController.propagateTraits()
    }

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`, or nil.
    public func overrideTraitCollection(forChild childViewController: ViewControllerNode) -> TraitCollection? {
        childViewController.storedParent === self ? childViewController.traitOverridesFromParent : nil
    }

    /// The traits this controller sees when it inherits `parentTraits`.
    func traits(inheriting parentTraits: TraitCollection) -> TraitCollection {
        var traits = parentTraits
        if storedParent != nil, let fromParent = traitOverridesFromParent { traits = traits.applying(fromParent) }
        if let own = storedTraitOverrides { traits = traits.applying(own) }
        return traits
    }

    /// What this controller inherits while its view is outside any tree: its parent's traits,
    /// else those of the window it is the root of, else a detached view's.
    var detachedInheritedTraits: TraitCollection {
        storedParent?.traitCollection ?? hostWindow?.storedTraits ?? .detached
    }

    /// Pushes new traits to the loaded view's subtree (with this controller first); a
    /// controller without a view has nothing stored to update.
    func propagateTraits() {
        guard let view = storedView else { return }
        TraitPropagation.update(from: view)
    }
}
