import Foundation

/// A view's constraint-layout settings and the constraints it holds; made on first use.
final class ViewLayoutState {
    /// Active constraints whose nearest common ancestor is this view, in activation order.
    var constraints: [LayoutConstraint] = []
    /// Layout guides added with `addLayoutGuide(_:)`.
    var guides: [LayoutGuide] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging per axis (horizontal, vertical); UIKit's defaults.
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance per axis (horizontal, vertical); UIKit's defaults.
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var needsUpdateConstraints = false
    var readableGuide: LayoutGuide?
    /// The guide standing for the owning controller's top layout guide, made on first use.
    var topLayoutSupportGuide: LayoutGuide?
    /// Whether the superview's margins apply where this view lies within them.
    var preservesSuperviewLayoutMargins = false
    /// Active constraints naming this view that another view holds: while any do, moving
    /// the view (when it keeps its own frame) asks those holders to solve again.
    var itemUses = 0
    /// The solver system of the constraints this view holds, kept between layout passes so
    /// a change re-solves incrementally; nil until the first pass that needs it.
    var system: ConstraintSystem?

    /// Detaches added guides from a view being destroyed.
    func viewWillDeinit() {
        for guide in guides { guide.owner = nil }
        readableGuide?.owner = nil
        topLayoutSupportGuide?.owner = nil
    }
}

extension ViewNode {
    /// The layout state, made when missing.
    var layoutStateForWriting: ViewLayoutState {
        if let state = layoutState { return state }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// The nearest view that is an ancestor of both (or either view itself), or nil.
    func nearestCommonAncestor(with other: ViewNode) -> ViewNode? {
        var mine: Set<ObjectIdentifier> = []
        var node: ViewNode? = self
        while let current = node {
            mine.insert(ObjectIdentifier(current))
            node = current.storedSuperview
        }
        node = other
        while let current = node {
            if mine.contains(ObjectIdentifier(current)) { return current }
            node = current.storedSuperview
        }
        return nil
    }

    /// Marks this holder, and the holders above it, for a re-solve in the next layout pass:
    /// a constraint on one view alone is solved by whoever places that view.
    func constraintsDidChange(structure: Bool) {
        setNeedsLayout()
        invalidateConstraintHolders()
    }
}
