/// State a view derives from its traits, brought up to date when they change and before the
/// view hears `traitCollectionDidChange(_:)`, so the callback sees it current.
enum TraitDependentState {
    /// Updates what `view` derives from traits that were `previous`: a label's Dynamic Type
    /// font when its category changed.
    static func update(_ view: ViewNode, from previous: TraitCollection) {
        if view.storedAdjustsFontForContentSizeCategory, previous.contentSizeIndex != view.storedTraits.contentSizeIndex,
            let label = view as? LabelNode
        {
            label.resolveFontForContentSizeCategory()
        }
    }
}
