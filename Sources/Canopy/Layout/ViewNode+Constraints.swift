import Foundation

extension ViewNode {
    /// The value of an `intrinsicContentSize` axis that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target size asking `systemLayoutSizeFitting` for the smallest fitting size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size asking `systemLayoutSizeFitting` for the largest fitting size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether constraint layout holds this view at its current frame (default `true`).
    ///
    /// Set `false` on a view that constraints place: its frame is then written by the
    /// layout pass of the view holding its constraints, and its autoresizing mask is
    /// ignored. A view left `true` keeps the frame that code and its autoresizing mask give
    /// it, and other views can be pinned to it, so frame-based and constraint-based views
    /// mix in one tree: its frame and mask enter the solve as constraints relative to its
    /// superview, so it moves and resizes with a superview the same solve places.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutStateForWriting.translatesAutoresizingMaskIntoConstraints = newValue
            invalidateConstraintHolders()
        }
    }

    /// The active constraints this view holds (those whose items' nearest common ancestor
    /// it is), in activation order.
    public var constraints: [LayoutConstraint] { layoutState?.constraints ?? [] }

    /// The leading edge: the left edge, since Canopy lays out left to right.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .leading) }
    /// The trailing edge: the right edge, since Canopy lays out left to right.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: LayoutItem(self), attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: LayoutItem(self), attribute: .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: LayoutItem(self), attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: LayoutItem(self), attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: LayoutItem(self), attribute: .centerY) }

    /// The first line's baseline: for a label, its top plus the font's ascent (its text
    /// starts at the top when the label has its intrinsic height); for other views, the bottom.
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: LayoutItem(self), attribute: .firstBaseline)
    }
    /// The last line's baseline: for a label, its bottom less the part of the last line
    /// below the baseline; for other views, the bottom.
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: LayoutItem(self), attribute: .lastBaseline)
    }

    /// Asks constraint layout to read `intrinsicContentSize` again in the next pass.
    public func invalidateIntrinsicContentSize() {
        invalidateConstraintHolders()
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis`
    /// (default `.defaultLow`).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutState?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority for `axis`; values outside 1…1000 are refused.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard isValidPriority(priority, "content hugging") else { return }
        layoutStateForWriting.hugging[axis.rawValue] = priority
        invalidateConstraintHolders()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`
    /// (default `.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        layoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority for `axis`; values outside 1…1000 are refused.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard isValidPriority(priority, "compression resistance") else { return }
        layoutStateForWriting.compressionResistance[axis.rawValue] = priority
        invalidateConstraintHolders()
    }

    private func isValidPriority(_ priority: LayoutPriority, _ name: String) -> Bool {
        let value = priority.rawValue
        if value.isFinite && value >= 1 && value <= 1000 { return true }
        refuse("layout.priority", "Refused \(name) priority \(value) on \(diagnosticName): it must be 1…1000.")
        return false
    }

    /// The layout guides added to this view, in order.
    public var layoutGuides: [LayoutGuide] { layoutState?.guides ?? [] }

    /// Adds a guide that constraints can place, in this view's bounds coordinates.
    ///
    /// A guide already owned by another view moves here.
    public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
        guard layoutGuide.kind == .custom else {
            return refuse("layout.guide", "Refused addLayoutGuide on \(diagnosticName): a view's own guide cannot move.")
        }
        if let owner = layoutGuide.owningView {
            if owner === self { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        layoutGuide.owner = self
        layoutStateForWriting.guides.append(layoutGuide)
    }

    /// Removes a guide added with `addLayoutGuide(_:)`.
    public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
        guard let state = layoutState, state.guides.contains(where: { $0 === layoutGuide }) else { return }
        state.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owner = nil
    }

    /// Whether `updateConstraints()` waits for the next layout pass.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints()` in the next layout pass, before the solve.
    public func setNeedsUpdateConstraints() {
        layoutStateForWriting.needsUpdateConstraints = true
        setNeedsLayout()
        invalidateConstraintHolders()
    }

    /// Runs `updateConstraints()` now when it was asked for.
    public func updateConstraintsIfNeeded() {
        guard let state = layoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        updateConstraints()
    }

    /// Asks the views solving constraints on this frame-based view to solve again, since its
    /// frame enters their systems; a view the constraints place is left alone, as its frame
    /// is their result.
    func constraintItemDidMove() {
        guard translatesAutoresizingMaskIntoConstraints else { return }
        invalidateConstraintHolders()
    }

    /// Marks every ancestor holding constraints (and this view) for a re-solve.
    func invalidateConstraintHolders() {
        var node: ViewNode? = self
        while let current = node {
            if let state = current.layoutState, !state.constraints.isEmpty { current.setNeedsLayout() }
            node = current.storedSuperview
        }
    }
}

extension LayoutGuide {
    /// The leading edge: the left edge, since Canopy lays out left to right.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .leading) }
    /// The trailing edge: the right edge, since Canopy lays out left to right.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .right) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: LayoutItem(self), attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: LayoutItem(self), attribute: .bottom) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: LayoutItem(self), attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: LayoutItem(self), attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: LayoutItem(self), attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: LayoutItem(self), attribute: .centerY) }
}
