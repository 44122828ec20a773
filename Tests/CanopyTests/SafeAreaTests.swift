import Canopy
import Foundation
import Testing

@Suite("Safe area")
struct SafeAreaTests {
    @Test("Window insets follow the device and status-bar visibility")
    func windowInsets() {
        let se = WindowNode(device: .iPhoneSE)
        let root = StatusBarController()
        se.rootViewController = root
        se.makeKeyAndVisible()
        #expect(se.safeAreaInsets == I(20, 0, 0, 0))
        #expect(se.statusBarHeight == 20)
        root.prefersStatusBarHidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(se.safeAreaInsets == .zero)
        #expect(se.statusBarHeight == 0)

        let x15 = WindowNode(device: .iPhone15)
        let r15 = StatusBarController()
        x15.rootViewController = r15
        x15.makeKeyAndVisible()
        #expect(x15.safeAreaInsets == I(59, 0, 34, 0))
        r15.prefersStatusBarHidden = true
        r15.setNeedsStatusBarAppearanceUpdate()
        #expect(x15.safeAreaInsets == I(59, 0, 34, 0))
        #expect(x15.statusBarHeight == 0)
        #expect(WindowNode(device: .iPhone15Landscape).safeAreaInsets == I(0, 59, 21, 59))
    }

    @Test("An ad-hoc window without a housing drops its top inset when the status bar hides")
    func adHocWindow() {
        let w = WindowNode(size: CGSize(width: 320, height: 480), safeAreaInsets: I(20, 0, 34, 0), statusBarHeight: 20)
        let r = StatusBarController()
        w.rootViewController = r
        w.makeKeyAndVisible()
        r.prefersStatusBarHidden = true
        r.setNeedsStatusBarAppearanceUpdate()
        #expect(w.safeAreaInsets == I(0, 0, 34, 0))
        #expect(!DeviceProfile.all.contains { $0.name == w.device.name })
    }

    /// The overlap-rule tree: visible SE, root R ⊃ A ⊃ B, B2, B3; R.view ⊃ D.
    struct Tree19 {
        let log = Log()
        let window: WindowNode
        let r: LoggingController
        let a, b, b2, b3, d: LoggingView
        init(device: DeviceProfile = .iPhoneSE) {
            window = WindowNode(device: device)
            r = LoggingController("R", log: log)
            a = LoggingView("A", log: log, frame: R(0, 0, 375, 100))
            b = LoggingView("B", log: log, frame: R(0, 10, 375, 50))
            b2 = LoggingView("B2", log: log, frame: R(0, 5, 375, 10))
            b3 = LoggingView("B3", log: log, frame: R(0, 30, 375, 50))
            d = LoggingView("D", log: log, frame: R(0, 600, 375, 100))
            window.rootViewController = r
            window.makeKeyAndVisible()
            r.view.addSubview(a); a.addSubview(b); a.addSubview(b2); a.addSubview(b3); r.view.addSubview(d)
            _ = log.take()
        }
    }

    @Test("The overlap rule gives each view the part of the unsafe region it covers")
    func overlapRule() {
        let t = Tree19()
        #expect(t.r.view.safeAreaInsets == I(20, 0, 0, 0))
        #expect(t.a.safeAreaInsets == I(20, 0, 0, 0))
        #expect(t.b.safeAreaInsets == I(10, 0, 0, 0))
        #expect(t.b2.safeAreaInsets == I(10, 0, 0, 0))
        #expect(t.b3.safeAreaInsets == .zero)
        #expect(t.d.safeAreaInsets == .zero)
    }

    @Test("Additional insets flow down with callbacks in pre-order")
    func additionalInsetsFlowDown() {
        let t = Tree19()
        t.r.additionalSafeAreaInsets = I(56, 0, 0, 0)
        #expect([t.r.view, t.a, t.b, t.b2, t.b3, t.d].map(\.safeAreaInsets.top) == [76, 76, 50, 10, 46, 0])
        #expect(
            t.log.take() == [
                "R.view.safeAreaInsetsDidChange()", "R.viewSafeAreaInsetsDidChange()", "A.safeAreaInsetsDidChange()",
                "B.safeAreaInsetsDidChange()", "B3.safeAreaInsetsDidChange()",
            ])
    }

    @Test("A child controller adds its own additional insets")
    func childController() {
        let t = Tree19()
        t.r.additionalSafeAreaInsets = I(56, 0, 0, 0)
        let c = ViewControllerNode()
        t.r.addChild(c)
        c.view.frame = R(0, 0, 375, 200)
        t.r.view.addSubview(c.view)
        c.didMove(toParent: t.r)
        c.additionalSafeAreaInsets = I(0, 0, 10, 0)
        #expect(c.view.safeAreaInsets == I(76, 0, 10, 0))
    }

    @Test("Hiding the status bar zeroes the top inset without a housing, once")
    func statusBarHiding() {
        let t = Tree19()
        t.r.prefersStatusBarHidden = true
        t.r.setNeedsStatusBarAppearanceUpdate()
        #expect(t.window.isStatusBarHidden)
        #expect(t.window.statusBarHeight == 0)
        #expect(t.r.view.safeAreaInsets == .zero)
        #expect(t.a.safeAreaInsets == .zero)
        #expect(t.log.entries.filter { $0 == "R.viewSafeAreaInsetsDidChange()" }.count == 1)

        let t15 = Tree19(device: .iPhone15)
        t15.r.prefersStatusBarHidden = true
        t15.r.setNeedsStatusBarAppearanceUpdate()
        #expect(t15.r.view.safeAreaInsets == I(59, 0, 34, 0))
        #expect(!t15.log.entries.contains("R.viewSafeAreaInsetsDidChange()"))
    }

    @Test("Translations count, other transforms cut inheritance")
    func transforms() {
        let t = Tree19()
        let v = ViewNode()
        v.bounds = R(0, 0, 375, 76)
        v.center = P(187.5, -12)
        t.r.view.addSubview(v)
        #expect(v.frame == R(0, -50, 375, 76))
        #expect(v.safeAreaInsets.top == 70)
        v.transform = AffineTransform(translationByX: 0, byY: 50)
        #expect(v.frame == R(0, 0, 375, 76))
        #expect(v.safeAreaInsets.top == 20)
        v.transform = AffineTransform(scaleByX: 0.5, byY: 0.5)
        #expect(v.safeAreaInsets == .zero)
    }

    @Test("Children of a scroll node keep fixed insets while scrolling")
    func scrollChildren() {
        let log = Log()
        let (window, root) = visibleWindow(.iPhone15Landscape)
        let s = ScrollNode(frame: R(0, 0, 852, 393))
        s.contentSize = CGSize(width: 852, height: 2000)
        root.view.addSubview(s)
        let row = LoggingView("row", log: log, frame: R(0, 500, 852, 44))
        s.addSubview(row)
        #expect(s.safeAreaInsets == I(0, 59, 21, 59))
        #expect(s.adjustedContentInset == I(0, 0, 21, 0))
        #expect(row.safeAreaInsets == I(0, 59, 0, 59))
        _ = log.take()
        s.contentOffset = P(0, 300)
        #expect(row.safeAreaInsets == I(0, 59, 0, 59))
        #expect(!log.take().contains("row.safeAreaInsetsDidChange()"))
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.adjustedContentInset == I(0, 59, 21, 59))
        #expect(row.safeAreaInsets == .zero)
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == .zero)
        #expect(row.safeAreaInsets == I(0, 59, 0, 59))
        _ = window
    }

    @Test("A content size that starts or stops an axis scrolling moves the subviews' insets; one that keeps the axes leaves them")
    func contentSizeScrollability() {
        let log = Log()
        let (window, root) = visibleWindow(.iPhone15Landscape)
        let s = ScrollNode(frame: R(0, 0, 852, 393))
        s.contentSize = CGSize(width: 852, height: 2000)
        root.view.addSubview(s)
        let row = LoggingView("row", log: log, frame: R(0, 100, 852, 44))
        s.addSubview(row)
        #expect(row.safeAreaInsets == I(0, 59, 0, 59))
        _ = log.take()
        s.contentSize = CGSize(width: 852, height: 2500)
        #expect(s.adjustedContentInset == I(0, 0, 21, 0))
        #expect(row.safeAreaInsets == I(0, 59, 0, 59))
        #expect(!log.take().contains("row.safeAreaInsetsDidChange()"))
        s.contentSize = CGSize(width: 900, height: 2500)
        #expect(s.adjustedContentInset == I(0, 59, 21, 59))
        #expect(row.safeAreaInsets == .zero)
        #expect(log.take().contains("row.safeAreaInsetsDidChange()"))
        s.contentSize = CGSize(width: 852, height: 2500)
        #expect(s.adjustedContentInset == I(0, 0, 21, 0))
        #expect(row.safeAreaInsets == I(0, 59, 0, 59))
        _ = window
    }

    @Test("Outside a window insets are zero and adjusted equals content inset")
    func outsideWindow() {
        let c = ViewControllerNode()
        c.additionalSafeAreaInsets = I(10, 0, 0, 0)
        #expect(c.view.safeAreaInsets == .zero)
        let s = ScrollNode(frame: R(0, 0, 100, 100))
        s.contentInsetAdjustmentBehavior = .always
        s.contentInset = I(100, 0, 0, 0)
        #expect(s.adjustedContentInset == I(100, 0, 0, 0))
    }

    @Test("The safe-area guide of a scrolled node moves with its bounds")
    func guideFollowsBounds() {
        let (window, root) = visibleWindow(.iPhoneSE)
        let s = ScrollNode(frame: R(0, 0, 375, 667))
        s.contentSize = CGSize(width: 375, height: 2000)
        root.view.addSubview(s)
        s.contentOffset = P(0, 100)
        #expect(s.safeAreaLayoutGuide.layoutFrame == R(0, 120, 375, 647))
        #expect(s.safeAreaLayoutGuide.owningView === s)
        _ = window
    }

    @Test("Safe-area observers run after the hooks and stop when cancelled")
    func observers() {
        let t = Tree19()
        var seen: [CGFloat] = []
        let token = t.a.addSafeAreaObserver { seen.append($0.safeAreaInsets.top) }
        t.r.additionalSafeAreaInsets = I(10, 0, 0, 0)
        #expect(seen == [30])
        token.cancel()
        t.r.additionalSafeAreaInsets = I(20, 0, 0, 0)
        #expect(seen == [30])
    }
}

@Suite("Window misuse")
struct WindowMisuseTests {
    @Test("A device with bad geometry is refused and the window keeps its device")
    func badDevice() {
        let w = WindowNode(device: .iPhone15)
        var bad = DeviceProfile.iPhone15
        bad.size.width = .nan
        let d = Diagnostics.capture { w.device = bad }
        #expect(d.map(\.code) == ["geometry.nonFinite"])
        #expect(w.device == .iPhone15)
        let d2 = Diagnostics.capture { _ = WindowNode(size: CGSize(width: -1, height: 10)) }
        #expect(d2.map(\.code) == ["geometry.nonFinite"])
    }

    @Test("WindowNode subclasses can use either designated initialiser")
    func subclassInit() {
        final class Custom: WindowNode {
            init() { super.init(size: CGSize(width: 100, height: 200), statusBarHeight: 20, scale: 2) }
        }
        let w = Custom()
        #expect(w.bounds.size == CGSize(width: 100, height: 200))
        #expect(w.scale == 2)
        #expect(w.isHidden)
    }
}
