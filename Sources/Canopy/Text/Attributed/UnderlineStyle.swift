import Foundation

/// How a run is underlined or struck through: UIKit's line styles, with UIKit's raw values.
public struct UnderlineStyle: OptionSet, Sendable, Hashable {
    /// The raw bits; UIKit's values, so `rawValue`s written for UIKit mean the same.
    public let rawValue: Int
    /// Creates a style from UIKit's raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line of the font's underline thickness.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One line twice as thick.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two lines of the font's thickness (UIKit's raw value 0x09 includes `single`'s bit).
    public static let double = UnderlineStyle(rawValue: 0x09)

    /// Whether any line is drawn: UIKit draws nothing for 0 and treats every other value
    /// as at least a single line.
    var drawsLine: Bool { rawValue & 0xFF != 0 }
    /// Lines drawn: two for `double`, else one.
    var lineCount: Int { rawValue & 0x08 != 0 ? 2 : 1 }
    /// Thickness multiplier: 2 for `thick`, else 1.
    var thicknessFactor: Double { rawValue & 0x02 != 0 ? 2 : 1 }

    /// The style a raw attribute value names: an `UnderlineStyle`, or an integer raw value.
    static func from(_ value: Any?) -> UnderlineStyle {
        switch value {
        case let style as UnderlineStyle: style
        case let raw as Int: UnderlineStyle(rawValue: raw)
        case let number as NSNumber: UnderlineStyle(rawValue: number.intValue)
        default: []
        }
    }
}
