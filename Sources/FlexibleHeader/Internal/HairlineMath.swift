import Foundation

/// Geometry of the controller's hairline: one device pixel high, pinned to the container's bottom edge.
enum HairlineMath {
    /// Line thickness: one device pixel, `1 / displayScale`, or 1 point without a usable scale.
    static func thickness(displayScale: CGFloat?) -> CGFloat {
        guard let scale = displayScale, scale > 0, scale.isFinite else { return 1 }
        return 1 / scale
    }

    /// Frame of the line along the bottom edge of a container of size `size`.
    static func frame(containerSize size: CGSize, displayScale: CGFloat?) -> CGRect {
        let t = thickness(displayScale: displayScale)
        return CGRect(x: 0, y: size.height - t, width: size.width, height: t)
    }
}
