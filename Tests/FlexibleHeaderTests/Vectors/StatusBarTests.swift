import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Status bar")
struct StatusBarTests {
    @Test("The status-bar style is inferred from the background's contrast, or set explicitly")
    func inferredAndExplicitStatusBarStyles() {
        let controller = FlexibleHeaderController()
        #expect(controller.preferredStatusBarStyle == .darkContent)
        controller.headerView.backgroundColor = .black
        #expect(controller.preferredStatusBarStyle == .lightContent)
        controller.headerView.backgroundColor = .white
        #expect(controller.preferredStatusBarStyle == .darkContent)
        controller.headerView.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(controller.preferredStatusBarStyle == .default)
        controller.inferPreferredStatusBarStyle = false
        controller.preferredStatusBarStyle = .default
        #expect(controller.preferredStatusBarStyle == .default)
        controller.preferredStatusBarStyle = .lightContent
        #expect(controller.preferredStatusBarStyle == .lightContent)
        let container = FlexibleHeaderContainerController()
        container.headerViewController.headerView.backgroundColor = .black
        #expect(container.preferredStatusBarStyle == .lightContent)
    }

    @Test("Only enabledWithStatusBar and hideable hide the status bar, and not with paging")
    func behavioursThatHideStatusBar() {
        let expectations: [(FlexibleHeaderView.ShiftBehavior, Bool, Bool)] = [
            (.disabled, false, false), (.enabled, false, false), (.enabledWithStatusBar, false, true),
            (.hideable, false, true), (.enabledWithStatusBar, true, false), (.hideable, true, false),
        ]
        for (behavior, paging, hides) in expectations {
            let header = FlexibleHeaderView()
            header.shiftBehavior = behavior
            let sv = makeScrollNode(height: 100, contentHeight: 1000)
            sv.isPagingEnabled = paging
            header.trackingScrollView = sv
            #expect(header.shiftConfiguration.hidesStatusBarWhenShiftedOffscreen == hides, "\(behavior) paging \(paging)")
        }
    }

    /// A header in a classic window (status bar 20) tracking a 100×100 scroll view.
    static func classic(behavior: FlexibleHeaderView.ShiftBehavior, configure: (FlexibleHeaderView) -> Void = { _ in })
        -> (FlexibleHeaderView, ScrollNode, HeaderDelegateSpy, WindowNode)
    {
        let window = makeClassicWindow()
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        window.addSubview(header)
        let spy = HeaderDelegateSpy()
        header.delegate = spy
        header.shiftBehavior = behavior
        configure(header)
        let sv = makeScrollNode(height: 100, contentHeight: 1000)
        header.trackingScrollView = sv
        return (header, sv, spy, window)
    }

    @Test("An enabled header collapses until its bottom meets a visible status bar")
    func enabledHeaderCollapsesToVisibleStatusBar() {
        let (header, sv, _, _) = Self.classic(behavior: .enabled)
        #expect(header.minimumHeight == 76)
        scroll(header, sv, to: 56)
        #expect(header.frame.minY == -56 && header.isShiftedOffscreen && !header.isHidden)
        #expect(header.scrollPhase == .shifting && header.scrollPhasePercentage == 1 && header.scrollPhaseValue == 20)
        scroll(header, sv, to: 400)
        #expect(header.frame.minY == -56)
    }

    @Test("Shifting with the status bar replaces it with a replica")
    func shiftingWithStatusBarUsesReplica() {
        let (header, sv, spy, window) = Self.classic(behavior: .enabledWithStatusBar)
        let before = header.subviews.count
        scroll(header, sv, to: 10)
        #expect(header.prefersStatusBarHidden && spy.statusBarUpdates == 1)
        #expect(header.subviews.count == before + 1)
        #expect(header.subviews.last?.frame == CGRect(x: 0, y: 0, width: window.bounds.width, height: 20))
        scroll(header, sv, to: 0)
        #expect(!header.prefersStatusBarHidden && header.subviews.count == before && spy.statusBarUpdates == 2)
    }

    @Test("Translucent content hides the status bar only when fully covered")
    func translucentContentHidesStatusBarOnlyWhenCovered() {
        let (header, sv, _, _) = Self.classic(behavior: .enabledWithStatusBar) { $0.contentIsTranslucent = true }
        let before = header.subviews.count
        scroll(header, sv, to: 10)
        #expect(!header.prefersStatusBarHidden && header.subviews.count == before)
        scroll(header, sv, to: 30)
        #expect(header.prefersStatusBarHidden)
        scroll(header, sv, to: 0)
        #expect(!header.prefersStatusBarHidden)
    }

    @Test("With the hint off the status bar is ignored")
    func statusBarIgnoredWithHintOff() {
        let (header, sv, _, _) = Self.classic(behavior: .enabledWithStatusBar) { $0.statusBarHintCanOverlapHeader = false }
        // Changing the hint starts the shift animation; while it runs deltas are ignored.
        header.frameClock.runUntilIdle()
        scroll(header, sv, to: 10)
        #expect(!header.prefersStatusBarHidden)
        scroll(header, sv, to: 200)
        #expect(header.frame.minY == -76)
    }

    @Test("A replica outliving its lifetime is invalidated on the clock")
    func replicaLifetime() {
        let (header, sv, _, _) = Self.classic(behavior: .enabledWithStatusBar)
        let before = header.subviews.count
        scroll(header, sv, to: 10)
        #expect(header.subviews.count == before + 1)
        header.frameClock.advance(by: 61)
        #expect(header.subviews.count == before && !header.prefersStatusBarHidden)
        scroll(header, sv, to: 30)
        #expect(header.prefersStatusBarHidden && header.subviews.count == before)
    }

    @Test("Routing the header's preference through childForStatusBarHidden hides the window's status bar")
    func routing() {
        let window = makeClassicWindow()
        let root = StatusBarRootController()
        let headerController = FlexibleHeaderController()
        root.addChild(headerController)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.addSubview(headerController.view)
        headerController.didMove(toParent: root)
        root.statusBarChild = headerController
        let header = headerController.headerView
        header.shiftBehavior = .enabledWithStatusBar
        let sv = makeScrollNode(height: 400, contentHeight: 2000)
        root.view.insertSubview(sv, belowSubview: header)
        header.trackingScrollView = sv
        scroll(header, sv, to: sv.contentOffset.y + 10)
        #expect(headerController.prefersStatusBarHidden && window.isStatusBarHidden)
    }
}
