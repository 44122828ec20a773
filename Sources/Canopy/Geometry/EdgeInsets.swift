import Foundation

/// Insets from the four edges of a rectangle, in points.
///
/// Positive values move an edge inward. Used for safe areas, content insets and layout
/// margins; `+` and `max` work edge by edge.
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the left edge, in points.
    public var left: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the right edge, in points.
    public var right: CGFloat

    /// Creates insets from the four edge values, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four edges zero.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Edgewise sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Edgewise difference.
    public static func - (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom, right: a.right - b.right)
    }

    /// Edgewise maximum of two insets.
    public static func edgewiseMax(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(a.top, b.top), left: max(a.left, b.left), bottom: max(a.bottom, b.bottom), right: max(a.right, b.right))
    }

    /// The same insets with every negative edge raised to zero.
    public var clampedToZero: EdgeInsets {
        EdgeInsets(top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
    }

    /// True when every edge is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `(top, left, bottom, right)`, the order the specs write insets in.
    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
