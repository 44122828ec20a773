import Foundation

/// A linear relation between two anchors, `first relation multiplier × second + constant`,
/// that the layout pass satisfies: the NSLayoutConstraint analogue.
///
/// Inactive when made; `isActive = true` (or ``activate(_:)``) installs it on the nearest
/// common ancestor of its items, whose next layout pass solves it. Misuse (items with no
/// common ancestor, a non-finite number, a priority outside 1…1000, turning a required
/// constraint optional while active) is refused with a ``Diagnostic`` and changes nothing.
public final class LayoutConstraint {
    /// The two axes: horizontal (x, width) and vertical (y, height).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// How the first anchor compares with the second side.
    public enum Relation: Int, Sendable {
        /// `first ≤ multiplier × second + constant`.
        case lessThanOrEqual = -1
        /// `first = multiplier × second + constant`.
        case equal = 0
        /// `first ≥ multiplier × second + constant`.
        case greaterThanOrEqual = 1
    }

    let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let second: LayoutItem?
    let secondAttribute: LayoutAttribute?
    /// The view holding the constraint while active: its items' nearest common ancestor.
    weak var holder: ViewNode?

    /// How the first anchor compares with the second side.
    public let relation: Relation
    /// The factor on the second anchor; 1 for positions.
    public let multiplier: CGFloat

    /// The offset added to the second side, in points; changing it re-solves incrementally.
    ///
    /// A non-finite value is refused and reported.
    public var constant: CGFloat {
        didSet {
            guard constant.isFinite else {
                let refused = constant
                constant = oldValue
                return Diagnostics.report(
                    code: "layout.nonFinite", "Refused constant = \(refused) on \(description): the value must be finite.")
            }
            if constant != oldValue { holder?.constraintsDidChange(structure: false) }
        }
    }

    /// How strongly the constraint should hold, 1…1000; default required.
    ///
    /// Values outside 1…1000 are refused, as is switching between required and optional
    /// while active (UIKit forbids it too, since it changes the system's shape).
    public var priority: LayoutPriority = .required {
        didSet {
            let value = priority.rawValue
            let crossesRequired = (oldValue == .required) != (priority == .required)
            if !value.isFinite || value < 1 || value > 1000 || (isActive && crossesRequired) {
                priority = oldValue
                return Diagnostics.report(
                    code: "layout.priority",
                    "Refused priority \(value) on \(description): it must be 1…1000 and cannot cross required while active.")
            }
            if priority != oldValue { holder?.constraintsDidChange(structure: true) }
        }
    }

    /// A name shown in diagnostics.
    public var identifier: String?

    /// The first item: a ``ViewNode`` or a ``LayoutGuide``.
    public var firstItem: AnyObject? { first.object }
    /// The second item, nil for a constant size.
    public var secondItem: AnyObject? { second?.object }

    init(
        first: LayoutItem, firstAttribute: LayoutAttribute, relation: Relation, second: LayoutItem?,
        secondAttribute: LayoutAttribute?, multiplier: CGFloat, constant: CGFloat
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout; setting it installs or removes it.
    ///
    /// Activation is refused, with a diagnostic, when the items share no ancestor or the
    /// multiplier or constant is not finite.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue == isActive { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates every constraint; each refusal is reported on its own.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The one view this constraint involves when it relates that view to itself or to a
    /// constant (no guide, no second view), else nil.
    var soleView: ViewNode? {
        guard let view = first.itemView else { return nil }
        if let second, second.itemView !== view { return nil }
        return view
    }

    /// The views among the items (a guide counts as its owning view), each once.
    private var itemViews: [ViewNode] {
        let views = [first.view, second?.view].compactMap { $0 }
        return views.count == 2 && views[0] === views[1] ? [views[0]] : views
    }

    private func install() {
        guard multiplier.isFinite, constant.isFinite else {
            return Diagnostics.report(
                code: "layout.nonFinite",
                "Refused to activate \(description): multiplier \(multiplier) and constant \(constant) must be finite.")
        }
        guard let firstView = first.view else {
            return Diagnostics.report(code: "layout.noCommonAncestor", "Refused to activate \(description): its guide has no view.")
        }
        var ancestor: ViewNode? = firstView
        if let second {
            ancestor = second.view.flatMap { firstView.nearestCommonAncestor(with: $0) }
        }
        guard let ancestor else {
            return Diagnostics.report(
                code: "layout.noCommonAncestor",
                "Refused to activate \(description): its items have no common ancestor.")
        }
        holder = ancestor
        ancestor.layoutStateForWriting.constraints.append(self)
        for view in itemViews where view !== ancestor { view.layoutStateForWriting.itemUses += 1 }
        ancestor.constraintsDidChange(structure: true)
    }

    private func uninstall() {
        guard let holder else { return }
        self.holder = nil
        holder.layoutStateForWriting.constraints.removeAll { $0 === self }
        for view in itemViews where view !== holder { view.layoutState?.itemUses -= 1 }
        holder.constraintsDidChange(structure: true)
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// `identifier` when set, else the relation in UIKit's debug form.
    public var description: String {
        let relationText: String
        switch relation {
        case .equal: relationText = "=="
        case .lessThanOrEqual: relationText = "<="
        case .greaterThanOrEqual: relationText = ">="
        }
        var text = "\(first.diagnosticName).\(firstAttribute) \(relationText) "
        if let second, let secondAttribute {
            text += multiplier == 1 ? "" : "\(multiplier) × "
            text += "\(second.diagnosticName).\(secondAttribute) + \(constant)"
        } else {
            text += "\(constant)"
        }
        if let identifier { text = "'\(identifier)' " + text }
        return priority == .required ? text : text + " @\(priority.rawValue)"
    }
}
