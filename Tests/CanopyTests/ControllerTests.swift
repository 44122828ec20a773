import Canopy
import Foundation
import Testing

@Suite("View controllers")
struct ControllerTests {
    @Test("The view loads lazily, once")
    func lazyLoad() {
        let log = Log()
        let c = LoggingController("C", log: log)
        #expect(!c.isViewLoaded)
        #expect(c.viewIfLoaded == nil)
        _ = c.view
        _ = c.view
        #expect(log.take() == ["C.loadView()", "C.viewDidLoad()"])
        #expect(c.view.frame == R(0, 0, 375, 667))
        #expect(c.view.owningViewController === c)
    }

    @Test("A loadView that assigns nothing falls back to a plain view with a diagnostic")
    func noViewLoaded() {
        final class Lazy: ViewControllerNode { override func loadView() {} }
        final class Reentrant: ViewControllerNode {
            var seen: ViewNode?
            override func loadView() { seen = view; view = ViewNode(frame: R(0, 0, 10, 10)) }
        }
        let c = Lazy()
        let d = Diagnostics.capture { _ = c.view }
        #expect(d.map(\.code) == ["controller.noViewLoaded"])
        #expect(c.view.frame == R(0, 0, 375, 667))
        let r = Reentrant()
        let d2 = Diagnostics.capture { _ = r.view }
        #expect(d2.map(\.code) == ["controller.reentrantLoadView"])
        #expect(r.seen != nil)
        #expect(r.view.frame == R(0, 0, 10, 10))
    }

    @Test("Containment calls willMove on add and didMove on removal, and refuses cycles")
    func containment() {
        let log = Log()
        let p = LoggingController("P", log: log), c = LoggingController("C", log: log)
        _ = c.view
        _ = log.take()
        p.addChild(c)
        #expect(log.take() == ["C.willMove(toParent: P)"])
        #expect(c.parent === p)
        #expect(p.children.count == 1 && p.children[0] === c)
        #expect(c.view.superview == nil)
        c.removeFromParent()
        #expect(log.take() == ["C.didMove(toParent: nil)"])
        p.addChild(c)
        let d = Diagnostics.capture { c.addChild(p) }
        #expect(d.map(\.code) == ["controller.cycle"])
        #expect(p.parent == nil)
        #expect(Diagnostics.capture { p.addChild(p) }.map(\.code) == ["controller.cycle"])
    }

    /// The window-appearance setup: R whose viewDidLoad adds child C with view (0,0,375,100).
    func makeRoot(_ log: Log) -> (LoggingController, LoggingController) {
        let r = LoggingController("R", log: log)
        let c = LoggingController("C", log: log)
        c.viewFrame = R(0, 0, 375, 100)
        r.onViewDidLoad = { r in
            r.addChild(c)
            r.view.addSubview(c.view)
            c.didMove(toParent: r)
        }
        return (r, c)
    }

    @Test("makeKeyAndVisible loads, installs, lays out and appears in UIKit's order")
    func makeKeyAndVisible() {
        let log = Log()
        let w = LoggingWindow(device: .iPhoneSE, log: log)
        let (r, c) = makeRoot(log)
        w.rootViewController = r
        w.makeKeyAndVisible()
        let entries = log.take()
        let start = (entries.firstIndex(of: "R.viewDidLoad()") ?? 0)
        let afterLoad = Array(entries[start...]).drop { $0 != "R.viewWillAppear(false)" }
        #expect(
            Array(afterLoad) == [
                "R.viewWillAppear(false)", "C.viewWillAppear(false)",
                "R.view.willMove(toSuperview: W)", "R.view.willMove(toWindow: W)", "C.view.willMove(toWindow: W)",
                "R.view.didMoveToWindow()", "C.view.didMoveToWindow()", "R.view.didMoveToSuperview()", "W.didAddSubview(R.view)",
                "R.view.safeAreaInsetsDidChange()", "R.viewSafeAreaInsetsDidChange()",
                "C.view.safeAreaInsetsDidChange()", "C.viewSafeAreaInsetsDidChange()",
                "W.layoutSubviews()", "R.viewWillLayoutSubviews()", "R.view.layoutSubviews()", "R.viewDidLayoutSubviews()",
                "C.viewWillLayoutSubviews()", "C.view.layoutSubviews()", "C.viewDidLayoutSubviews()",
                "R.viewDidAppear(false)", "C.viewDidAppear(false)",
            ])
        #expect(r.view.frame == R(0, 0, 375, 667))
        #expect(r.view.safeAreaInsets.top == 20 && c.view.safeAreaInsets.top == 20)
        w.makeKeyAndVisible()
        #expect(log.take().isEmpty)
    }

    @Test("A child view entering and leaving a visible window gets appearance callbacks")
    func childEntersAndLeaves() {
        let log = Log()
        let w = WindowNode(device: .iPhoneSE)
        let (r, _) = makeRoot(log)
        w.rootViewController = r
        w.makeKeyAndVisible()
        let d = LoggingController("D", log: log)
        r.addChild(d)
        _ = d.view
        _ = log.take()
        r.view.addSubview(d.view)
        let added = log.take().filter { !$0.contains("afeArea") && !$0.contains("Layout") }
        #expect(
            added == [
                "D.view.willMove(toSuperview: R.view)", "D.viewWillAppear(false)", "D.view.willMove(toWindow: W)",
                "D.view.didMoveToWindow()", "D.view.didMoveToSuperview()", "R.view.didAddSubview(D.view)", "D.viewDidAppear(false)",
            ])
        d.view.removeFromSuperview()
        let removed = log.take().filter { !$0.contains("afeArea") && !$0.contains("Layout") }
        #expect(
            removed == [
                "D.view.willMove(toSuperview: nil)", "D.viewWillDisappear(false)", "D.view.willMove(toWindow: nil)",
                "R.view.willRemoveSubview(D.view)",
                "D.view.didMoveToWindow()", "D.view.didMoveToSuperview()", "D.viewDidDisappear(false)",
            ])
    }

    @Test("Appearance callbacks are never doubled")
    func appearanceGuarded() {
        let log = Log()
        let c = LoggingController("C", log: log)
        _ = c.view
        _ = log.take()
        c.beginAppearanceTransition(true, animated: false)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        c.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillAppear(false)", "C.viewDidAppear(false)"])
    }

    @Test("The status bar resolves through child chains and reports cycles")
    func statusBarChain() {
        let log = Log()
        let w = WindowNode(device: .iPhoneSE)
        let r = LoggingController("R", log: log), h = LoggingController("H", log: log)
        r.addChild(h)
        r.childForStatusBarHidden = h
        h.prefersStatusBarHidden = true
        w.rootViewController = r
        w.makeKeyAndVisible()
        #expect(w.isStatusBarHidden)
        #expect(r.view.safeAreaInsets.top == 0)
        _ = log.take()
        h.prefersStatusBarHidden = false
        h.setNeedsStatusBarAppearanceUpdate()
        #expect(r.view.safeAreaInsets.top == 20)
        #expect(log.take().contains("R.viewSafeAreaInsetsDidChange()"))
        r.childForStatusBarStyle = h
        h.preferredStatusBarStyle = .lightContent
        h.setNeedsStatusBarAppearanceUpdate()
        #expect(w.statusBarStyle == .lightContent)
        h.childForStatusBarHidden = r
        let d = Diagnostics.capture { h.setNeedsStatusBarAppearanceUpdate() }
        #expect(d.map(\.code) == ["controller.statusBarChildCycle"])
    }

    @Test("Status-bar observers hear height changes after the tree updated")
    func statusBarObservers() {
        let w = WindowNode(device: .iPhoneSE)
        let r = StatusBarController()
        w.rootViewController = r
        w.makeKeyAndVisible()
        var heights: [CGFloat] = []
        let token = w.addStatusBarObserver {
            heights.append($0.statusBarHeight); #expect(r.view.safeAreaInsets.top == $0.statusBarHeight)
        }
        r.prefersStatusBarHidden = true
        r.setNeedsStatusBarAppearanceUpdate()
        r.prefersStatusBarHidden = false
        r.setNeedsStatusBarAppearanceUpdate()
        #expect(heights == [0, 20])
        token.cancel()
    }

    @Test("topLayoutGuide follows the safe area until assigned")
    func topLayoutGuide() {
        #expect(ViewControllerNode().topLayoutGuide.length == 0)
        let log = Log()
        let w = WindowNode(device: .iPhoneSE)
        let (r, _) = makeRoot(log)
        w.rootViewController = r
        w.makeKeyAndVisible()
        #expect(r.topLayoutGuide.length == 20)
        r.additionalSafeAreaInsets.top = 56
        #expect(r.topLayoutGuide.length == 76)
        r.topLayoutGuide.length = 120
        #expect(r.topLayoutGuide.length == 120)
        #expect(r.view.needsLayout)
        r.additionalSafeAreaInsets.top = 0
        #expect(r.topLayoutGuide.length == 120)
    }

    @Test("A device change transitions the tree with coordinator blocks in order")
    func deviceChange() {
        let log = Log()
        let w = WindowNode(device: .iPhone15)
        let r = LoggingController("R", log: log)
        let c1 = LoggingController("C1", log: log), c2 = LoggingController("C2", log: log)
        r.onViewDidLoad = { r in
            for c in [c1, c2] {
                r.addChild(c)
                c.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                r.view.addSubview(c.view)
                c.didMove(toParent: r)
            }
        }
        var sizeDuringCall: CGSize?
        r.onTransition = { r, coordinator in
            sizeDuringCall = r.view.bounds.size
            coordinator.animate(alongsideTransition: { _ in log.add("alongside") }, completion: { _ in log.add("completion") })
        }
        w.rootViewController = r
        w.makeKeyAndVisible()
        _ = log.take()
        w.device = .iPhone15Landscape
        let entries = log.take()
        #expect(
            Array(entries.prefix(3)) == [
                "R.viewWillTransition(to: 852.0x393.0)", "C1.viewWillTransition(to: 852.0x393.0)", "C2.viewWillTransition(to: 852.0x393.0)",
            ])
        #expect(sizeDuringCall == CGSize(width: 393, height: 852))
        let along = entries.firstIndex(of: "alongside")!, done = entries.firstIndex(of: "completion")!
        let safe = entries.firstIndex(of: "R.viewSafeAreaInsetsDidChange()")!
        let layout = entries.firstIndex(of: "R.viewWillLayoutSubviews()")!
        #expect(safe < along && along < layout && layout < done)
        #expect(done == entries.count - 1)
        #expect(r.view.frame == R(0, 0, 852, 393))
        #expect(r.view.safeAreaInsets == I(0, 59, 21, 59))
    }

    @Test("Root swap on a visible window moves appearance from old to new")
    func rootSwap() {
        let log = Log()
        let w = WindowNode(device: .iPhoneSE)
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        w.rootViewController = a
        w.makeKeyAndVisible()
        _ = log.take()
        w.rootViewController = b
        let entries = log.take().filter { $0.contains("ppear") }
        #expect(entries == ["A.viewWillDisappear(false)", "B.viewWillAppear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        #expect(a.view.superview == nil)
        #expect(b.view.superview === w)
    }

    @Test("Hiding a window makes its controllers disappear and showing brings them back")
    func hideWindow() {
        let log = Log()
        let w = WindowNode(device: .iPhoneSE)
        let a = LoggingController("A", log: log)
        w.rootViewController = a
        w.makeKeyAndVisible()
        _ = log.take()
        w.isHidden = true
        #expect(log.take().filter { $0.contains("ppear") } == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        w.isHidden = false
        #expect(log.take().filter { $0.contains("ppear") } == ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
    }
}

/// Subclasses override the status-bar answers read-only, as UIKit code does.
final class ReadOnlyStatusBarController: ViewControllerNode {
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
}

@Suite("Status-bar overrides")
struct StatusBarOverrideTests {
    @Test("A read-only override decides the window's status bar")
    func readOnlyOverride() {
        let w = WindowNode(device: .iPhoneSE)
        w.rootViewController = ReadOnlyStatusBarController()
        w.makeKeyAndVisible()
        #expect(w.isStatusBarHidden)
        #expect(w.statusBarStyle == .lightContent)
        #expect(w.safeAreaInsets == .zero)
    }
}
