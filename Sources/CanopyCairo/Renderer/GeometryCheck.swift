import Canopy
import Foundation

/// Finds non-finite values in the painted part of a tree before anything is drawn.
enum GeometryCheck {
    /// Checks the rendered root (whose own centre/transform/alpha are not applied) and every
    /// node that will be painted below it.
    static func validateRoot(_ root: ViewNode) throws {
        try check(root.bounds.isFiniteRect, root, "bounds", "\(root.bounds)")
        try validateAppearance(root)
        // Pre-order with an explicit stack, so a chain of any depth is checked.
        var pending: [ViewNode] = root.subviews.reversed()
        while let node = pending.popLast() {
            guard try validate(node) else { continue }
            pending.append(contentsOf: node.subviews.reversed())
        }
    }

    /// Checks one node; returns whether it is painted (so its subviews need checking too).
    private static func validate(_ node: ViewNode) throws -> Bool {
        try check(node.alpha.isFinite, node, "alpha", "\(node.alpha)")
        if node.isHidden || node.alpha == 0 { return false }
        let t = node.transform
        try check(t.isFiniteTransform, node, "transform", "\(t)")
        if t.determinant == 0 { return false }
        try check(node.bounds.isFiniteRect, node, "bounds", "\(node.bounds)")
        try check(node.center.isFinitePoint, node, "center", "\(node.center)")
        try validateAppearance(node)
        return true
    }

    private static func validateAppearance(_ node: ViewNode) throws {
        try check(node.cornerRadius.isFinite, node, "cornerRadius", "\(node.cornerRadius)")
        try check(node.borderWidth.isFinite, node, "borderWidth", "\(node.borderWidth)")
        try check(node.shadowOpacity.isFinite, node, "shadowOpacity", "\(node.shadowOpacity)")
        try check(node.shadowRadius.isFinite, node, "shadowRadius", "\(node.shadowRadius)")
        try check(node.shadowOffset.isFiniteSize, node, "shadowOffset", "\(node.shadowOffset)")
        if let path = node.shadowPath { try check(path.isFiniteRect, node, "shadowPath", "\(path)") }
    }

    private static func check(_ ok: Bool, _ node: ViewNode, _ property: String, _ value: @autoclosure () -> String) throws {
        guard ok else { throw RenderError.nonFiniteGeometry(node: node.diagnosticName, property: property, value: value()) }
    }
}
