import Foundation

extension ViewNode {
    /// A multi-line dump of the subtree: one node per line, indented, with frame and safe area.
    ///
    /// For tests and debugging; library code never calls it.
    public func debugTreeDescription() -> String {
        var lines: [String] = []
        func fmt(_ v: CGFloat) -> String {
            v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
        }
        func visit(_ node: ViewNode, depth: Int) {
            let f = node.frame
            var line = String(repeating: "  ", count: depth) + node.diagnosticName
            line += " frame=(\(fmt(f.minX)),\(fmt(f.minY)),\(fmt(f.width)),\(fmt(f.height)))"
            let s = node.safeAreaInsets
            if s != .zero { line += " safe=(\(fmt(s.top)),\(fmt(s.left)),\(fmt(s.bottom)),\(fmt(s.right)))" }
            if let scroll = node as? ScrollNode {
                line += " offset=(\(fmt(scroll.contentOffset.x)),\(fmt(scroll.contentOffset.y)))"
            }
            if node.isHidden { line += " hidden" }
            if let c = node.owningViewController { line += " controller=\(String(describing: type(of: c)))" }
            lines.append(line)
            for sub in node.subviews { visit(sub, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
