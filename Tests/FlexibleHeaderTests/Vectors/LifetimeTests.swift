import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Lifetimes")
struct LifetimeTests {
    @Test("Headers, controllers and containers are released after use, even mid-animation")
    func noRetainCycles() {
        weak var weakHeader: FlexibleHeaderView?
        weak var weakController: FlexibleHeaderController?
        weak var weakContainer: FlexibleHeaderContainerController?
        let sv = makeScrollNode(height: 100, contentHeight: 1000)
        do {
            let container = FlexibleHeaderContainerController(contentViewController: ViewControllerNode())
            _ = container.view
            let controller = container.headerViewController
            controller.showsHairline = true
            controller.inferTopSafeAreaInsetFromViewController = true
            let header = controller.headerView
            header.shiftBehavior = .enabledWithStatusBar
            header.observesTrackingScrollViewScrollEvents = false
            header.trackingScrollView = sv
            sv.delegate = controller
            sv.contentOffset.y = 30
            header.shiftHeaderOffScreen(animated: true)
            weakHeader = header
            weakController = controller
            weakContainer = container
        }
        #expect(weakHeader == nil && weakController == nil && weakContainer == nil)
        sv.contentOffset.y = 10
    }
}
