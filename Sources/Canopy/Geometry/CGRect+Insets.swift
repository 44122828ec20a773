import Foundation

extension CGRect {
    /// The rectangle with each edge moved inward by the matching inset.
    ///
    /// Negative resulting sizes become 0 with the origin unchanged ("clamped").
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom)
        )
    }

    /// True when the origin and size are all finite numbers.
    @inline(__always)
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    /// True when both coordinates are finite numbers.
    @inline(__always)
    public var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// True when both dimensions are finite numbers.
    @inline(__always)
    public var isFiniteSize: Bool { width.isFinite && height.isFinite }
}
