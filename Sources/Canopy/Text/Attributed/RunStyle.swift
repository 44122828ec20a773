import Foundation

/// The attributes of one run of attributed text, resolved against its label: what measuring
/// and drawing read, with the label's font and colour where the run names none.
struct RunStyle: Hashable {
    var font: Font
    var color: Color
    var backgroundColor: Color?
    /// Points added after every character cluster.
    var kern: CGFloat = 0
    var underline: UnderlineStyle = []
    var underlineColor: Color?
    var strikethrough: UnderlineStyle = []
    var strikethroughColor: Color?
    /// Points the run is raised above the line's baseline.
    var baselineOffset: CGFloat = 0

    /// What a label draws where no attribute says otherwise.
    struct Defaults: Hashable {
        var font: Font
        var color: Color
        var alignment: TextAlignment
        var lineBreakMode: LineBreakMode
        /// The label's effective layout direction: the base direction of a paragraph whose
        /// writing direction is natural and which has no strong character.
        var layoutDirection: WritingDirection = .leftToRight
    }

    /// The style a run's attributes describe, filled from `defaults`; values of the wrong
    /// type are ignored, as UIKit ignores them.
    init(_ attributes: [NSAttributedString.Key: Any], defaults: Defaults) {
        font = attributes[.font] as? Font ?? defaults.font
        let isLink = attributes[.link] is URL || attributes[.link] is String || attributes[.link] is NSURL
        color = attributes[.foregroundColor] as? Color ?? (isLink ? .link : defaults.color)
        backgroundColor = attributes[.backgroundColor] as? Color
        kern = Self.points(attributes[.kern])
        underline = UnderlineStyle.from(attributes[.underlineStyle])
        underlineColor = attributes[.underlineColor] as? Color
        strikethrough = UnderlineStyle.from(attributes[.strikethroughStyle])
        strikethroughColor = attributes[.strikethroughColor] as? Color
        baselineOffset = Self.points(attributes[.baselineOffset])
    }

    /// A number of points from an attribute value of any numeric type; 0 for anything else
    /// and for values that are not finite.
    static func points(_ value: Any?) -> CGFloat {
        let number: CGFloat
        switch value {
        case let value as CGFloat: number = value
        case let value as Double: number = CGFloat(value)
        case let value as Float: number = CGFloat(value)
        case let value as Int: number = CGFloat(value)
        case let value as NSNumber: number = CGFloat(value.doubleValue)
        default: number = 0
        }
        return number.isFinite ? number : 0
    }
}
