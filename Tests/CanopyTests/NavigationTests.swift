import Canopy
import Foundation
import Testing

@Suite("Navigation controller")
struct NavigationTests {
    struct Setup {
        let log = Log()
        let window: WindowNode
        let a: LoggingController
        let nav: NavigationControllerNode
        init(device: DeviceProfile = .iPhoneSE) {
            window = WindowNode(device: device)
            a = LoggingController("A", log: log)
            nav = NavigationControllerNode(rootViewController: a)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            _ = log.take()
        }
    }

    @Test("The bar sits under the status bar and the child gets its overlay")
    func barGeometry() {
        let t = Setup()
        #expect(t.nav.navigationBar.frame == R(0, 20, 375, 44))
        #expect(t.a.view.frame == R(0, 0, 375, 667))
        #expect(t.a.view.safeAreaInsets == I(64, 0, 0, 0))
        #expect(t.a.topLayoutGuide.length == 64)
        t.nav.setNavigationBarHidden(true, animated: false)
        #expect(t.a.view.safeAreaInsets.top == 20)
        #expect(t.log.take().contains("A.viewSafeAreaInsetsDidChange()"))
        #expect(t.nav.navigationBar.isHidden)

        let t15 = Setup(device: .iPhone15)
        #expect(t15.nav.navigationBar.frame == R(0, 59, 393, 44))
        #expect(t15.a.view.safeAreaInsets == I(103, 0, 34, 0))

        let t10 = Setup()
        t10.nav.additionalSafeAreaInsets.top = 10
        t10.nav.view.layoutIfNeeded()
        #expect(t10.nav.navigationBar.frame.minY == 30)
        #expect(t10.a.view.safeAreaInsets.top == 74)
    }

    @Test("Push swaps views with the documented callback order")
    func push() {
        let t = Setup()
        let b = LoggingController("B", log: t.log)
        t.nav.pushViewController(b, animated: false)
        let entries = t.log.take().filter { !$0.contains(".view.") }
        #expect(
            entries == [
                "B.willMove(toParent: ?)", "B.loadView()", "B.viewDidLoad()", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewSafeAreaInsetsDidChange()", "B.viewSafeAreaInsetsDidChange()", "B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: N)",
            ])
        #expect(t.nav.viewControllers.count == 2 && t.nav.topViewController === b)
        #expect(b.view.safeAreaInsets.top == 64)
        #expect(t.a.view.superview == nil)
        #expect(t.nav.view.subviews.last === t.nav.navigationBar)
    }

    @Test("Pop returns the top controller and restores the one below")
    func pop() {
        let t = Setup()
        let b = LoggingController("B", log: t.log)
        t.nav.pushViewController(b, animated: false)
        _ = t.log.take()
        let popped = t.nav.popViewController(animated: false)
        #expect(popped === b)
        let entries = t.log.take().filter { !$0.contains(".view.") }
        #expect(
            entries == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
                "B.viewSafeAreaInsetsDidChange()", "A.viewSafeAreaInsetsDidChange()", "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()",
                "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(toParent: nil)",
            ])
        #expect(t.nav.popViewController(animated: false) == nil)
        #expect(t.log.take().isEmpty)
    }

    @Test("Hiding the bar from the incoming viewWillAppear applies to the pushed view")
    func hideFromViewWillAppear() {
        let t = Setup()
        let b = LoggingController("B", log: t.log)
        b.onViewWillAppear = { $0.navigationController?.setNavigationBarHidden(true, animated: false) }
        t.nav.pushViewController(b, animated: false)
        #expect(b.view.safeAreaInsets.top == 20)
        #expect(t.nav.isNavigationBarHidden)
        #expect(t.nav.navigationBar.frame.minY == -44)
    }

    @Test("Pushing a controller that already has a parent is refused")
    func pushRefused() {
        let t = Setup()
        let d = Diagnostics.capture { t.nav.pushViewController(t.a, animated: false) }
        #expect(d.map(\.code) == ["controller.alreadyInStack"])
        #expect(t.nav.viewControllers.count == 1)
    }

    @Test("The swipe-back gesture pops, is vetoed by a delegate and stops while the bar is hidden")
    func swipeBack() {
        final class Veto: InteractivePopGestureRecognizerDelegate {
            var allow = false
            func gestureRecognizerShouldBegin(_ recognizer: InteractivePopGestureRecognizer) -> Bool { allow }
        }
        let t = Setup()
        let recognizer = t.nav.interactivePopGestureRecognizer
        #expect(recognizer.simulateEdgeSwipe() == nil)
        let b = LoggingController("B", log: t.log)
        t.nav.pushViewController(b, animated: false)
        #expect(recognizer.simulateEdgeSwipe() === b)

        t.nav.pushViewController(LoggingController("C", log: t.log), animated: false)
        t.nav.setNavigationBarHidden(true, animated: false)
        #expect(recognizer.simulateEdgeSwipe() == nil)
        recognizer.delegate = nil
        #expect(recognizer.simulateEdgeSwipe() != nil)

        t.nav.pushViewController(LoggingController("D", log: t.log), animated: false)
        let veto = Veto()
        recognizer.delegate = veto
        #expect(recognizer.simulateEdgeSwipe() == nil)
        veto.allow = true
        recognizer.isEnabled = false
        #expect(recognizer.simulateEdgeSwipe() == nil)
        recognizer.isEnabled = true
        #expect(recognizer.simulateEdgeSwipe() != nil)
    }

    @Test("An animated bar hide slides over 0.2 s and ends hidden")
    func animatedBar() {
        let t = Setup()
        t.nav.setNavigationBarHidden(true, animated: true)
        #expect(t.a.view.safeAreaInsets.top == 20)
        #expect(!t.nav.navigationBar.isHidden)
        t.window.clock.advanceFrame()
        #expect(t.nav.navigationBar.frame.minY < 20 && t.nav.navigationBar.frame.minY > -44)
        t.window.clock.runUntilIdle()
        #expect(t.nav.navigationBar.frame.minY == -44)
        #expect(t.nav.navigationBar.isHidden)
    }

    @Test("The navigation controller answers the status-bar chain with its top child")
    func statusBarChildren() {
        let t = Setup()
        #expect(t.nav.childForStatusBarHidden === t.a)
        #expect(t.nav.childForStatusBarStyle == nil)
        t.nav.setNavigationBarHidden(true, animated: false)
        #expect(t.nav.childForStatusBarStyle === t.a)
    }
}
