import Canopy

/// A semantic set of colours, named by role, that themes a header and the screen around it.
///
/// The roles are Material Design's: `primary` for the app's brand surfaces (a header's fill
/// by default), `surface` and `background` for neutral areas, and each `on…` colour for text
/// and icons drawn over the role it names. ``materialLight`` and ``materialDark`` hold the
/// Material baseline values. Colours are plain sRGB values; nothing is checked when a scheme
/// is created, so a scheme may hold a colour a header refuses to apply (see
/// ``FlexibleHeaderView/applyColorScheme(_:)``).
public struct SemanticColorScheme: Equatable, Sendable {
    /// The brand colour shown most often; a header's fill under `applyColorScheme(_:)`.
    public var primary: Color
    /// A darker or lighter shade of `primary`, for areas that must stand apart from it.
    public var primaryVariant: Color
    /// The accent colour for controls that need emphasis (floating buttons, selections).
    public var secondary: Color
    /// The fill of cards, sheets and menus; a header's fill under `applySurfaceVariant(colorScheme:)`.
    public var surface: Color
    /// The colour behind scrollable content.
    public var background: Color
    /// The colour of errors in components and text.
    public var error: Color
    /// Text and icons drawn over `primary`.
    public var onPrimary: Color
    /// Text and icons drawn over `secondary`.
    public var onSecondary: Color
    /// Text and icons drawn over `surface`.
    public var onSurface: Color
    /// Text and icons drawn over `background`.
    public var onBackground: Color

    /// Creates a scheme from a colour for every role.
    public init(
        primary: Color, primaryVariant: Color, secondary: Color, surface: Color, background: Color, error: Color,
        onPrimary: Color, onSecondary: Color, onSurface: Color, onBackground: Color
    ) {
        self.primary = primary
        self.primaryVariant = primaryVariant
        self.secondary = secondary
        self.surface = surface
        self.background = background
        self.error = error
        self.onPrimary = onPrimary
        self.onSecondary = onSecondary
        self.onSurface = onSurface
        self.onBackground = onBackground
    }

    /// The Material baseline light scheme: purple `#6200EE` primary, teal `#03DAC6`
    /// secondary, white surfaces and background, black text except white on primary.
    ///
    /// The same values as Material Components for iOS's default semantic colour scheme
    /// (its 2018 Material defaults).
    public static let materialLight = SemanticColorScheme(
        primary: Color(hex: 0x6200EE), primaryVariant: Color(hex: 0x3700B3), secondary: Color(hex: 0x03DAC6),
        surface: Color(hex: 0xFFFFFF), background: Color(hex: 0xFFFFFF), error: Color(hex: 0xB00020),
        onPrimary: Color(hex: 0xFFFFFF), onSecondary: Color(hex: 0x000000), onSurface: Color(hex: 0x000000),
        onBackground: Color(hex: 0x000000))

    /// The Material baseline dark scheme: light purple `#BB86FC` primary, teal `#03DAC6`
    /// secondary, `#121212` surfaces and background, white text except black on primary
    /// and secondary.
    ///
    /// The same values as Material Components for iOS's dark-mode defaults (2019).
    public static let materialDark = SemanticColorScheme(
        primary: Color(hex: 0xBB86FC), primaryVariant: Color(hex: 0x3700B3), secondary: Color(hex: 0x03DAC6),
        surface: Color(hex: 0x121212), background: Color(hex: 0x121212), error: Color(hex: 0xCF6679),
        onPrimary: Color(hex: 0x000000), onSecondary: Color(hex: 0x000000), onSurface: Color(hex: 0xFFFFFF),
        onBackground: Color(hex: 0xFFFFFF))
}
