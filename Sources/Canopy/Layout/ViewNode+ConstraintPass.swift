import Foundation

extension ViewNode {
    /// The constraint step of this view's layout: `updateConstraints()` when asked for,
    /// then the solve of the constraints it holds, writing the frames of the views they
    /// place (shallowest first) before the view's own `layoutSubviews()` runs.
    ///
    /// The solver is kept from pass to pass and changed only where the constraints, frames
    /// and intrinsic sizes it reads differ from last time.
    func runConstraintPass(_ state: ViewLayoutState) {
        updateConstraintsIfNeeded()
        guard !state.constraints.isEmpty else {
            state.system = nil
            return
        }
        if state.system == nil || state.system?.update() != true {
            state.system = ConstraintSystem(holder: self, size: .current)
        }
        if state.system?.settleWrappingLabels() == false {
            var rebuilt = ConstraintSystem(holder: self, size: .current)
            _ = rebuilt.settleWrappingLabels()
            state.system = rebuilt
        }
        guard let system = state.system else { return }
        let placed = system.placedViews.map { ($0, $0.depth(below: self)) }.sorted { $0.1 < $1.1 }
        for (view, _) in placed {
            let rect = system.solvedRect(ObjectIdentifier(view))
            guard let superview = view.storedSuperview else { continue }
            let origin = superview.convert(rect.origin, from: self)
            // A superview too small for its content's constants (one not yet sized, say)
            // solves to a negative length; the view gets none, as a frame cannot be negative.
            let size = CGSize(width: Swift.max(0, rect.size.width), height: Swift.max(0, rect.size.height))
            view.frame = CGRect(origin: origin, size: size)
        }
        for guide in system.placedGuides {
            guard let owner = guide.owningView else { continue }
            guide.solvedFrame = owner.convert(system.solvedRect(ObjectIdentifier(guide)), from: self)
        }
    }

    /// Superview steps from `ancestor` down to this view.
    func depth(below ancestor: ViewNode) -> Int {
        var depth = 0
        var node: ViewNode? = self
        while let current = node, current !== ancestor {
            depth += 1
            node = current.storedSuperview
        }
        return depth
    }

    /// The size the constraints this view holds give it, pulled towards `targetSize`:
    /// `layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the
    /// largest; frames are not changed.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints this view holds give it, with width and height pulled
    /// towards `targetSize` at the given priorities (`.required` fixes that axis).
    ///
    /// A view holding no constraints answers its intrinsic size on each axis that has one,
    /// else its bounds size on that axis.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            refuse("layout.nonFinite", "Refused systemLayoutSizeFitting(\(targetSize)) on \(diagnosticName).")
            return bounds.size
        }
        updateConstraintsIfNeeded()
        guard let state = layoutState, !state.constraints.isEmpty else {
            let intrinsic = intrinsicContentSize
            return CGSize(
                width: intrinsic.width == ViewNode.noIntrinsicMetric ? bounds.width : intrinsic.width,
                height: intrinsic.height == ViewNode.noIntrinsicMetric ? bounds.height : intrinsic.height)
        }
        var system = ConstraintSystem(
            holder: self,
            size: .fitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
        _ = system.settleWrappingLabels()
        return system.solvedRect(ObjectIdentifier(self)).size
    }

    /// Whether constraints place this view but leave its frame free to move without
    /// meeting any constraint less well; a debugging aid, solved afresh on each read.
    ///
    /// False for a view that constraints do not place.
    public var hasAmbiguousLayout: Bool {
        var holders: [ViewNode] = []
        var node = storedSuperview
        while let current = node {
            if let state = current.layoutState, !state.constraints.isEmpty { holders.append(current) }
            node = current.storedSuperview
        }
        for holder in holders.reversed() {
            let system = ConstraintSystem(holder: holder, size: .current)
            if system.placedViews.contains(where: { $0 === self }) { return system.isAmbiguous(self) }
        }
        return false
    }
}
