import Foundation

/// How a configured button looks: UIKit's `UIButton.Configuration` (iOS 15 and later).
///
/// Start from a style — `plain()`, `tinted()`, `gray()`, `filled()` — and set what differs.
/// Colours left nil follow the style and the button's tint; state (highlighted, disabled)
/// adjusts them as iOS does when the button draws.
public struct ButtonConfiguration: Hashable, Sendable {
    /// The background a style paints.
    public enum Style: Hashable, Sendable {
        /// No background; tinted text.
        case plain
        /// A pale wash of the tint behind tinted text.
        case tinted
        /// A grey fill behind tinted text.
        case gray
        /// A solid tint behind white text.
        case filled
    }

    /// How the background's corners round: UIKit's `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Hashable, Sendable {
        /// `background.cornerRadius` as set (`backgroundCornerRadius`).
        case fixed
        /// The radius the button size implies (the medium radius at the default size).
        case dynamic
        /// A small radius: 4 points.
        case small
        /// A medium radius: 8 points.
        case medium
        /// A large radius: 12 points.
        case large
        /// Half the height: a pill.
        case capsule

        /// The radius in points for a background `height` points tall.
        func radius(height: CGFloat, fixed: CGFloat) -> CGFloat {
            switch self {
            case .fixed: return fixed
            case .small: return 4
            case .dynamic, .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }

    /// Where the image sits relative to the title.
    public enum ImagePlacement: Hashable, Sendable {
        /// Before the title in reading order.
        case leading
        /// After the title in reading order.
        case trailing
        /// Above the title.
        case top
        /// Below the title.
        case bottom
    }

    /// The style this configuration started from.
    public var style: Style
    /// The title; nil for none.
    public var title: String?
    /// A second, smaller line under the title; nil for none.
    public var subtitle: String?
    /// The image; nil for none.
    public var image: Image?
    /// Where the image sits relative to the title (default leading).
    public var imagePlacement: ImagePlacement = .leading
    /// Points between the image and the title (UIKit's default 0).
    public var imagePadding: CGFloat = 0
    /// Points between the title and the subtitle (UIKit's default 0).
    public var titlePadding: CGFloat = 0
    /// Space between the background's edges and the content, in points: UIKit's medium-size
    /// defaults, 7 above and below and 12 at the sides, which make a "Button" title 35
    /// points tall.
    public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// How the background's corners round (default dynamic).
    public var cornerStyle: CornerStyle = .dynamic
    /// The radius `fixed` corners use, in points.
    public var backgroundCornerRadius: CGFloat = 0
    /// The colour of title, subtitle and template images; nil follows the style (the tint,
    /// or white on `filled`).
    public var baseForegroundColor: Color?
    /// The colour behind the content; nil follows the style.
    public var baseBackgroundColor: Color?
    /// The title's font (UIKit's body style at the default size: 17 points).
    public var titleFont: Font = .system(size: 17)
    /// The subtitle's font (UIKit's subheadline style: 15 points).
    public var subtitleFont: Font = .system(size: 15)

    /// A configuration of `style` with UIKit's defaults.
    public init(style: Style) { self.style = style }

    /// No background, tinted title: UIKit's `plain()`.
    public static func plain() -> ButtonConfiguration { ButtonConfiguration(style: .plain) }
    /// A pale wash of the tint behind a tinted title: UIKit's `tinted()`.
    public static func tinted() -> ButtonConfiguration { ButtonConfiguration(style: .tinted) }
    /// A grey fill behind a tinted title: UIKit's `gray()`.
    public static func gray() -> ButtonConfiguration { ButtonConfiguration(style: .gray) }
    /// A solid tint behind a white title: UIKit's `filled()`.
    public static func filled() -> ButtonConfiguration { ButtonConfiguration(style: .filled) }

    /// The foreground colour for a control state, given the button's tint.
    ///
    /// Disabled content is drawn in the tertiary label colour; highlighted content of a
    /// plain button fades to half opacity (the backgrounds of the other styles dim instead).
    func foregroundColor(tint: Color, state: ControlNode.State) -> Color {
        if state.contains(.disabled) { return .tertiaryLabel }
        let base = baseForegroundColor ?? (style == .filled ? .white : tint)
        if state.contains(.highlighted) && style == .plain { return base.scalingAlpha(by: 0.5) }
        return base
    }

    /// The background colour for a control state, given the button's tint; nil for none.
    ///
    /// The tinted wash is the tint at 15 % opacity; gray uses the tertiary system fill;
    /// disabled backgrounds turn to the quaternary fill. Highlighted backgrounds dim to 70 %
    /// opacity, as a finger on an iOS button shows.
    func backgroundColor(tint: Color, state: ControlNode.State) -> Color? {
        var color: Color?
        if let base = baseBackgroundColor {
            color = style == .tinted ? base.scalingAlpha(by: 0.15) : base
        } else {
            switch style {
            case .plain: color = nil
            case .tinted: color = tint.scalingAlpha(by: 0.15)
            case .gray: color = .tertiarySystemFill
            case .filled: color = tint
            }
        }
        guard let c = color else { return nil }
        if state.contains(.disabled) { return style == .plain ? nil : .quaternarySystemFill }
        if state.contains(.highlighted) { return c.scalingAlpha(by: 0.7) }
        return c
    }
}

extension Color {
    /// The colour with its alpha multiplied by `factor`; a dynamic colour stays dynamic.
    func scalingAlpha(by factor: CGFloat) -> Color {
        guard isDynamic else { return withAlpha(alpha * factor) }
        return Color(dynamicProvider: { [self] traits in
            let resolved = resolvedColor(with: traits)
            return resolved.withAlpha(resolved.alpha * factor)
        })
    }
}
