import Foundation

/// A backend-neutral vector path in the coordinate space of the canvas it is drawn on.
///
/// Built from move/line/cubic-curve/close elements; the renderer replays them. Rounded
/// rectangles use four cubic quarter-circle approximations (κ = 0.5522847498).
public struct Path: Sendable, Hashable {
    /// One drawing instruction.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(CGPoint)
        /// A straight segment to the point.
        case line(CGPoint)
        /// A cubic Bézier to `to` with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case close
    }

    /// The instructions, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a new subpath.
    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    /// Adds a straight segment.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(p)) }
    /// Adds a cubic Bézier segment.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.close) }

    /// Appends every element of another path.
    public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// Adds a closed rectangle, clockwise from its top-left corner.
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed rounded rectangle; the radius is limited to half the shorter side.
    public mutating func addRoundedRect(_ r: CGRect, cornerRadius: CGFloat) {
        let radius = Swift.max(0, Swift.min(cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0 else { addRect(r); return }
        let k = radius * 0.5522847498  // cubic approximation of a quarter circle
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + radius),
            control1: CGPoint(x: r.maxX - radius + k, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + radius - k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
        addCurve(
            to: CGPoint(x: r.maxX - radius, y: r.maxY),
            control1: CGPoint(x: r.maxX, y: r.maxY - radius + k),
            control2: CGPoint(x: r.maxX - radius + k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - radius),
            control1: CGPoint(x: r.minX + radius - k, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - radius + k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        addCurve(
            to: CGPoint(x: r.minX + radius, y: r.minY),
            control1: CGPoint(x: r.minX, y: r.minY + radius - k),
            control2: CGPoint(x: r.minX + radius - k, y: r.minY))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in the rectangle.
    public mutating func addEllipse(in r: CGRect) {
        let kx = r.width / 2 * 0.5522847498, ky = r.height / 2 * 0.5522847498
        let cx = r.midX, cy = r.midY
        move(to: CGPoint(x: r.maxX, y: cy))
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ky))
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ky))
        closeSubpath()
    }

    /// A closed rectangle path.
    public static func rect(_ r: CGRect) -> Path { var p = Path(); p.addRect(r); return p }

    /// A closed rounded-rectangle path.
    public static func roundedRect(_ r: CGRect, cornerRadius: CGFloat) -> Path {
        var p = Path(); p.addRoundedRect(r, cornerRadius: cornerRadius); return p
    }

    /// A closed ellipse path.
    public static func ellipse(in r: CGRect) -> Path { var p = Path(); p.addEllipse(in: r); return p }
}
