import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha; each channel in 0...1.
///
/// A colour may be dynamic (`init(dynamicProvider:)`, the semantic colours such as `label`):
/// it then stands for a value per trait collection, and the renderer resolves it against
/// the traits of the node it draws. A dynamic colour's channels hold its value in light mode
/// at normal contrast; assigning a channel makes the colour fixed.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red channel, 0...1.
    public var red: CGFloat { didSet { dynamic = nil } }
    /// Green channel, 0...1.
    public var green: CGFloat { didSet { dynamic = nil } }
    /// Blue channel, 0...1.
    public var blue: CGFloat { didSet { dynamic = nil } }
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: CGFloat { didSet { dynamic = nil } }
    /// How the colour varies with traits; nil for a fixed colour.
    var dynamic: DynamicColor?

    /// Creates a colour from channel values in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey with the given white level (0 black, 1 white).
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a `0xRRGGBB` integer.
    public init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255,
            green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The same colour with a different alpha; a dynamic colour stays dynamic.
    public func withAlpha(_ alpha: CGFloat) -> Color {
        switch dynamic {
        case nil: return Color(red: red, green: green, blue: blue, alpha: alpha)
        case .variants(let v): return Color(variants: v.map { $0.withAlpha(alpha) })
        case .provider: return Color(dynamicProvider: { [self] traits in resolvedColor(with: traits).withAlpha(alpha) })
        }
    }

    /// Opaque yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Mid grey, white level 0.5.
    public static let gray = Color(white: 0.5)
    /// Light grey, white level 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Dark grey, white level 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// WCAG 2 relative luminance of the colour (alpha ignored), 0...1.
    public var relativeLuminance: CGFloat {
        func linear(_ c: CGFloat) -> CGFloat {
            c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `rgba(r, g, b, a)` with channels in 0...1; a dynamic colour adds its name or `dynamic`.
    public var description: String {
        let channels = "rgba(\(red), \(green), \(blue), \(alpha))"
        switch dynamic {
        case nil: return channels
        case .variants(let v): return "\(v.name) \(channels)"
        case .provider: return "dynamic \(channels)"
        }
    }
}
