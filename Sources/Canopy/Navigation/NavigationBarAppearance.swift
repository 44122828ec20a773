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

extension NavigationBarAppearance {
    /// An appearance part way from `from` to `to`: the background and shadow colours
    /// cross-faded by `progress` (0 is `from`, 1 is `to`), the title attributes of whichever is
    /// nearer.
    ///
    /// Colours mix premultiplied by their alpha, so a missing fill (transparent) fades in
    /// without tinting towards black, as one layer fading over another does. Colours resolve
    /// against `traits` first; progress outside 0…1 (or not finite) is clamped.
    public static func blending(
        _ from: NavigationBarAppearance, into to: NavigationBarAppearance, progress: CGFloat, traits: TraitCollection
    ) -> NavigationBarAppearance {
        let p = progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0
        let result = NavigationBarAppearance(copying: p < 0.5 ? from : to)
        result.backgroundColor = Color.crossFade(from.backgroundColor, to.backgroundColor, progress: p, traits: traits)
        result.shadowColor = Color.crossFade(from.shadowColor, to.shadowColor, progress: p, traits: traits)
        return result
    }
}

extension Color {
    /// `a` fading out as `b` fades in, premultiplied by alpha; nil is fully transparent. Nil
    /// when both are nil.
    static func crossFade(_ a: Color?, _ b: Color?, progress p: CGFloat, traits: TraitCollection) -> Color? {
        guard a != nil || b != nil else { return nil }
        let ca = a?.resolvedColor(with: traits), cb = b?.resolvedColor(with: traits)
        let wa = (ca?.alpha ?? 0) * (1 - p), wb = (cb?.alpha ?? 0) * p
        let alpha = wa + wb
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ x: CGFloat?, _ y: CGFloat?) -> CGFloat { ((x ?? 0) * wa + (y ?? 0) * wb) / alpha }
        return Color(red: mix(ca?.red, cb?.red), green: mix(ca?.green, cb?.green), blue: mix(ca?.blue, cb?.blue), alpha: alpha)
    }
}
