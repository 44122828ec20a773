import Canopy
import Foundation
import Testing

/// The back button driven by real taps, as a user leaves a pushed screen.
@Suite("Back button taps")
struct BackButtonTapTests {
    /// A navigation controller on an iPhone SE (bar at y 20…64) with "Inbox" under "Message".
    private func pushedScreen() -> (WindowNode, NavigationControllerNode, ViewControllerNode) {
        let root = ViewControllerNode()
        root.title = "Inbox"
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.textMetrics = FixedTextMetrics()
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let message = ViewControllerNode()
        message.title = "Message"
        nav.pushViewController(message, animated: false)
        window.layoutIfNeeded()
        return (window, nav, message)
    }

    @Test("A tap on the back button pops the top controller, animated on the frame clock")
    func tapPops() throws {
        let (window, nav, message) = pushedScreen()
        let back = try #require(nav.navigationBar.currentLayout.backButton)
        let point = nav.navigationBar.convert(CGPoint(x: back.frame.midX, y: back.frame.midY), to: window)
        // A touch sequence runs the clock until its effects settle: a tap on the title settles
        // when the finger lifts, the back button's only after the pop has animated.
        let tap = TouchSequence().down(at: point).hold(0.1).up()
        var start = window.clock.now
        _ = window.perform(TouchSequence().down(at: CGPoint(x: 187, y: 42)).hold(0.1).up())
        let plainTap = window.clock.now - start
        start = window.clock.now
        _ = window.perform(tap)
        let backTap = window.clock.now - start
        #expect(nav.viewControllers.count == 1)
        #expect(nav.topViewController !== message)
        #expect(backTap > plainTap + 0.2)
    }

    @Test("A tap on the bar's title, away from the back button, pops nothing")
    func tapElsewhereKeepsStack() {
        let (window, nav, _) = pushedScreen()
        window.tap(at: CGPoint(x: 187, y: 42))
        #expect(nav.viewControllers.count == 2)
    }

    @Test("The back button ignores taps while a push is still animating, as UIKit's does")
    func ignoredMidTransition() throws {
        let (window, nav, _) = pushedScreen()
        nav.pushViewController(ViewControllerNode(), animated: true)
        let back = try #require(nav.navigationBar.currentLayout.backButton)
        #expect(!nav.navigationBar.isBackButton(at: CGPoint(x: back.frame.midX, y: back.frame.midY)))
        _ = window.clock.runUntilIdle()
        #expect(nav.navigationBar.isBackButton(at: CGPoint(x: back.frame.midX, y: back.frame.midY)))
    }

    @Test("A hidden back button takes no taps")
    func hiddenBackButton() {
        let (window, nav, message) = pushedScreen()
        message.navigationItem.hidesBackButton = true
        window.layoutIfNeeded()
        #expect(nav.navigationBar.currentLayout.backButton == nil)
        window.tap(at: CGPoint(x: 20, y: 42))
        #expect(nav.viewControllers.count == 2)
    }
}
