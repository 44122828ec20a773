import Foundation

extension ViewNode {
    /// This view's one-step map into its superview's bounds coordinates, as an affine map
    /// (centre + linear part around the bounds' middle + translation).
    var mapToSuperview: AffineTransform {
        let t = storedTransform
        let mx = storedBounds.midX, my = storedBounds.midY
        return AffineTransform(
            m11: t.m11, m12: t.m12, m21: t.m21, m22: t.m22,
            tX: storedCenter.x + t.tX - (t.m11 * mx + t.m21 * my),
            tY: storedCenter.y + t.tY - (t.m12 * mx + t.m22 * my))
    }

    /// The composed map from this view's coordinates up to `ancestor`'s (exclusive), or
    /// through every ancestor including the root's own frame when `ancestor` is nil.
    private func map(upTo ancestor: ViewNode?) -> AffineTransform {
        var m = AffineTransform.identity
        var node: ViewNode? = self
        while let n = node, n !== ancestor {
            m.append(n.mapToSuperview)
            node = n.storedSuperview
        }
        return m
    }

    private var depth: Int {
        var d = 0
        var node = storedSuperview
        while let n = node { d += 1; node = n.storedSuperview }
        return d
    }

    /// The lowest common ancestor of two views, or nil when they are in different trees.
    private func commonAncestor(with other: ViewNode) -> ViewNode? {
        var a: ViewNode? = self, b: ViewNode? = other
        var da = depth, db = other.depth
        while da > db { a = a?.storedSuperview; da -= 1 }
        while db > da { b = b?.storedSuperview; db -= 1 }
        while let x = a, let y = b, x !== y { a = x.storedSuperview; b = y.storedSuperview }
        return a
    }

    /// The affine map from this view's bounds coordinates to `view`'s, or nil when a
    /// non-invertible transform lies on the way down. Allocation-free: it walks up both chains
    /// to the common ancestor and composes one map per side.
    func map(to view: ViewNode?) -> AffineTransform? {
        guard let target = view else {
            // Window space: up to the window (excluded); outside a window, through the root.
            return map(upTo: storedWindow)
        }
        if target === self { return .identity }
        let lca = commonAncestor(with: target)
        var up = map(upTo: lca)
        guard let down = target.map(upTo: lca).inverse else { return nil }
        up.append(down)
        return up
    }

    /// Converts a point from this view's bounds coordinates to `view`'s.
    ///
    /// `nil` means the window's coordinate space (or, outside a window, the space the tree
    /// root's frame is expressed in). A non-invertible transform on the way down gives NaN.
    public func convert(_ point: CGPoint, to view: ViewNode?) -> CGPoint {
        guard let m = map(to: view) else { return CGPoint(x: CGFloat.nan, y: .nan) }
        return m.applyFull(point)
    }

    /// Converts a point from `view`'s bounds coordinates to this view's.
    public func convert(_ point: CGPoint, from view: ViewNode?) -> CGPoint {
        if let v = view { return v.convert(point, to: self) }
        guard let m = map(to: nil)?.inverse else { return CGPoint(x: CGFloat.nan, y: .nan) }
        return m.applyFull(point)
    }

    /// Converts a rectangle to `view`'s coordinates: the bounding box of its four corners.
    public func convert(_ rect: CGRect, to view: ViewNode?) -> CGRect {
        guard let m = map(to: view) else { return .null }
        return Self.boundingBox(of: rect, through: m)
    }

    /// Converts a rectangle from `view`'s coordinates: the bounding box of its four corners.
    public func convert(_ rect: CGRect, from view: ViewNode?) -> CGRect {
        if let v = view { return v.convert(rect, to: self) }
        guard let m = map(to: nil)?.inverse else { return .null }
        return Self.boundingBox(of: rect, through: m)
    }

    private static func boundingBox(of r: CGRect, through m: AffineTransform) -> CGRect {
        if m.isTranslationOnly {
            return CGRect(x: r.minX + m.tX, y: r.minY + m.tY, width: r.width, height: r.height)
        }
        let a = m.applyFull(CGPoint(x: r.minX, y: r.minY)), b = m.applyFull(CGPoint(x: r.maxX, y: r.minY))
        let c = m.applyFull(CGPoint(x: r.maxX, y: r.maxY)), d = m.applyFull(CGPoint(x: r.minX, y: r.maxY))
        guard a.isFinitePoint, b.isFinitePoint, c.isFinitePoint, d.isFinitePoint else { return .null }
        let minX = Swift.min(a.x, b.x, c.x, d.x), maxX = Swift.max(a.x, b.x, c.x, d.x)
        let minY = Swift.min(a.y, b.y, c.y, d.y), maxY = Swift.max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
