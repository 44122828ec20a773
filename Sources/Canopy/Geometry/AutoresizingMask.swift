/// Which parts of a subview's frame stretch when its superview's size changes.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bit pattern.
    public let rawValue: UInt
    /// Creates a mask from its bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin absorbs part of a width change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width absorbs part of a width change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin absorbs part of a width change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin absorbs part of a height change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height absorbs part of a height change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin absorbs part of a height change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
