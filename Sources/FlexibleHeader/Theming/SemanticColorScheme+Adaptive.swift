import Canopy

extension SemanticColorScheme {
    /// The Material baseline scheme that follows the interface style: each colour is
    /// `materialLight`'s in light mode (and unspecified style) and `materialDark`'s in dark.
    ///
    /// Its colours are dynamic, so a header themed with it changes fill when the window's or
    /// a controller's `traitOverrides.userInterfaceStyle` changes, without being re-themed;
    /// a header controller inferring its status-bar style re-infers it on the change.
    public static let materialAdaptive = SemanticColorScheme(
        primary: adaptive(\.primary), primaryVariant: adaptive(\.primaryVariant), secondary: adaptive(\.secondary),
        surface: adaptive(\.surface), background: adaptive(\.background), error: adaptive(\.error),
        onPrimary: adaptive(\.onPrimary), onSecondary: adaptive(\.onSecondary), onSurface: adaptive(\.onSurface),
        onBackground: adaptive(\.onBackground))

    /// One role's colour: the light scheme's value, or the dark one's in dark mode.
    private static func adaptive(_ role: KeyPath<SemanticColorScheme, Color> & Sendable) -> Color {
        let light = materialLight[keyPath: role], dark = materialDark[keyPath: role]
        return Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }
}
