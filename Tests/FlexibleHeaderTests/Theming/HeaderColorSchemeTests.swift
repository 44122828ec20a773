import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A root controller whose status-bar style comes from a chosen child.
final class StyleRootController: ViewControllerNode {
    var styleChild: ViewControllerNode?
    override var childForStatusBarStyle: ViewControllerNode? { styleChild }
}

@Suite("Header colour theming")
struct HeaderColorSchemeTests {
    /// A header controller installed under the root of a visible classic window, the root
    /// taking its status-bar style from the header controller.
    static func hostedController() -> (FlexibleHeaderController, WindowNode) {
        let window = makeClassicWindow()
        let root = StyleRootController()
        let controller = FlexibleHeaderController()
        root.addChild(controller)
        root.styleChild = controller
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        return (controller, window)
    }

    @Test("Applying a scheme fills the header with its primary colour", arguments: [SemanticColorScheme.materialLight, .materialDark])
    func primaryFill(_ scheme: SemanticColorScheme) {
        let header = FlexibleHeaderView()
        header.applyColorScheme(scheme)
        #expect(header.backgroundColor == scheme.primary)
    }

    @Test("The surface variant fills the header with the scheme's surface colour", arguments: [SemanticColorScheme.materialLight, .materialDark])
    func surfaceFill(_ scheme: SemanticColorScheme) {
        let header = FlexibleHeaderView()
        header.applySurfaceVariant(colorScheme: scheme)
        #expect(header.backgroundColor == scheme.surface)
        // Back to the primary fill and again to the surface: each call wins.
        header.applyColorScheme(scheme)
        #expect(header.backgroundColor == scheme.primary)
        header.applySurfaceVariant(colorScheme: scheme)
        #expect(header.backgroundColor == scheme.surface)
    }

    @Test("The default shadow slot takes the themed fill with the header")
    func shadowSlotFollows() {
        let header = FlexibleHeaderView()
        header.applyColorScheme(.materialDark)
        #expect(header.defaultShadowLayer.backgroundColor == SemanticColorScheme.materialDark.primary)
    }

    @Test(
        "The inferred status-bar style follows the themed fill: light content over dark fills, dark over light",
        arguments: [
            (SemanticColorScheme.materialLight, false, StatusBarStyle.lightContent),
            (.materialLight, true, .darkContent),
            (.materialDark, false, .darkContent),
            (.materialDark, true, .lightContent),
        ])
    func inferredStyleFollows(_ scheme: SemanticColorScheme, surface: Bool, expected: StatusBarStyle) {
        // Given a header controller inferring its style.
        let controller = FlexibleHeaderController()
        // When the scheme's primary colour (or its surface) fills the header.
        if surface {
            controller.headerView.applySurfaceVariant(colorScheme: scheme)
        } else {
            controller.headerView.applyColorScheme(scheme)
        }
        // Then the controller prefers the status-bar content that contrasts with the fill.
        #expect(controller.preferredStatusBarStyle == expected)
    }

    @Test("Applying a scheme updates the window's status-bar style at once, for light and dark")
    func windowFollows() {
        // Given a hosted header with the default light-grey fill: dark status-bar content.
        let (controller, window) = Self.hostedController()
        #expect(window.statusBarStyle == .darkContent)
        // When the light scheme's purple primary fills it, the window shows light content.
        controller.headerView.applyColorScheme(.materialLight)
        #expect(window.statusBarStyle == .lightContent)
        // When the light scheme's white surface fills it, dark content.
        controller.headerView.applySurfaceVariant(colorScheme: .materialLight)
        #expect(window.statusBarStyle == .darkContent)
        // When the dark scheme's near-black surface fills it, light content again.
        controller.headerView.applySurfaceVariant(colorScheme: .materialDark)
        #expect(window.statusBarStyle == .lightContent)
        // When the dark scheme's light purple primary fills it, dark content.
        controller.headerView.applyColorScheme(.materialDark)
        #expect(window.statusBarStyle == .darkContent)
    }

    @Test("Applying the same scheme again changes nothing and requests no second status-bar update")
    func idempotent() {
        // Given a header whose delegate counts status-bar requests.
        let header = FlexibleHeaderView()
        let spy = HeaderDelegateSpy()
        header.delegate = spy
        // When the same scheme is applied three times.
        header.applyColorScheme(.materialLight)
        let afterFirst = (header.backgroundColor, header.defaultShadowLayer.backgroundColor)
        header.applyColorScheme(.materialLight)
        header.applyColorScheme(.materialLight)
        // Then the state is the first call's and only the first call asked for an update.
        #expect(header.backgroundColor == afterFirst.0 && header.defaultShadowLayer.backgroundColor == afterFirst.1)
        #expect(spy.statusBarUpdates == 1)
        // The surface variant of a scheme whose surface already fills the header does nothing either.
        header.applySurfaceVariant(colorScheme: .materialLight)
        header.applySurfaceVariant(colorScheme: .materialLight)
        #expect(spy.statusBarUpdates == 2)
    }

    @Test(
        "A theme colour that is not a finite number in 0...1 is refused with a diagnostic naming it, and the fill is kept",
        arguments: [
            Color(red: .nan, green: 0, blue: 0), Color(red: 0, green: .infinity, blue: 0), Color(red: 0, green: 0, blue: -0.1),
            Color(white: 0.5, alpha: 1.5), Color(white: 0.5, alpha: .nan),
        ])
    func refusesInvalidColours(_ bad: Color) throws {
        // Given a themed header whose delegate counts status-bar requests.
        let header = FlexibleHeaderView()
        header.applyColorScheme(.materialLight)
        let spy = HeaderDelegateSpy()
        header.delegate = spy
        var scheme = SemanticColorScheme.materialDark
        scheme.primary = bad
        scheme.surface = bad
        // When the bad colour is applied either way.
        let diagnostics = Diagnostics.capture {
            header.applyColorScheme(scheme)
            header.applySurfaceVariant(colorScheme: scheme)
        }
        // Then both calls are refused, naming the call, the role and the value.
        #expect(diagnostics.map(\.code) == ["header.invalidThemeColor", "header.invalidThemeColor"])
        let (channel, value) = try #require(HeaderFillChange.invalidChannel(of: bad))
        #expect(diagnostics[0].message.contains("applyColorScheme(_:)") && diagnostics[0].message.contains("primary"))
        #expect(diagnostics[1].message.contains("applySurfaceVariant(colorScheme:)") && diagnostics[1].message.contains("surface"))
        #expect(diagnostics.allSatisfy { $0.message.contains("\(channel) \(value)") })
        // And the header keeps its fill and asks for nothing.
        #expect(header.backgroundColor == SemanticColorScheme.materialLight.primary)
        #expect(spy.statusBarUpdates == 0)
    }

    @Test("A scheme with an invalid colour in a role the call does not read still applies")
    func unreadRolesAreNotChecked() {
        var scheme = SemanticColorScheme.materialLight
        scheme.error = Color(red: .nan, green: 0, blue: 0)
        let header = FlexibleHeaderView()
        let diagnostics = Diagnostics.capture { header.applyColorScheme(scheme) }
        #expect(diagnostics.isEmpty)
        #expect(header.backgroundColor == scheme.primary)
    }

    @Test("The fill decision is nothing for the current colour, a change for another, a refusal for an invalid one")
    func decision() {
        let purple = Color(hex: 0x6200EE)
        #expect(HeaderFillChange.decide(current: purple, proposed: purple, role: "primary", call: "c") == .unchanged)
        #expect(HeaderFillChange.decide(current: nil, proposed: purple, role: "primary", call: "c") == .set(purple))
        #expect(HeaderFillChange.decide(current: .white, proposed: purple, role: "primary", call: "c") == .set(purple))
        let bad = HeaderFillChange.decide(current: .white, proposed: Color(white: 2), role: "surface", call: "c")
        guard case .refused(let message) = bad else {
            Issue.record("expected a refusal, got \(bad)")
            return
        }
        #expect(message.contains("surface colour has red 2.0") && message.contains("stays \(Color.white)"))
        #expect(HeaderFillChange.invalidChannel(of: Color(red: 0, green: 1, blue: 0.5, alpha: 0)) == nil)
    }
}
