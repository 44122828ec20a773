/// The trait state a view stores only when it is set: its own overrides and its tint.
///
/// Kept out of line so a tree of plain views stays small, which the layout pass over large
/// trees feels (it walks every node's first cache lines).
final class NodeTraitExtras {
    var overrides: TraitCollection?
    var tintColor: Color?
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

    /// The box, made on the first value written; a nil written to a view without one makes none.
    private func extrasForWriting(_ isClearing: Bool) -> NodeTraitExtras {
        if let extras = traitExtras { return extras }
        let extras = NodeTraitExtras()
        if !isClearing { traitExtras = extras }
        return extras
    }
}
