import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Refused calls report diagnostics and change nothing")
struct DiagnosticsTests {
    @Test(
        "Enabling observation while shifting is enabled is refused",
        arguments: [FlexibleHeaderView.ShiftBehavior.enabled, .enabledWithStatusBar])
    func observingWhileShiftingIsRefused(behavior: FlexibleHeaderView.ShiftBehavior) {
        let header = FlexibleHeaderView()
        header.shiftBehavior = behavior
        let diagnostics = Diagnostics.capture { header.observesTrackingScrollViewScrollEvents = true }
        #expect(diagnostics.map(\.code) == ["header.shiftWhileObserving"])
        #expect(!header.observesTrackingScrollViewScrollEvents && header.shiftBehavior == behavior)
    }

    @Test(
        "Enabling shifting while observing is refused",
        arguments: [FlexibleHeaderView.ShiftBehavior.enabled, .enabledWithStatusBar])
    func shiftingWhileObservingIsRefused(behavior: FlexibleHeaderView.ShiftBehavior) {
        let header = FlexibleHeaderView()
        header.observesTrackingScrollViewScrollEvents = true
        let diagnostics = Diagnostics.capture { header.shiftBehavior = behavior }
        #expect(diagnostics.map(\.code) == ["header.shiftWhileObserving"])
        #expect(header.observesTrackingScrollViewScrollEvents && header.shiftBehavior == .disabled)
    }

    @Test("Forwarding scroll events while observing is refused")
    func forwardingScrollEventsWhileObservingIsRefused() {
        let header = FlexibleHeaderView()
        header.observesTrackingScrollViewScrollEvents = true
        header.shiftBehavior = .hideable
        let sv = makeScrollNode(height: 100, contentHeight: 1000)
        header.trackingScrollView = sv
        sv.contentOffset.y = 20
        let frame = header.frame
        var target = CGPoint(x: 0, y: -20)
        var returned = true
        let diagnostics = Diagnostics.capture {
            header.trackingScrollViewDidScroll()
            header.trackingScrollViewDidEndDraggingWillDecelerate(true)
            header.trackingScrollViewDidEndDecelerating()
            returned = header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target)
        }
        #expect(diagnostics.count == 4 && diagnostics.allSatisfy { $0.code == "header.eventWhileObserving" })
        #expect(!returned && target.y == -20 && header.frame == frame && !header.didDecelerate)
        let adjusted = Diagnostics.capture { header.trackingScrollViewDidChangeAdjustedContentInset(sv) }
        #expect(adjusted.isEmpty)
    }

    @Test("Setting a status-bar style while it is inferred is refused")
    func settingInferredStatusBarStyleIsRefused() {
        let controller = FlexibleHeaderController()
        let diagnostics = Diagnostics.capture { controller.preferredStatusBarStyle = .lightContent }
        #expect(diagnostics.map(\.code) == ["header.statusBarStyleInferred"])
        #expect(controller.preferredStatusBarStyle == .darkContent)
        controller.inferPreferredStatusBarStyle = false
        #expect(controller.preferredStatusBarStyle == .default)
    }

    @Test("Web-content insets without a layout-guide controller are reported")
    func webContentWithoutLayoutGuideControllerIsReported() {
        let controller = FlexibleHeaderController()
        controller.useAdditionalSafeAreaInsetsForWebKitScrollViews = true
        let diagnostics = Diagnostics.capture { controller.updateTopLayoutGuide() }
        #expect(diagnostics.map(\.code) == ["header.webContentWithoutLayoutGuideController"])
    }

    @Test("A header controller whose parent sits in a container is reported")
    func headerControllerInsideContainerIsReported() {
        let content = ViewControllerNode()
        let container = FlexibleHeaderContainerController(contentViewController: content)
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667)))
        window.rootViewController = container
        window.makeKeyAndVisible()
        let nested = FlexibleHeaderController()
        content.addChild(nested)
        let diagnostics = Diagnostics.capture { content.view.addSubview(nested.view) }
        #expect(diagnostics.map(\.code).contains("header.nestedContainer"))
    }

    @Test(
        "Invalid heights are refused",
        arguments: [CGFloat.nan, .infinity, -.infinity, -1])
    func invalidHeightsAreRefused(value: CGFloat) {
        let header = FlexibleHeaderView()
        let diagnostics = Diagnostics.capture {
            header.minimumHeight = value
            header.maximumHeight = value
            header.minimumHeaderViewHeight = value
        }
        #expect(diagnostics.count == 3 && diagnostics.allSatisfy { $0.code == "header.invalidHeight" })
        #expect(header.minimumHeight == 56 && header.maximumHeight == 56 && header.minimumHeaderViewHeight == 0)
        #expect(!header.heights.minimumIsExplicit && !header.heights.maximumIsExplicit)
    }

    @Test("Invalid shadow opacities are refused", arguments: [Float.nan, .infinity, -0.1, 1.5])
    func invalidShadowOpacitiesAreRefused(value: Float) {
        let header = FlexibleHeaderView()
        let diagnostics = Diagnostics.capture { header.visibleShadowOpacity = value }
        #expect(diagnostics.map(\.code) == ["header.invalidShadowOpacity"])
        #expect(header.visibleShadowOpacity == 0.4)
    }

    @Test("Non-finite offsets never reach the header's frame")
    func nonFiniteOffsets() {
        let t = TrackedHeader(.e0)
        let diagnostics = Diagnostics.capture {
            t.scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
            t.header.trackingScrollViewDidScroll()
            var target = CGPoint(x: 0, y: CGFloat.nan)
            t.header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target)
        }
        #expect(diagnostics.map(\.code) == ["geometry.nonFinite", "header.nonFiniteOffset"])
        #expect(t.header.frame.isFiniteRect)
    }
}
