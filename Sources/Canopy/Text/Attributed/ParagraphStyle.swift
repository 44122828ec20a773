import Foundation

/// How a paragraph of attributed text is laid out: UIKit's paragraph style, immutable.
///
/// Set as the `.paragraphStyle` attribute; a paragraph uses the style of its first
/// character. Lengths are in points. `MutableParagraphStyle` is the editable form.
///
/// A Swift class rather than an `NSObject` subclass: Foundation on Linux halts when an
/// attributed string compares two distinct `NSObject` attribute values (appending or copying
/// runs with different styles), while it compares Swift values with `==`.
open class ParagraphStyle: Hashable, CustomStringConvertible {
    /// The settings, one value so copying and comparing take one line each.
    struct Settings: Hashable {
        var alignment: TextAlignment = .natural  // UIKit's default paragraph style
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: LineBreakMode = .byWordWrapping
        var baseWritingDirection: WritingDirection = .natural
    }

    var settings: Settings

    /// The default style: left aligned, word wrapping, no spacing or indents.
    public init() {
        settings = Settings()
    }

    init(settings: Settings) {
        self.settings = settings
    }

    /// A new default style (UIKit's `NSParagraphStyle.default`).
    open class var `default`: ParagraphStyle { ParagraphStyle() }

    /// Horizontal alignment of the paragraph's lines (default left); `.justified` stretches
    /// every line but the paragraph's last to the full width at its spaces.
    open var alignment: TextAlignment { settings.alignment }
    /// Extra points between the bottom of one line and the top of the next, within and across
    /// paragraphs (default 0).
    open var lineSpacing: CGFloat { settings.lineSpacing }
    /// Factor on each line's natural height (default 0: none); the extra space is above the text.
    open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
    /// Least line height in points, applied after `lineHeightMultiple` (default 0: none).
    open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
    /// Greatest line height in points, applied after `lineHeightMultiple` (default 0: none).
    open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
    /// Points after the paragraph's last line, when another paragraph follows (default 0).
    open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
    /// Points before the paragraph's first line, unless it is the text's first (default 0).
    open var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
    /// Points from the leading edge to the paragraph's first line (default 0).
    open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
    /// Points from the leading edge to the paragraph's other lines (default 0).
    open var headIndent: CGFloat { settings.headIndent }
    /// Where lines end: positive, points from the leading edge; zero or negative, points in
    /// from the trailing edge (default 0: the edge).
    open var tailIndent: CGFloat { settings.tailIndent }
    /// How the paragraph wraps and truncates (default word wrapping); replaces the label's
    /// mode for this paragraph.
    open var lineBreakMode: LineBreakMode { settings.lineBreakMode }
    /// The direction the paragraph reads in (default natural: its first strong character's,
    /// else the view's layout direction): orders its left-to-right and right-to-left runs,
    /// and sets the edge natural alignment starts lines from.
    open var baseWritingDirection: WritingDirection { settings.baseWritingDirection }

    /// An immutable copy.
    open func copy() -> Any { ParagraphStyle(settings: settings) }
    /// A mutable copy.
    open func mutableCopy() -> Any { MutableParagraphStyle(settings: settings) }

    /// Styles are equal when every setting is, mutable or not.
    public static func == (left: ParagraphStyle, right: ParagraphStyle) -> Bool { left.settings == right.settings }

    /// Hashes every setting.
    public func hash(into hasher: inout Hasher) { hasher.combine(settings) }

    /// The settings, for test failures and debugging.
    public var description: String { "ParagraphStyle(\(settings))" }
}

/// An editable paragraph style: UIKit's mutable paragraph style.
open class MutableParagraphStyle: ParagraphStyle {
    /// A default style to edit.
    public override init() { super.init() }

    override init(settings: Settings) { super.init(settings: settings) }

    /// Horizontal alignment of the paragraph's lines.
    open override var alignment: TextAlignment {
        get { settings.alignment }
        set { settings.alignment = newValue }
    }
    /// Extra points between lines; negative values count as 0.
    open override var lineSpacing: CGFloat {
        get { settings.lineSpacing }
        set { settings.lineSpacing = Self.length(newValue) }
    }
    /// Factor on each line's natural height; 0 for none, negative values count as 0.
    open override var lineHeightMultiple: CGFloat {
        get { settings.lineHeightMultiple }
        set { settings.lineHeightMultiple = Self.length(newValue) }
    }
    /// Least line height in points; negative values count as 0.
    open override var minimumLineHeight: CGFloat {
        get { settings.minimumLineHeight }
        set { settings.minimumLineHeight = Self.length(newValue) }
    }
    /// Greatest line height in points; 0 for none, negative values count as 0.
    open override var maximumLineHeight: CGFloat {
        get { settings.maximumLineHeight }
        set { settings.maximumLineHeight = Self.length(newValue) }
    }
    /// Points after the paragraph; negative values count as 0.
    open override var paragraphSpacing: CGFloat {
        get { settings.paragraphSpacing }
        set { settings.paragraphSpacing = Self.length(newValue) }
    }
    /// Points before the paragraph; negative values count as 0.
    open override var paragraphSpacingBefore: CGFloat {
        get { settings.paragraphSpacingBefore }
        set { settings.paragraphSpacingBefore = Self.length(newValue) }
    }
    /// Points from the leading edge to the first line; negative values count as 0.
    open override var firstLineHeadIndent: CGFloat {
        get { settings.firstLineHeadIndent }
        set { settings.firstLineHeadIndent = Self.length(newValue) }
    }
    /// Points from the leading edge to the other lines; negative values count as 0.
    open override var headIndent: CGFloat {
        get { settings.headIndent }
        set { settings.headIndent = Self.length(newValue) }
    }
    /// Where lines end: positive from the leading edge, otherwise in from the trailing edge;
    /// a value that is not finite counts as 0.
    open override var tailIndent: CGFloat {
        get { settings.tailIndent }
        set { settings.tailIndent = newValue.isFinite ? newValue : 0 }
    }
    /// How the paragraph wraps and truncates.
    open override var lineBreakMode: LineBreakMode {
        get { settings.lineBreakMode }
        set { settings.lineBreakMode = newValue }
    }

    /// The direction the paragraph reads in; explicit directions override its text's.
    open override var baseWritingDirection: WritingDirection {
        get { settings.baseWritingDirection }
        set { settings.baseWritingDirection = newValue }
    }

    /// A length as UIKit clamps it: negative, NaN or infinite values become 0.
    private static func length(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
