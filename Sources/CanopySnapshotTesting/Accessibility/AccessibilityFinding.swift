import Canopy
import Foundation

/// One problem an `AccessibilityAudit` found: which rule, on which view, what was measured
/// against which threshold.
public struct AccessibilityFinding: CustomStringConvertible {
    /// The audit rules.
    public enum Rule: String, Sendable, CaseIterable {
        /// Text contrast below WCAG 2.2 AA: 4.5:1, or 3:1 for large text (18 pt, or 14 pt
        /// bold). Measured as a ratio on the rendered pixels behind the text.
        case textContrast
        /// An interactive element smaller than 44 × 44 points. Measured: its shorter side.
        case touchTargetSize
        /// An interactive element, or an image made an element, without a label. Measured:
        /// the label's length in characters (0).
        case missingLabel
        /// Text truncated or cut off by its label's bounds or a clipping ancestor. Measured:
        /// the size the text needs on the axis that does not fit, in points.
        case textCut
        /// An element in the reading order whose activation point is painted over by an
        /// opaque view in front of it (a collapsed header over a row). Measured: the share of
        /// its frame that view covers, 0...1.
        case coveredElement
        /// Text that fits at the default text size but is truncated or cut off when the
        /// screen is laid out again at a larger Dynamic Type size. Measured: the size the
        /// text needs on the axis that does not fit at the smallest such size, in points.
        case textCutAtContentSize
    }

    /// The rule broken.
    public var rule: Rule
    /// The view that breaks it.
    public var node: ViewNode
    /// The measured value, in the rule's unit.
    public var measured: Double
    /// The value the rule requires (a minimum for contrast, size and label; a maximum for
    /// text fit and cover).
    public var threshold: Double
    /// A sentence naming the view, the value and the threshold.
    public var message: String
    /// The Dynamic Type size the finding was measured at, for findings made by laying the
    /// screen out again at other sizes; nil for findings at the screen's own size.
    public var contentSizeCategory: ContentSizeCategory? = nil

    /// The rule, the view's name and the message.
    public var description: String { "\(rule.rawValue) \(AccessibilityFinding.name(of: node)): \(message)" }

    /// How findings and allowances name a view: its accessibility identifier, else its
    /// accessibility label in quotes, else its type and object address.
    public static func name(of node: ViewNode) -> String {
        if let identifier = node.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        if let label = node.accessibilityLabel, !label.isEmpty { return "\"\(label)\"" }
        return node.diagnosticName
    }
}

/// A finding an audit assertion accepts, with the reason it is acceptable.
public struct AccessibilityAllowance: Sendable, Equatable {
    /// The rule allowed.
    public var rule: AccessibilityFinding.Rule
    /// The view's accessibility identifier, or its accessibility label (without quotes).
    public var node: String
    /// Why the finding is acceptable; an empty reason is refused by the assertion.
    public var reason: String

    /// Allows `rule` on the view named `node` for `reason`.
    public init(_ rule: AccessibilityFinding.Rule, node: String, reason: String) {
        self.rule = rule
        self.node = node
        self.reason = reason
    }

    /// Whether this allowance covers `finding`.
    public func allows(_ finding: AccessibilityFinding) -> Bool {
        guard finding.rule == rule else { return false }
        return finding.node.accessibilityIdentifier == node || finding.node.accessibilityLabel == node
    }
}
