import Canopy
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// The settings screen starting where UIKit starts a list under a bar: at −adjustedContentInset.top.
private final class RestingSettingsScreen: SettingsScreen {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        list.contentOffset = CGPoint(x: 0, y: list.minimumContentOffset.y)
    }
}

/// Behaviour snapshots of the navigation bar following its scroll view.
@Suite("Navigation bar behaviour snapshots")
struct NavigationBarBehaviorSnapshotTests {
    /// A settings list under a bar whose standard appearance is an opaque indigo fill with a
    /// white title, so the cross-fade from the transparent scroll edge shows plainly.
    static func navigation() -> NavigationControllerNode {
        let settings = RestingSettingsScreen(title: "Settings", sections: SettingsScreen.sampleSections)
        let nav = NavigationControllerNode(rootViewController: settings)
        let standard = NavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemIndigo
        standard.titleTextAttributes.foregroundColor = Color(white: 1, alpha: 1)
        nav.navigationBar.standardAppearance = standard
        // At the edge: no fill and the default dark title, which the white one replaces half way.
        let edge = NavigationBarAppearance()
        edge.configureWithTransparentBackground()
        nav.navigationBar.scrollEdgeAppearance = edge
        return nav
    }

    @Test("Scrolling content under the bar cross-fades its fill and hairline over 16 points instead of switching at once")
    func scrollEdgeCrossFade() {
        // 24 points over 0.6 s: 4 points beneath the bar per frame shown.
        let trace = ScrollTrace().drag(by: -24, over: 0.6).release().settle()
        assertBehaviorSnapshot(
            of: Self.navigation(), on: .iPhoneSE, trace: trace, frames: .at([0, 0.1, 0.2, 0.3, 0.4, 0.5]))
    }
}
