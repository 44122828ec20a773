import Foundation

extension ViewNode {
    /// A multi-line dump of the subtree: one node per line, indented, with frame and safe area.
    ///
    /// For tests and debugging; library code never calls it. Indentation stops at 32 levels;
    /// deeper lines start with `[depth n]`, so the dump of a deep chain stays linear in size.
    public func debugTreeDescription() -> String {
        var lines: [String] = []
        var stack: [(node: ViewNode, depth: Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            lines.append(Self.debugLine(for: node, depth: depth))
            for sub in node.storedSubviews.reversed() { stack.append((sub, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// Indentation stops growing at this depth, so a deep chain's dump stays linear in size;
    /// deeper lines say their depth instead.
    static let debugIndentLimit = 32

    private static func debugLine(for node: ViewNode, depth: Int) -> String {
        var line = String(repeating: "  ", count: Swift.min(depth, debugIndentLimit))
        if depth > debugIndentLimit { line += "[depth \(depth)] " }
        line += node.diagnosticName
        let f = node.frame
        line += " frame=(\(debugNumber(f.minX)),\(debugNumber(f.minY)),\(debugNumber(f.width)),\(debugNumber(f.height)))"
        let s = node.safeAreaInsets
        if s != .zero {
            line += " safe=(\(debugNumber(s.top)),\(debugNumber(s.left)),\(debugNumber(s.bottom)),\(debugNumber(s.right)))"
        }
        if let scroll = node as? ScrollNode {
            line += " offset=(\(debugNumber(scroll.contentOffset.x)),\(debugNumber(scroll.contentOffset.y)))"
        }
        if node.isHidden { line += " hidden" }
        if let c = node.owningViewController { line += " controller=\(String(describing: type(of: c)))" }
        return line
    }

    /// Whole numbers without decimals, others with two; magnitudes from 1e15 (beyond exact
    /// integers and two meaningful decimals) in Swift's own notation, e.g. `1e+300`.
    private static func debugNumber(_ v: CGFloat) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return "\(Double(v))" }
        return v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
}
