import Foundation

extension ViewNode {
    /// Maps a point in this view's bounds coordinates into the superview's (§1.5).
    func toSuperview(_ p: CGPoint) -> CGPoint {
        let m = CGPoint(x: storedBounds.midX, y: storedBounds.midY)
        let v = storedTransform.applyLinear(CGPoint(x: p.x - m.x, y: p.y - m.y))
        return CGPoint(x: storedCenter.x + v.x + storedTransform.tX, y: storedCenter.y + v.y + storedTransform.tY)
    }

    /// Maps a point in the superview's bounds coordinates into this view's, or nil when the
    /// transform cannot be inverted (§1.5).
    func fromSuperview(_ q: CGPoint) -> CGPoint? {
        guard let inv = storedTransform.inverse else { return nil }
        let d = CGPoint(x: q.x - storedCenter.x, y: q.y - storedCenter.y)
        let v = inv.applyFull(d)
        return CGPoint(x: storedBounds.midX + v.x, y: storedBounds.midY + v.y)
    }

    /// The chain from this view up to its root, self first.
    private var ancestry: [ViewNode] {
        var chain: [ViewNode] = []
        var n: ViewNode? = self
        while let c = n { chain.append(c); n = c.storedSuperview }
        return chain
    }

    /// Converts a point from this view's bounds coordinates to `view`'s (§1.6).
    ///
    /// `nil` means the window's coordinate space (or, outside a window, the space the tree
    /// root's frame is expressed in). A non-invertible transform on the way down gives NaN.
    public func convert(_ point: CGPoint, to view: ViewNode?) -> CGPoint {
        let up = ancestry
        guard let target = view else {
            var p = point
            for node in up {
                if node is WindowNode { return p }
                p = node.toSuperview(p)
            }
            return p
        }
        let down = target.ancestry
        let upIDs = Set(up.map(ObjectIdentifier.init))
        let common = down.first { upIDs.contains(ObjectIdentifier($0)) }
        var p = point
        var downPath: [ViewNode]
        if let lca = common {
            for node in up {
                if node === lca { break }
                p = node.toSuperview(p)
            }
            downPath = []
            for node in down {
                if node === lca { break }
                downPath.append(node)
            }
        } else {
            // Different trees: through each root's frame into a shared screen space.
            for node in up { p = node.toSuperview(p) }
            downPath = down
        }
        for node in downPath.reversed() {
            guard let q = node.fromSuperview(p) else { return CGPoint(x: CGFloat.nan, y: .nan) }
            p = q
        }
        return p
    }

    /// Converts a point from `view`'s bounds coordinates to this view's (§1.6).
    public func convert(_ point: CGPoint, from view: ViewNode?) -> CGPoint {
        if let v = view { return v.convert(point, to: self) }
        // From window space: map down from the root.
        let chain = ancestry
        var p = point
        for node in chain.reversed() {
            if node is WindowNode { continue }
            guard let q = node.fromSuperview(p) else { return CGPoint(x: CGFloat.nan, y: .nan) }
            p = q
        }
        return p
    }

    /// Converts a rectangle to `view`'s coordinates: the bounding box of its four corners.
    public func convert(_ rect: CGRect, to view: ViewNode?) -> CGRect {
        Self.boundingBox(Self.corners(of: rect).map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinates: the bounding box of its four corners.
    public func convert(_ rect: CGRect, from view: ViewNode?) -> CGRect {
        Self.boundingBox(Self.corners(of: rect).map { convert($0, from: view) })
    }

    private static func corners(of r: CGRect) -> [CGPoint] {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]
    }

    private static func boundingBox(_ points: [CGPoint]) -> CGRect {
        guard points.allSatisfy(\.isFinitePoint) else { return .null }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The default hit-testing algorithm of §8.
    func defaultHitTest(_ point: CGPoint) -> ViewNode? {
        if isHidden || !isUserInteractionEnabled || storedAlpha < 0.01 { return nil }
        if !self.point(inside: point) { return nil }
        for s in storedSubviews.reversed() {
            let q = s.convert(point, from: self)
            guard q.isFinitePoint else { continue }
            if let hit = s.hitTest(q) { return hit }
        }
        return self
    }
}
