import Foundation

/// UIKit's attribute names for attributed text, with UIKit's raw values, so a string built
/// for a UILabel reads the same here. Foundation on Linux declares the key type but not these.
///
/// Values a `LabelNode` reads: `font` a `Font`; the colours a `Color`; `kern` and
/// `baselineOffset` a number of points; `underlineStyle` and `strikethroughStyle` an
/// `UnderlineStyle` or its `Int` raw value; `link` a `URL` or `String`; `paragraphStyle` a
/// `ParagraphStyle`. A value of another type is ignored, as UIKit ignores it.
extension NSAttributedString.Key {
    /// The run's font (`Font`); the label's font where absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (`Color`); the label's text colour where absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour filled behind the run's line fragment (`Color`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added after every character cluster (a number); negative tightens.
    public static let kern = NSAttributedString.Key("NSKern")
    /// How the run is underlined (`UnderlineStyle` or its raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (`Color`); the run's text colour where absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// How the run is struck through (`UnderlineStyle` or its raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (`Color`); the run's text colour where absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the run is raised above the baseline (a number); negative lowers it.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link target (`URL` or `String`): the run draws in the link colour unless it has a
    /// foreground colour of its own.
    public static let link = NSAttributedString.Key("NSLink")
    /// The paragraph's layout (`ParagraphStyle`): read from each paragraph's first character.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
