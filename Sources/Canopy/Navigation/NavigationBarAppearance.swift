import Foundation

/// Text attributes a bar title draws with; nil fields use the bar's defaults.
public struct TextAttributes: Equatable, Sendable {
    /// The font, or nil for the default (17-point semibold titles, 34-point bold large titles).
    public var font: Font?
    /// The text colour, or nil for `Color.label`.
    public var foregroundColor: Color?

    /// Creates attributes; both default to nil.
    public init(font: Font? = nil, foregroundColor: Color? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
    }
}

/// How a navigation bar looks: background, shadow line and title text; the
/// UINavigationBarAppearance analogue.
open class NavigationBarAppearance: BarAppearance {
    /// The centred title's attributes.
    open var titleTextAttributes = TextAttributes()
    /// The large title's attributes.
    open var largeTitleTextAttributes = TextAttributes()

    /// Creates an appearance with the default background.
    public override init() { super.init() }

    /// Copies another appearance's values (title attributes too when it is a navigation
    /// bar appearance).
    public required init(copying other: BarAppearance) {
        super.init(copying: other)
        if let nav = other as? NavigationBarAppearance {
            titleTextAttributes = nav.titleTextAttributes
            largeTitleTextAttributes = nav.largeTitleTextAttributes
        }
    }
}
