import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Returns a fixed controller as the safe-area source.
final class FixedSourcePicker: FlexibleHeaderSafeAreaDelegate {
    weak var source: ViewControllerNode?
    init(_ source: ViewControllerNode?) { self.source = source }
    func flexibleHeaderViewControllerTopSafeAreaInsetViewController(_ controller: FlexibleHeaderController)
        -> ViewControllerNode?
    { source }
}

/// Counts layout-delegate callbacks.
final class LayoutSpy: FlexibleHeaderLayoutDelegate {
    var calls = 0
    func flexibleHeaderViewController(
        _ controller: FlexibleHeaderController, flexibleHeaderViewFrameDidChange headerView: FlexibleHeaderView
    ) { calls += 1 }
}

@Suite("No feedback loops through the layout-guide controller")
struct FeedbackLoopTests {
    @Test("A safe-area delegate pointing at the layout-guide controller settles without a diagnostic")
    func delegatedSource() {
        let picker = FixedSourcePicker(nil)
        var e: Embedded?
        let diagnostics = Diagnostics.capture {
            e = Embedded(.e20) {
                picker.source = $0.parent
                $0.safeAreaDelegate = picker
                $0.inferTopSafeAreaInsetFromViewController = true
                $0.topLayoutGuideViewController = $0.parent
            }
        }
        guard let e else { return }
        #expect(diagnostics.isEmpty)
        #expect(e.header.topSafeAreaInset == 20 && e.header.frame.height == 70 && e.additional == 50)
        for _ in 0..<5 { e.header.safeAreaInsetsDidChange() }
        #expect(e.header.frame.height == 70 && e.additional == 50)
    }

    @Test("A layout-guide controller in the middle of the chain leaves the root's inset alone")
    func middleAncestor() {
        let root = ViewControllerNode()
        let middle = ViewControllerNode()
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.addChild(middle)
        root.view.addSubview(middle.view)
        middle.didMove(toParent: root)
        let controller = FlexibleHeaderController()
        controller.headerView.minMaxHeightIncludesSafeArea = false
        controller.headerView.minimumHeight = 50
        controller.headerView.maximumHeight = 100
        middle.addChild(controller)
        middle.view.addSubview(controller.view)
        let diagnostics = Diagnostics.capture {
            controller.inferTopSafeAreaInsetFromViewController = true
            controller.topLayoutGuideViewController = middle
            controller.didMove(toParent: middle)
        }
        #expect(diagnostics.isEmpty)
        #expect(controller.headerView.topSafeAreaSourceViewController === root)
        #expect(controller.headerView.frame.height == 70 && middle.additionalSafeAreaInsets.top == 50)
    }

    @Test("The layout delegate hears every header frame change")
    func layoutDelegate() {
        let spy = LayoutSpy()
        let t = TrackedHeader(.e0)
        let controller = FlexibleHeaderController()
        controller.layoutDelegate = spy
        controller.headerView.shiftBehavior = .enabled
        let sv = makeScrollNode(height: 100, contentHeight: 1000)
        controller.headerView.trackingScrollView = sv
        let before = spy.calls
        scroll(controller.headerView, sv, to: 10)
        scroll(controller.headerView, sv, to: 20)
        #expect(spy.calls == before + 2)
        _ = t
    }
}
