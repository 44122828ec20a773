extension ViewNode {
    /// The traits this view sees: inherited from its controller (for a controller's root
    /// view), its superview or its window's device, with its own `traitOverrides` applied.
    ///
    /// Outside any window a view sees display scale 1 and every other trait unspecified.
    public var traitCollection: TraitCollection {
        // A controller's root view outside any tree follows the controller, whose traits are
        // not pushed while it is detached.
        if storedSuperview == nil, storedWindow !== self, let controller = owningControllerIfAny {
            let inherited = controller.traitCollection
            return storedTraitOverrides.map(inherited.applying) ?? inherited
        }
        return storedTraits
    }

    /// Traits this view imposes on itself and its subtree (iOS 17's `traitOverrides`).
    ///
    /// Setting a new value updates the subtree and sends `traitCollectionDidChange(_:)` to
    /// every node whose traits changed.
    public var traitOverrides: TraitOverrides {
        get { TraitOverrides(stored: storedTraitOverrides) }
        set {
            let stored = newValue.stored
            guard stored != storedTraitOverrides else { return }
            if ColorResolution.refuseTreeChange("traitOverrides on \(diagnosticName)") { return }
            storedTraitOverrides = stored
            TraitPropagation.update(from: self)
        }
    }
}
