extension LabelNode {
    /// Whether the label re-resolves its font when its content size category changes:
    /// UIKit's `adjustsFontForContentSizeCategory` (default false).
    ///
    /// Only Dynamic Type fonts follow the category — those from
    /// `Font.preferredFont(forTextStyle:)` and `FontMetrics.scaledFont(for:)`; a fixed font
    /// stays as set. The font is resolved when this is turned on, when such a font is set, and
    /// whenever the label's traits change category, before its `traitCollectionDidChange(_:)`;
    /// a new size invalidates the intrinsic size and marks the label for layout.
    public var adjustsFontForContentSizeCategory: Bool {
        get { storedAdjustsFontForContentSizeCategory }
        set {
            guard newValue != storedAdjustsFontForContentSizeCategory else { return }
            storedAdjustsFontForContentSizeCategory = newValue
            if newValue { resolveFontForContentSizeCategory() }
        }
    }

    /// Replaces a Dynamic Type font by its resolution for the label's current category.
    func resolveFontForContentSizeCategory() {
        guard font.dynamicScaling != nil else { return }
        let resolved = font.resolvedForContentSizeCategory(compatibleWith: traitCollection)
        if resolved != font { font = resolved }
    }

    /// Called by `font`'s observer: a newly set Dynamic Type font resolved for the label's
    /// category when the label adjusts, else the font as set.
    func fontFollowingContentSizeCategory(_ newFont: Font) -> Font {
        guard storedAdjustsFontForContentSizeCategory, newFont.dynamicScaling != nil else { return newFont }
        return newFont.resolvedForContentSizeCategory(compatibleWith: traitCollection)
    }
}
