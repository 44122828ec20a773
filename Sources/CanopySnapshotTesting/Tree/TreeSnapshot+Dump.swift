import Canopy
import Foundation

extension TreeSnapshot {
    /// Dumps `node` and its subtree, as laid out now (no layout pass is run).
    ///
    /// Frames are in window coordinates when `node` is in a window; a node in no window is
    /// dumped relative to its tree root (``Space/root``). The walk uses an explicit stack, so
    /// a chain of any depth is dumped without deep recursion, and each frame is composed from
    /// its parent's, so the work is proportional to the node count.
    public init(of node: ViewNode) {
        let window = node.window
        // The map of `node` into the dump's space: up through its ancestors, stopping below
        // the window (whose bounds are window coordinates) or after the tree root.
        var start = PlaneMap.identity
        var current: ViewNode? = node
        while let n = current, n !== window {
            start = start.then(PlaneMap(superviewMapOf: n))
            current = n.superview
        }
        var nodes: [TreeSnapshotNode] = []
        var stack: [(node: ViewNode, depth: Int, map: PlaneMap)] = [(node, 0, start)]
        while let (n, depth, map) = stack.popLast() {
            nodes.append(TreeSnapshotNode(recording: n, depth: depth, frame: map.boundingBox(of: n.bounds)))
            for child in n.subviews.reversed() {
                stack.append((child, depth + 1, PlaneMap(superviewMapOf: child).then(map)))
            }
        }
        self.init(space: window == nil ? .root : .window, nodes: nodes)
    }
}

extension TreeSnapshotNode {
    /// Reads the dumped properties of a live node.
    init(recording node: ViewNode, depth: Int, frame: CGRect) {
        self.init(
            depth: depth,
            typeName: Self.typeName(of: node),
            identifier: node.accessibilityIdentifier,
            frame: CGRect(
                x: TreeNumber.rounded(frame.origin.x), y: TreeNumber.rounded(frame.origin.y),
                width: TreeNumber.rounded(frame.size.width), height: TreeNumber.rounded(frame.size.height)),
            isHidden: node.isHidden,
            alpha: TreeNumber.rounded(node.alpha),
            clipsToBounds: node.clipsToBounds,
            background: node.backgroundColor.map { Self.hex($0.resolvedColor(with: node.traitCollection)) },
            text: (node as? LabelNode)?.text,
            indexPath: Self.indexPath(of: node))
    }

    /// `section.row` of the row a table shows `node` for, or nil when `node` is not a shown cell.
    static func indexPath(of node: ViewNode) -> String? {
        guard let cell = node as? TableCellNode, let table = cell.superview as? TableNode,
            let path = table.indexPath(for: cell)
        else { return nil }
        return "\(path.section).\(path.row)"
    }

    /// The type name with whitespace and quotes removed, so it stays one token.
    static func typeName(of node: ViewNode) -> String {
        let name = String(describing: type(of: node)).filter { !$0.isWhitespace && $0 != "\"" && $0 != "@" }
        return name.isEmpty ? "ViewNode" : name
    }

    /// `#RRGGBBAA` with each channel clamped to 0...1 and rounded to 8 bits.
    static func hex(_ color: Color) -> String {
        func byte(_ v: CGFloat) -> String {
            let b = v.isFinite ? Int((min(1, max(0, v)) * 255).rounded()) : 0
            let digits = String(b, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + byte(color.alpha)
    }
}

/// A 2-D affine map `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`, composed while walking down.
struct PlaneMap {
    var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    static let identity = PlaneMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A view's map from its bounds coordinates into its superview's: the transform applied
    /// around the bounds' middle, placed at `center`.
    init(superviewMapOf view: ViewNode) {
        let t = view.transform, bounds = view.bounds, center = view.center
        let mx = bounds.midX, my = bounds.midY
        self.init(
            a: t.m11, b: t.m12, c: t.m21, d: t.m22,
            tx: center.x + t.tX - (t.m11 * mx + t.m21 * my),
            ty: center.y + t.tY - (t.m12 * mx + t.m22 * my))
    }

    init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// This map followed by `outer`.
    func then(_ outer: PlaneMap) -> PlaneMap {
        PlaneMap(
            a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
            c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
            tx: outer.a * tx + outer.c * ty + outer.tx, ty: outer.b * tx + outer.d * ty + outer.ty)
    }

    func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of `rect`'s four mapped corners.
    func boundingBox(of rect: CGRect) -> CGRect {
        if a == 1, b == 0, c == 0, d == 1 {
            return CGRect(x: rect.minX + tx, y: rect.minY + ty, width: rect.width, height: rect.height)
        }
        let corners = [
            apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
            apply(CGPoint(x: rect.maxX, y: rect.maxY)), apply(CGPoint(x: rect.minX, y: rect.maxY)),
        ]
        let minX = Swift.min(corners[0].x, corners[1].x, corners[2].x, corners[3].x)
        let maxX = Swift.max(corners[0].x, corners[1].x, corners[2].x, corners[3].x)
        let minY = Swift.min(corners[0].y, corners[1].y, corners[2].y, corners[3].y)
        let maxY = Swift.max(corners[0].y, corners[1].y, corners[2].y, corners[3].y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
