/// How strongly a ``LayoutConstraint`` should hold: 1000 must hold, lower values are
/// preferences, each level outweighing every lower one.
///
/// Valid values run from 1 to 1000; a constraint refuses anything else.
public struct LayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    /// The priority as a number from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority from a number from 1 to 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a number from 1 to 1000.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Must hold: an unsatisfiable required constraint is broken and reported.
    public static let required = LayoutPriority(rawValue: 1000)
    /// A strong preference; the default compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// UIKit's priority for a window drag that can resize its scene.
    public static let dragThatCanResizeScene = LayoutPriority(rawValue: 510)
    /// UIKit's priority for keeping a scene's size.
    public static let sceneSizeStayPut = LayoutPriority(rawValue: 500)
    /// UIKit's priority for a window drag that cannot resize its scene.
    public static let dragThatCannotResizeScene = LayoutPriority(rawValue: 490)
    /// A weak preference; the default content hugging.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// The priority `systemLayoutSizeFitting` gives a fitting size to pull towards.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    /// A priority `rhs` above `lhs`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below `lhs`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
