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
    /// Page background.
    public static let page = Color(hex: 0xFAFAFA)
    /// Primary text.
    public static let ink = Color(hex: 0x212121)
    /// Secondary text.
    public static let secondaryInk = Color(hex: 0x757575)
    /// Row separators.
    public static let separator = Color(hex: 0xE0E0E0)
    /// Avatar fills, picked by row index.
    public static let avatars: [Color] = [
        Color(hex: 0xE57373), Color(hex: 0x64B5F6), Color(hex: 0x81C784), Color(hex: 0xFFB74D),
        Color(hex: 0xBA68C8), Color(hex: 0x4DB6AC), Color(hex: 0xF06292), Color(hex: 0x7986CB),
    ]
}
