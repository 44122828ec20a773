/// The trait state a view stores only when it is set: its own overrides, its tint, its
/// semantic content attribute, directional margins and whether it follows the text size.
///
/// Kept out of line so a tree of plain views stays small, which the layout pass over large
/// trees feels (it walks every node's first cache lines).
final class NodeTraitExtras {
    var overrides: TraitCollection?
    var tintColor: Color?
    /// A label's `adjustsFontForContentSizeCategory`.
    var adjustsFontForContentSizeCategory = false
    /// The view's `semanticContentAttribute`.
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// Margins last set by reading direction, and the `layoutMargins` they resolved to; nil
    /// once `layoutMargins` is set directly.
    var directionalMargins: (directional: DirectionalEdgeInsets, resolved: EdgeInsets)?
}

extension ViewNode {
    /// This view's own overrides; nil when it overrides nothing.
    var storedTraitOverrides: TraitCollection? {
        get { traitExtras?.overrides }
        set { extrasForWriting(newValue == nil).overrides = newValue }
    }

    /// The tint set on this view; nil inherits the superview's (see `tintColor`).
    var storedTintColor: Color? {
        get { traitExtras?.tintColor }
        set { extrasForWriting(newValue == nil).tintColor = newValue }
    }

    /// Whether this view (a label) re-resolves its font when its content size category changes.
    var storedAdjustsFontForContentSizeCategory: Bool {
        get { traitExtras?.adjustsFontForContentSizeCategory ?? false }
        set { extrasForWriting(!newValue).adjustsFontForContentSizeCategory = newValue }
    }

    /// The semantic content attribute as stored; `unspecified` without a box.
    var storedSemanticContentAttribute: SemanticContentAttribute {
        get { traitExtras?.semanticContentAttribute ?? .unspecified }
        set { extrasForWriting(newValue == .unspecified).semanticContentAttribute = newValue }
    }

    /// Margins set by reading direction with what they resolved to; nil without a box.
    var storedDirectionalMargins: (directional: DirectionalEdgeInsets, resolved: EdgeInsets)? {
        get { traitExtras?.directionalMargins }
        set { extrasForWriting(newValue == nil).directionalMargins = newValue }
    }

    /// The box, made on the first value written; a nil written to a view without one makes none.
    private func extrasForWriting(_ isClearing: Bool) -> NodeTraitExtras {
        if let extras = traitExtras { return extras }
        let extras = NodeTraitExtras()
        if !isClearing { traitExtras = extras }
        return extras
    }
}
