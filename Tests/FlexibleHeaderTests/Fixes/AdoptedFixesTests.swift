import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Fixes of the original's bugs")
struct AdoptedFixesTests {
    // The original fed its own additional inset back into the header, growing it without end.
    @Test(
        "Inferring from the controller it writes into is reported, terminates and does not feed back",
        arguments: Environment.allCases)
    func inferringFromWriteTargetDoesNotFeedBack(env: Environment) {
        var e: Embedded?
        let diagnostics = Diagnostics.capture {
            e = Embedded(env) {
                $0.inferTopSafeAreaInsetFromViewController = true
                $0.topLayoutGuideViewController = $0.parent
            }
        }
        guard let e else { return }
        #expect(diagnostics.contains { $0.code == "header.safeAreaSourceIsLayoutGuideController" })
        #expect(e.header.frame.height == 50 + env.inset)
        #expect(e.length == 50 + env.inset && e.additional == 50)
        #expect(e.header.topSafeAreaInset == env.inset)
        // Later safe-area notifications keep it stable.
        e.content.view.setNeedsLayout()
        e.content.view.layoutIfNeeded()
        e.header.safeAreaInsetsDidChange()
        #expect(e.header.frame.height == 50 + env.inset && e.additional == 50)
    }

    @Test("A controller without a parent infers a top inset of 0")
    func controllerWithoutParentInfersZero() {
        let controller = FlexibleHeaderController()
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        window.addSubview(controller.view)
        controller.inferTopSafeAreaInsetFromViewController = true
        #expect(controller.headerView.topSafeAreaInset == 0)
    }

    // The original recomputed the subtraction only when the inferred source changed.
    @Test("Setting the layout-guide controller after inferring recomputes the subtraction")
    func settingLayoutGuideControllerLaterRecomputesSubtraction() {
        let e = Embedded(.e20) {
            $0.permitInferringTopSafeAreaFromTopLayoutGuideViewController = true
            $0.inferTopSafeAreaInsetFromViewController = true
        }
        #expect(!e.header.subtractsAdditionalSafeAreaInsets)
        e.controller.topLayoutGuideViewController = e.content
        #expect(e.header.subtractsAdditionalSafeAreaInsets)
        #expect(e.header.frame.height == 70 && e.length == 70 && e.additional == 50)
    }

    // The original divided by half the shift range and produced NaN.
    @Test("Views hidden when shifted never get a NaN alpha when the shift range is 0")
    func hiddenViewsNeverGetNaNAlphaWithEmptyShiftRange() {
        let t = TrackedHeader(.e0) { $0.minimumHeaderViewHeight = 56 }
        let v = ViewNode()
        t.header.hideViewWhenShifted(v)
        t.scroll(to: 30)
        #expect(v.alpha == 1 && !v.alpha.isNaN)
        #expect(t.header.accumulatorMax == 0)
    }

    // The original looked at the tracking scroll view instead.
    @Test("The web-content opt-out looks at the scroll view being injected")
    func webContentOptOutChecksInjectedScrollView() {
        let controller = FlexibleHeaderController()
        controller.useAdditionalSafeAreaInsetsForWebKitScrollViews = true
        let header = controller.headerView
        let plain = makeScrollNode(height: 100, contentHeight: 1000)
        let web = makeScrollNode(height: 100, contentHeight: 1000)
        web.isWebContent = true
        header.trackingScrollView = plain
        header.trackingScrollWillChange(toScrollView: web)
        #expect(web.contentInset.top == 0)
        header.trackingScrollView = web
        let other = makeScrollNode(height: 100, contentHeight: 1000)
        header.trackingScrollWillChange(toScrollView: other)
        #expect(other.contentInset.top == 56)
    }

    // The original moved the tracking scroll view, whichever one was being injected.
    @Test("Status-bar compensation moves the scroll view being injected, not the tracked one")
    func statusBarCompensationMovesInjectedScrollView() {
        // A device with a sensor housing: hiding the status bar keeps the top inset (59), so
        // nothing re-injects the tracked scroll view before the next injection notices it.
        let window = keepAlive(
            WindowNode(
                size: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 0, right: 0), statusBarHeight: 54,
                scale: 3))
        let root = StatusBarRootController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 393, height: 0))
        root.view.addSubview(header)
        let tracked = makeScrollNode(height: 100, contentHeight: 1000)
        header.trackingScrollView = tracked
        let trackedOffset = tracked.contentOffset
        root.hidesStatusBar = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.isStatusBarHidden && window.safeAreaInsets.top == 59)
        let other = makeScrollNode(height: 100, contentHeight: 1000)
        other.contentOffset.y = 300
        header.trackingScrollWillChange(toScrollView: other)
        #expect(tracked.contentOffset == trackedOffset)
        #expect(other.contentInset.top == 115 && other.contentOffset.y == 300 - 2 * 115)
    }

    // The original used the window's inset even when the header inferred its own.
    @Test("The additional-inset cap uses the header's inferred inset")
    func additionalInsetCapUsesInferredInset() {
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let content = ViewControllerNode()
        window.rootViewController = content
        window.makeKeyAndVisible()
        let source = SafeAreaSourceController()
        source.report(44)
        final class Picker: FlexibleHeaderSafeAreaDelegate {
            let source: ViewControllerNode
            init(_ source: ViewControllerNode) { self.source = source }
            func flexibleHeaderViewControllerTopSafeAreaInsetViewController(_ controller: FlexibleHeaderController) -> ViewControllerNode? { source }
        }
        let picker = Picker(source)
        let controller = FlexibleHeaderController()
        controller.safeAreaDelegate = picker
        content.addChild(controller)
        content.view.addSubview(controller.view)
        controller.inferTopSafeAreaInsetFromViewController = true
        controller.headerView.minimumHeight = 100
        controller.didMove(toParent: content)
        controller.useAdditionalSafeAreaInsetsForWebKitScrollViews = true
        controller.topLayoutGuideViewController = content
        #expect(controller.headerView.topSafeAreaInset == 44)
        // Web content: the height goes to additional insets, and the header over-extends.
        let web = makeScrollNode(height: 400, contentHeight: 2000)
        web.isWebContent = true
        controller.headerView.trackingScrollView = web
        scroll(controller.headerView, web, to: -150)
        #expect(controller.headerView.frame.height == 150)
        // 150 − 44 capped by maximumHeight − T with the header's own T (44), not the window's (20).
        #expect(content.additionalSafeAreaInsets.top == CGFloat(56))
    }

    // The original only resized the header here, skipping shadow, phase and alphas.
    @Test("A safe-area change without a tracking scroll view runs the full commit")
    func safeAreaChangeWithoutScrollViewRunsFullCommit() {
        let header = FlexibleHeaderView()
        let spy = HeaderDelegateSpy()
        header.delegate = spy
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        window.addSubview(header)
        #expect(header.frame.height == 76 && header.shadowOpacity == 0.4)
        #expect(header.scrollPhase == .overExtending && header.scrollPhaseValue == 76)
        #expect(spy.frameChanges >= 1)
        let before = spy.frameChanges
        header.safeAreaInsetsDidChange()
        #expect(spy.frameChanges == before + 1)
    }

    // The original passed the unbounded accumulator on commit (harmless, but inconsistent).
    @Test("The status-bar shifter always receives the bounded accumulator")
    func shifterReceivesBoundedAccumulator() {
        let (header, sv, _, _) = StatusBarTests.classic(behavior: .enabledWithStatusBar)
        scroll(header, sv, to: 400)
        #expect(header.shiftAccumulator > header.accumulatorMax)
        #expect(header.lastStatusBarOffset == header.accumulatorMax)
    }

    // The original re-evaluated the shifter only when the behaviour or the hint changed.
    @Test("The shifter follows the tracking scroll view's paging flag")
    func shifterFollowsPagingFlag() {
        let (header, sv, _, _) = StatusBarTests.classic(behavior: .enabledWithStatusBar)
        #expect(header.shifter.enabled)
        sv.isPagingEnabled = true
        header.trackingScrollViewDidScroll()
        #expect(!header.shifter.enabled)
        header.trackingScrollView = makeScrollNode(height: 100, contentHeight: 1000)
        #expect(header.shifter.enabled)
        header.trackingScrollView = nil
        #expect(header.shifter.enabled)
        header.shiftBehavior = .enabled
        #expect(!header.shifter.enabled)
    }

    // The original returned the missing scroll view, so taps fell through the header.
    @Test("Taps on a header without a tracking scroll view stay on the header")
    func tapsWithoutScrollViewStayOnHeader() {
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 56))
        #expect(header.hitTest(CGPoint(x: 10, y: 10)) === header.contentView)
        let button = ViewNode(frame: CGRect(x: 50, y: 0, width: 50, height: 56))
        header.addSubview(button)
        header.forwardTouchEvents(for: button)
        #expect(header.hitTest(CGPoint(x: 60, y: 10)) === button)
        let sv = makeScrollNode(height: 100, contentHeight: 1000)
        header.trackingScrollView = sv
        #expect(header.hitTest(CGPoint(x: 10, y: 10)) === sv)
        #expect(header.hitTest(CGPoint(x: 60, y: 10)) === sv)
        header.stopForwardingTouchEvents(for: button)
        #expect(header.hitTest(CGPoint(x: 60, y: 10)) === button)
    }

    // The original deferred this work to a later run-loop turn.
    @Test("A VoiceOver change clamps and lays out synchronously")
    func voiceOverChangeClampsAndLaysOutSynchronously() {
        let table = TableController()
        table.contentHeight = 2000
        let controller = FlexibleHeaderController()
        _ = table.view
        table.addChild(controller)
        table.table.addSubview(controller.view)
        controller.headerView.trackingScrollView = table.table
        controller.didMove(toParent: table)
        let header = controller.headerView
        table.table.contentOffset.y = -200
        header.trackingScrollViewDidScroll()
        #expect(header.frame.height == 200)
        var voiceOver = true
        header.voiceOverStatus = { voiceOver }
        header.voiceOverStatusDidChange()
        #expect(table.table.contentOffset.y == -56)
        #expect(header.frame.height == 56 && header.transform.tY == -56)
        #expect(header.frameClock.isIdle)
        voiceOver = false
        header.voiceOverStatusDidChange()
        #expect(header.frame.height == 56)
    }
}

@Suite("Quirks of the original kept on purpose")
struct KeptBehaviourTests {
    // Kept: in the original a nil layout-guide controller still turns adjustment on.
    @Test("A container turning adjustment off leaves its header controller in adjustment mode")
    func containerTurningAdjustmentOffLeavesHeaderControllerAdjusting() {
        let content = ViewControllerNode()
        let container = FlexibleHeaderContainerController(contentViewController: content)
        container.isTopLayoutGuideAdjustmentEnabled = true
        _ = container.view
        let written = content.additionalSafeAreaInsets.top
        container.isTopLayoutGuideAdjustmentEnabled = false
        #expect(container.headerViewController.isTopLayoutGuideAdjustmentEnabled)
        #expect(container.headerViewController.topLayoutGuideViewController == nil)
        container.headerViewController.headerView.shiftHeaderOffScreen(animated: false)
        #expect(content.additionalSafeAreaInsets.top == written)
    }

    // Kept as the original's code behaves, although its documentation says otherwise.
    @Test("Observation is allowed with hideable; inferring does not enable adjustment")
    func observationAllowedWithHideableAndInferringLeavesAdjustmentOff() {
        let header = FlexibleHeaderView()
        header.shiftBehavior = .hideable
        let diagnostics = Diagnostics.capture { header.observesTrackingScrollViewScrollEvents = true }
        #expect(diagnostics.isEmpty && header.observesTrackingScrollViewScrollEvents)
        let controller = FlexibleHeaderController()
        controller.inferTopSafeAreaInsetFromViewController = true
        #expect(!controller.isTopLayoutGuideAdjustmentEnabled)
    }
}
