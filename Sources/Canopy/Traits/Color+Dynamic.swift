import Foundation

extension Color {
    /// Creates a colour whose value a closure picks for each trait collection (UIKit's
    /// `init(dynamicProvider:)`).
    ///
    /// The renderer calls the provider at draw time with the traits of the node being drawn.
    /// It must return a fixed colour and must not change the view tree; a provider that
    /// breaks either rule, or resolves itself again, is refused with a diagnostic and the
    /// colour keeps its last good value (clear before the first). The channels read through
    /// `red`, `green`, `blue`, `alpha` are the value for unspecified traits (light mode).
    public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        let provider = DynamicColorProvider(dynamicProvider)
        let base = provider.resolve(TraitCollection())
        self.init(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha)
        dynamic = .provider(provider)
    }

    /// Creates a colour from a table of its light, dark and increased-contrast values.
    init(variants: ColorVariants) {
        let base = variants.light
        self.init(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha)
        dynamic = .variants(variants)
    }

    /// Whether the colour depends on traits.
    public var isDynamic: Bool { dynamic != nil }

    /// The fixed colour this colour stands for under `traitCollection`; a fixed colour
    /// returns itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        switch dynamic {
        case nil: return self
        case .variants(let v): return v.resolve(traitCollection)
        case .provider(let p): return p.resolve(traitCollection)
        }
    }

    /// Writes the channels (the light-mode value for a dynamic colour) and returns true, as
    /// UIKit's `getRed(_:green:blue:alpha:)` does for an RGB colour; nil pointers are skipped.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }
}
