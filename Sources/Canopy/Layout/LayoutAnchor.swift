import Foundation

/// What a constraint is attached to: a view or a layout guide, held weakly so an active
/// constraint (kept by a view) never keeps its items, or that view, alive.
struct LayoutItem {
    private(set) weak var guide: LayoutGuide?
    private weak var directView: ViewNode?
    /// Whether the item is a guide, remembered after the guide is gone.
    let isGuide: Bool
    /// The object's address, to key variables by item.
    let key: ObjectIdentifier

    init(_ view: ViewNode) {
        directView = view
        isGuide = false
        key = ObjectIdentifier(view)
    }

    init(_ guide: LayoutGuide) {
        self.guide = guide
        isGuide = true
        key = ObjectIdentifier(guide)
    }

    /// The view the item lives in: the view itself, or the guide's owning view.
    var view: ViewNode? { isGuide ? guide?.owningView : directView }

    /// The item itself when it is a view.
    var itemView: ViewNode? { directView }

    /// The item as `AnyObject`, for ``LayoutConstraint/firstItem``; nil once released.
    var object: AnyObject? { isGuide ? guide : directView }

    /// A name for diagnostics.
    var diagnosticName: String {
        if isGuide { return "LayoutGuide '\(guide?.identifier ?? "")'" }
        return directView?.diagnosticName ?? "released view"
    }
}

/// Which edge, centre or size of an item an anchor stands for.
enum LayoutAttribute {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline
}

/// A position or size of a view or layout guide that constraints relate.
///
/// The type parameter is the anchor's own kind, so only anchors of one axis can be
/// related: an x-axis anchor with a y-axis anchor does not compile.
open class LayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self.item, firstAttribute: attribute, relation: relation, second: other?.item,
            secondAttribute: other?.attribute, multiplier: multiplier, constant: constant)
    }

    /// `self = anchor`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    /// `self ≥ anchor`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self ≤ anchor`.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self = anchor + c`, `c` in points.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self ≥ anchor + c`, `c` in points.
    open func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self ≤ anchor + c`, `c` in points.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// Spacing UIKit's system spacing stands for between two items, in points.
let systemSpacing: CGFloat = 8

/// A horizontal position: left, right, leading, trailing or centre x.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self = anchor + multiplier × system spacing` (8 points per unit).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom or centre y.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self = anchor + multiplier × system spacing` (8 points per unit).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height; may be related to a constant or, with a multiplier, to another size.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self = c`, in points.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }
    /// `self ≥ c`, in points.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self ≤ c`, in points.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self = m × anchor`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self ≥ m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self ≤ m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self = m × anchor + c`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self ≥ m × anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self ≤ m × anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
