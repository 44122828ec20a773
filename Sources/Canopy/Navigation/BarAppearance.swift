import Foundation

/// How a bar's background and bottom line look; the UIBarAppearance analogue.
///
/// A reference type as in UIKit; bars copy an appearance when it is assigned, so changing
/// it afterwards changes nothing until it is assigned again.
open class BarAppearance {
    /// The fill behind the bar's content and status bar; nil draws no fill.
    open var backgroundColor: Color?
    /// The one-pixel line along the bar's bottom edge; nil draws none.
    open var shadowColor: Color?

    /// Creates an appearance with the default background, as UIKit's initializer does.
    public init() { configureWithDefaultBackground() }

    /// Copies another appearance's values.
    public required init(copying other: BarAppearance) {
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
    }

    /// A copy of this appearance.
    open func copy() -> Self { Self(copying: self) }

    /// UIKit's standard bar: Canopy draws no blur, so the blur's tint at 94% opacity (close to
    /// what the blur shows over a plain background), with the shadow line.
    open func configureWithDefaultBackground() {
        backgroundColor = .defaultBarBackground
        shadowColor = .barShadow
    }

    /// An opaque bar in the system background colour, with the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .barShadow
    }

    /// No fill and no shadow line: content shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }
}

extension Color {
    /// The default bar fill: light (248, 248, 248) and dark (22, 22, 24), each at 94% opacity.
    static let defaultBarBackground = Color(
        variants: ColorVariants(
            name: "defaultBarBackground",
            light: Color(red: 248 / 255, green: 248 / 255, blue: 248 / 255, alpha: 0.94),
            dark: Color(red: 22 / 255, green: 22 / 255, blue: 24 / 255, alpha: 0.94),
            lightHighContrast: Color(red: 248 / 255, green: 248 / 255, blue: 248 / 255, alpha: 1),
            darkHighContrast: Color(red: 22 / 255, green: 22 / 255, blue: 24 / 255, alpha: 1)))

    /// UIKit's default bar shadow line: black at 30% in light mode, white at 15% in dark.
    static let barShadow = Color(
        variants: ColorVariants(
            name: "barShadow", light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15),
            lightHighContrast: Color(white: 0, alpha: 0.5), darkHighContrast: Color(white: 1, alpha: 0.3)))
}
