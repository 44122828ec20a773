extension ViewNode {
    /// What the view's content means for right-to-left layout (default `unspecified`).
    ///
    /// Changing it marks the view for layout: the constraints it holds, a stack's arrangement,
    /// directional margins and a label's natural alignment resolve by the new
    /// `effectiveUserInterfaceLayoutDirection`. It affects this view's own content only, not
    /// the direction its subviews see, as UIKit documents for the effective direction. Set
    /// from inside a dynamic colour's provider it is refused (`color.providerMutatedTree`).
    public var semanticContentAttribute: SemanticContentAttribute {
        get { traitExtras?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            if ColorResolution.refuseTreeChange("semanticContentAttribute on \(diagnosticName)") { return }
            storedSemanticContentAttribute = newValue
            layoutDirectionDidChange()
        }
    }

    /// The direction this view arranges its immediate content in: its
    /// `semanticContentAttribute` relative to its traits' `layoutDirection` (an unspecified
    /// trait direction counts as left to right).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        ViewNode.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.userInterfaceLayoutDirection)
    }

    /// The direction `attribute` implies for a view in a left-to-right app.
    ///
    /// UIKit relates `unspecified` to the app's localisation; Canopy has no app, so it is left
    /// to right. Use `userInterfaceLayoutDirection(for:relativeTo:)` with a view's traits for
    /// the direction that view sees.
    public class func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction `semanticContentAttribute` implies where the surrounding direction is
    /// `layoutDirection`: unspecified follows it, playback, spatial and forced left to right
    /// are left to right, forced right to left is right to left.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Brings direction-dependent state up to date after the effective direction may have
    /// changed: directional margins re-resolve and the view is marked for layout, so the
    /// constraints it holds are solved again.
    func layoutDirectionDidChange() {
        refreshDirectionalLayoutMargins()
        setNeedsLayout()
    }
}

extension TraitCollection {
    /// The trait direction as a view's layout direction: right to left only when specified so.
    var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension LabelNode {
    /// `textAlignment` with `natural` resolved by the label's effective layout direction:
    /// left to right is left, right to left is right.
    ///
    /// UIKit documents natural alignment as the default for the app's localisation, not the
    /// text's script, so Arabic text in a left-to-right layout still starts at the left.
    public var resolvedTextAlignment: TextAlignment {
        guard textAlignment == .natural else { return textAlignment }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
}
