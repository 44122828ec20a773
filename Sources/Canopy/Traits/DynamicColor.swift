import Foundation
import Synchronization

/// How a dynamic colour varies with traits.
enum DynamicColor: Hashable, Sendable {
    /// A fixed table of four values (the semantic colours): resolving never runs user code.
    case variants(ColorVariants)
    /// A closure run at draw time, guarded against misuse (see `DynamicColorProvider`).
    case provider(DynamicColorProvider)
}

/// A colour's value in light and dark mode, each at normal and increased contrast.
///
/// Equal when every value is; `unspecified` style resolves as light and `unspecified`
/// contrast as normal, as in UIKit.
final class ColorVariants: Hashable, Sendable {
    let name: String
    let light: Color
    let dark: Color
    let lightHighContrast: Color
    let darkHighContrast: Color

    init(name: String, light: Color, dark: Color, lightHighContrast: Color, darkHighContrast: Color) {
        self.name = name
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// The value for a trait collection.
    func resolve(_ traits: TraitCollection) -> Color {
        let high = traits.accessibilityContrast == .high
        if traits.userInterfaceStyle == .dark { return high ? darkHighContrast : dark }
        return high ? lightHighContrast : light
    }

    /// The same table with `transform` applied to each value.
    func map(_ transform: (Color) -> Color) -> ColorVariants {
        ColorVariants(
            name: name, light: transform(light), dark: transform(dark), lightHighContrast: transform(lightHighContrast),
            darkHighContrast: transform(darkHighContrast))
    }

    static func == (a: ColorVariants, b: ColorVariants) -> Bool {
        a === b
            || (a.light == b.light && a.dark == b.dark && a.lightHighContrast == b.lightHighContrast
                && a.darkHighContrast == b.darkHighContrast)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }
}

/// A user's provider closure and the last value it returned that could be drawn.
///
/// Equal only to itself, as UIKit compares dynamic colours by identity. Shared across
/// threads (a static colour may be drawn by renderers on several), so the last good value
/// sits behind a mutex.
final class DynamicColorProvider: Hashable, Sendable {
    let body: @Sendable (TraitCollection) -> Color
    private let lastGood = Mutex<Color>(.clear)

    init(_ body: @escaping @Sendable (TraitCollection) -> Color) { self.body = body }

    /// The value the provider last returned successfully; clear before its first success.
    var lastGoodValue: Color { lastGood.withLock { $0 } }

    /// Runs the provider for `traits`, refusing what cannot be drawn.
    ///
    /// A provider that returns a dynamic colour (`color.dynamicProviderResult`), that
    /// re-enters itself through another colour (`color.providerRecursion`) or that changes
    /// the view tree while it runs (refused as `color.providerMutatedTree`) yields the last
    /// good value instead.
    func resolve(_ traits: TraitCollection) -> Color {
        if ColorResolution.isRunning(self) {
            Diagnostics.report(
                code: "color.providerRecursion",
                "Refused a dynamic colour's provider: it resolved itself while running; keeping its last good value.")
            return lastGoodValue
        }
        let frame = ColorResolution.Frame(provider: self, parent: ColorResolution.current)
        let result = ColorResolution.$current.withValue(frame) { body(traits) }
        if frame.mutatedTree { return lastGoodValue }
        if result.dynamic != nil {
            Diagnostics.report(
                code: "color.dynamicProviderResult",
                "Refused a dynamic colour's provider result \(result): a provider must return a fixed colour; keeping its last good value.")
            return lastGoodValue
        }
        lastGood.withLock { $0 = result }
        return result
    }

    static func == (a: DynamicColorProvider, b: DynamicColorProvider) -> Bool { a === b }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The providers running on the current task, innermost first, so that recursion and tree
/// changes made from inside a provider can be refused.
enum ColorResolution {
    /// One running provider.
    final class Frame: @unchecked Sendable {
        let provider: DynamicColorProvider
        let parent: Frame?
        /// Set when the provider tried to change the view tree (the change was refused).
        var mutatedTree = false

        init(provider: DynamicColorProvider, parent: Frame?) {
            self.provider = provider
            self.parent = parent
        }
    }

    @TaskLocal static var current: Frame?

    /// Whether `provider` is already running on this task.
    static func isRunning(_ provider: DynamicColorProvider) -> Bool {
        var frame = current
        while let f = frame {
            if f.provider === provider { return true }
            frame = f.parent
        }
        return false
    }

    /// Refuses a tree change made from inside a provider: reports it, marks every running
    /// provider's result as unusable and returns true; returns false outside providers.
    static func refuseTreeChange(_ what: @autoclosure () -> String) -> Bool {
        guard let innermost = current else { return false }
        var frame: Frame? = innermost
        while let f = frame {
            f.mutatedTree = true
            frame = f.parent
        }
        Diagnostics.report(
            code: "color.providerMutatedTree",
            "Refused \(what()) from inside a dynamic colour's provider: providers run while the tree draws and must not change it.")
        return true
    }
}
