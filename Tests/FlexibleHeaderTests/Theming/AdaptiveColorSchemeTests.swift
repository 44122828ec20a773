import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Header colour scheme following the style")
struct AdaptiveColorSchemeTests {
    static let dark = TraitCollection(userInterfaceStyle: .dark)

    @Test("The adaptive scheme is the light scheme in light mode and the dark scheme in dark mode")
    func resolvesPerStyle() {
        let adaptive = SemanticColorScheme.materialAdaptive
        let roles: [KeyPath<SemanticColorScheme, Color>] = [
            \.primary, \.primaryVariant, \.secondary, \.surface, \.background, \.error, \.onPrimary, \.onSecondary, \.onSurface,
            \.onBackground,
        ]
        for role in roles {
            #expect(adaptive[keyPath: role].resolvedColor(with: TraitCollection()) == SemanticColorScheme.materialLight[keyPath: role])
            #expect(adaptive[keyPath: role].resolvedColor(with: Self.dark) == SemanticColorScheme.materialDark[keyPath: role])
        }
    }

    @Test("A header themed adaptively re-infers its status-bar style when the window turns dark")
    func statusBarFollowsStyle() {
        // Given a header controller inferring its status-bar style, themed adaptively
        let (controller, window) = HeaderColorSchemeTests.hostedController()
        controller.inferPreferredStatusBarStyle = true
        controller.headerView.applyColorScheme(.materialAdaptive)
        controller.setNeedsStatusBarAppearanceUpdate()
        // White text passes on the light scheme's deep purple
        #expect(window.statusBarStyle == .lightContent)

        // When the window turns dark
        window.traitOverrides.userInterfaceStyle = .dark

        // Then the header draws the dark scheme's light purple, which needs dark text
        #expect(controller.headerView.backgroundColor?.resolvedColor(with: controller.headerView.traitCollection) == Color(hex: 0xBB86FC))
        #expect(window.statusBarStyle == .darkContent)

        // And back in light mode the light content returns
        window.traitOverrides.userInterfaceStyle = .light
        #expect(window.statusBarStyle == .lightContent)
    }
}
