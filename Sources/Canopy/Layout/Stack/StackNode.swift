import Foundation

/// A view that lines up its arranged subviews in a row or column with constraints: the
/// UIStackView analogue.
///
/// The stack makes and owns the constraints placing its arranged subviews (turning their
/// `translatesAutoresizingMaskIntoConstraints` off) and remakes them in its
/// `updateConstraints()` whenever a property, the arranged list or an arranged view's
/// `isHidden` changes. A hidden arranged view takes no space. Its intrinsic size is the
/// smallest size its arrangement fits in, so a parent can size it by its content.
open class StackNode: ViewNode {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic lengths; the one with the lowest content hugging
        /// stretches, the one with the lowest compression resistance shrinks.
        case fill = 0
        /// Every view has the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal and at least
        /// `spacing`.
        case equalSpacing
        /// The distances between neighbouring views' centres are equal; gaps at least `spacing`.
        case equalCentering
    }

    /// Where arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Views span the stack's whole cross length.
        case fill = 0
        /// Views sit at the leading (vertical stack) or top (horizontal stack) edge.
        case leading
        /// Views' first baselines line up (horizontal stacks).
        case firstBaseline
        /// Views are centred.
        case center
        /// Views sit at the trailing (vertical stack) or bottom (horizontal stack) edge.
        case trailing
        /// Views' last baselines line up (horizontal stacks).
        case lastBaseline
        /// The top edge: `leading` under its horizontal-stack name.
        public static var top: Alignment { .leading }
        /// The bottom edge: `trailing` under its horizontal-stack name.
        public static var bottom: Alignment { .trailing }
    }

    /// The value `customSpacing(after:)` answers for a view without custom spacing.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The arranged views, in order along the axis; each is also a subview.
    public private(set) var arrangedSubviews: [ViewNode] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var stackConstraints: [LayoutConstraint] = []
    var spacerGuides: [LayoutGuide] = []

    /// Horizontal (a row, the default) or vertical (a column).
    public var axis: LayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How views share the length along the axis (default `.fill`).
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// Where views sit across the axis (default `.fill`).
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between neighbouring views in points (default 0); a minimum for the equal
    /// spacing and centring distributions. A non-finite value is refused.
    public var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                let refused = spacing
                spacing = oldValue
                return refuseNonFinite("spacing", refused)
            }
            arrangementDidChange()
        }
    }
    /// Whether baselines, not frames, are spaced along a vertical axis. Canopy records the
    /// setting; spacing is measured between frames.
    public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// A stack of the given views, in order.
    public convenience init(arrangedSubviews views: [ViewNode]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as the last subview).
    public func addArrangedSubview(_ view: ViewNode) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (0…count), adding it as a
    /// subview when it is not one; an out-of-range index is refused.
    public func insertArrangedSubview(_ view: ViewNode, at stackIndex: Int) {
        guard view !== self, stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            return refuse(
                "stack.index", "Refused insertArrangedSubview at \(stackIndex) on \(diagnosticName): out of 0…\(arrangedSubviews.count).")
        }
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: existing)
        }
        arrangedSubviews.insert(view, at: Swift.min(stackIndex, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: ViewNode) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview`, in points, replacing `spacing` there.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: ViewNode) {
        guard spacing.isFinite else { return refuseNonFinite("custom spacing", spacing) }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when none is set.
    public func customSpacing(after arrangedSubview: ViewNode) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackNode.spacingUseDefault
    }

    /// The gap after `view`: its custom spacing, else `spacing`.
    func gap(after view: ViewNode) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    /// The smallest size the arrangement fits in (zero when nothing is visible).
    open override var intrinsicContentSize: CGSize {
        guard arrangedSubviews.contains(where: { !$0.isHidden }) else { return .zero }
        return systemLayoutSizeFitting(ViewNode.layoutFittingCompressedSize)
    }

    /// Whether a visible arranged view's height depends on its width, so this stack's does too.
    override var sizesHeightForWidth: Bool {
        arrangedSubviews.contains { !$0.isHidden && $0.sizesHeightForWidth }
    }

    /// The arrangement's smallest height at exactly `width` points.
    override func height(forLayoutWidth width: CGFloat) -> CGFloat? {
        systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// Remakes the arrangement's constraints; called by the framework in a layout pass.
    open override func updateConstraints() {
        super.updateConstraints()
        rebuildArrangement()
    }

    func arrangementDidChange() {
        setNeedsUpdateConstraints()
        invalidateIntrinsicContentSize()
    }
}

extension ViewNode {
    /// Tells a stack that one of its arranged views was shown or hidden.
    func constraintItemVisibilityDidChange() {
        guard let stack = storedSuperview as? StackNode, stack.arrangedSubviews.contains(where: { $0 === self }) else {
            return
        }
        stack.arrangementDidChange()
    }
}
