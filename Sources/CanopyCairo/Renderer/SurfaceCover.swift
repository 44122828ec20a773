import Foundation

/// Whether a fill writes every pixel of its surface opaquely, so nothing painted before it
/// (or left in the storage) can show through.
///
/// The fill must be an opaque colour, its shape a plain rectangle, the current transform
/// axis-aligned, no clip active, and the rectangle's device box must reach past every edge of
/// the surface. A box edge exactly on the surface's edge counts: cairo rounds device
/// coordinates to 1/256 px, so such an edge pixel is fully covered; anything short of the edge
/// leaves a partly covered pixel, blended with what was there.
enum SurfaceCover {
    /// An affine map in cairo's convention: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
    struct Transform: Equatable {
        var xx, yx, xy, yy, x0, y0: Double
    }

    /// Whether filling `rect` (user space) in `color alpha` under `transform`, with no clip,
    /// covers every pixel of a `width × height` px surface; `isRectangle` is false for a
    /// rounded shape.
    static func covers(
        rect: CGRect, isRectangle: Bool, alpha: CGFloat, transform t: Transform, width: Int, height: Int
    ) -> Bool {
        guard isRectangle, alpha.isFinite, alpha >= 1, t.xy == 0, t.yx == 0 else { return false }
        let xs = (t.xx * Double(rect.minX) + t.x0, t.xx * Double(rect.maxX) + t.x0)
        let ys = (t.yy * Double(rect.minY) + t.y0, t.yy * Double(rect.maxY) + t.y0)
        guard xs.0.isFinite, xs.1.isFinite, ys.0.isFinite, ys.1.isFinite else { return false }
        return min(xs.0, xs.1) <= 0 && max(xs.0, xs.1) >= Double(width)
            && min(ys.0, ys.1) <= 0 && max(ys.0, ys.1) >= Double(height)
    }
}
