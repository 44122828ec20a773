import Canopy

/// The colours the example screens share, so the gallery reads as one product.
public enum Palette {
    /// Indigo header.
    public static let indigo = Color(hex: 0x3F51B5)
    /// Teal header.
    public static let teal = Color(hex: 0x00897B)
    /// Deep orange header.
    public static let orange = Color(hex: 0xF4511E)
    /// Purple header.
    public static let purple = Color(hex: 0x6A1B9A)
    /// Amber header with dark text.
    public static let amber = Color(hex: 0xFFC107)
    /// Blue-grey header.
    public static let slate = Color(hex: 0x455A64)
    /// Page background: near-white, black in dark mode (UIKit's dark `systemBackground`).
    public static let page = adaptive(light: 0xFAFAFA, dark: 0x000000)
    /// Row background: white, UIKit's dark `secondarySystemBackground` in dark mode.
    public static let surface = adaptive(light: 0xFFFFFF, dark: 0x1C1C1E)
    /// Primary text: near-black, white in dark mode.
    public static let ink = adaptive(light: 0x212121, dark: 0xFFFFFF)
    /// Secondary text: mid grey, a lighter grey in dark mode.
    public static let secondaryInk = adaptive(light: 0x757575, dark: 0x98989F)
    /// Row separators: light grey, UIKit's dark `opaqueSeparator` in dark mode.
    public static let separator = adaptive(light: 0xE0E0E0, dark: 0x38383A)

    /// A colour with one value in light mode (and unspecified style) and another in dark.
    static func adaptive(light: UInt32, dark: UInt32) -> Color {
        let lightColor = Color(hex: light), darkColor = Color(hex: dark)
        return Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : lightColor })
    }
    /// Avatar fills, picked by row index.
    public static let avatars: [Color] = [
        Color(hex: 0xE57373), Color(hex: 0x64B5F6), Color(hex: 0x81C784), Color(hex: 0xFFB74D),
        Color(hex: 0xBA68C8), Color(hex: 0x4DB6AC), Color(hex: 0xF06292), Color(hex: 0x7986CB),
    ]
}
