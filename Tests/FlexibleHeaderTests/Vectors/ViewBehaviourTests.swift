import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("View-level behaviour")
struct ViewBehaviourTests {
    @Test("A header inside its table stays pinned on screen and front-most")
    func parentTracking() {
        let window = keepAlive(WindowNode(device: .iPhoneSE))
        let table = TableController()
        table.contentHeight = 2000
        let controller = FlexibleHeaderController()
        window.rootViewController = table
        window.makeKeyAndVisible()
        table.addChild(controller)
        table.table.addSubview(controller.view)
        controller.headerView.trackingScrollView = table.table
        controller.didMove(toParent: table)
        let header = controller.headerView
        for y: CGFloat in [-header.maximumHeight, 0, 300, 650] {
            table.table.contentOffset.y = y
            header.trackingScrollViewDidScroll()
            table.table.addSubview(ViewNode(frame: CGRect(x: 0, y: y + 100, width: 375, height: 44)))
            header.trackingScrollViewDidScroll()
            #expect(header.transform.tY == y)
            #expect(table.table.subviews.last === header)
            let onScreen = header.convert(header.bounds, to: nil)
            #expect(approx(onScreen.minY, header.frame.minY - y))
        }
    }

    @Test("A device change lays the header out for the new size")
    func sizeTransition() {
        let window = keepAlive(WindowNode(device: .iPhone15))
        let root = ViewControllerNode()
        let controller = FlexibleHeaderController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.addChild(controller)
        controller.view.frame = root.view.bounds
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        #expect(controller.headerView.frame.height == CGFloat(115))
        window.device = .iPhone15Landscape
        #expect(controller.headerView.frame.width == 852)
        #expect(controller.headerView.frame.height == CGFloat(56))
        #expect(!controller.headerView.orientationIsChanging)
    }

    @Test("animate runs the block and layout now and completes after 0.2 s")
    func animateHelper() {
        let t = TrackedHeader(.e0)
        var ran = false
        var completed = false
        t.header.animate(animations: { ran = true }, completion: { completed = $0 })
        #expect(ran && !completed && !t.header.isAnimatingLayoutUpdate)
        t.header.frameClock.advance(by: 0.19)
        #expect(!completed)
        t.header.frameClock.advance(by: 0.02)
        #expect(completed)
    }

    @Test("Scroll events inside changeContentInsets are ignored")
    func changeInsetsIgnoresEvents() {
        let t = TrackedHeader(.e0)
        t.scroll(to: 0)
        t.header.changeContentInsets {
            t.scrollView.contentOffset.y = 30
            t.header.trackingScrollViewDidScroll()
        }
        #expect(t.header.frame.minY == 0)
    }

    @Test("The table-view guard undoes one automatic offset jump after switching")
    func tableGuard() {
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let header = FlexibleHeaderView()
        window.addSubview(header)
        header.sharedWithManyScrollViews = true
        let first = makeScrollNode(height: 400, contentHeight: 2000)
        let table = makeScrollNode(height: 400, contentHeight: 2000)
        table.isTableView = true
        header.trackingScrollView = first
        header.trackingScrollView = table
        #expect(header.trackingInfo?.shouldIgnoreNextSafeAreaAdjustment == true)
        let before = table.contentOffset
        table.contentOffset.y = before.y - 20
        header.trackingScrollViewDidScroll()
        #expect(table.contentOffset == before)
        #expect(header.trackingInfo?.shouldIgnoreNextSafeAreaAdjustment == false)
    }

    @Test("A refreshing control counts as client inset")
    func refreshControl() {
        let t = TrackedHeader(.e0, behavior: .disabled)
        t.scrollView.refreshControl = ScrollNode.RefreshControl(isRefreshing: true, height: 60)
        t.scroll(to: -116)
        #expect(t.header.frame.height == 56)
        t.scrollView.refreshControl = ScrollNode.RefreshControl(isRefreshing: false, height: 60)
        t.scroll(to: -116)
        #expect(t.header.frame.height == 116)
    }

    @Test("Deltas at the bottom of the content do not shift the header")
    func overExtendingBottom() {
        let t = TrackedHeader(.e0, height: 100, contentHeight: 300)
        t.scroll(to: 10)
        #expect(t.header.frame.minY == -10)
        t.scroll(to: 250)
        let atBottom = t.header.frame.minY
        t.scroll(to: 240)
        #expect(t.header.frame.minY == atBottom)
    }

    @Test("The size that fits is the minimum height, and the content view follows the bounds")
    func sizeThatFitsIsMinimumHeight() {
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        #expect(header.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 10, height: 56))
        header.sizeToFit()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(header.contentView.frame == header.bounds)
    }

    @Test("Switching back to disabled brings a shifted header back on screen")
    func backToDisabled() {
        let t = TrackedHeader(.e0)
        t.scroll(to: 200)
        #expect(t.header.frame.minY == -56)
        t.header.shiftBehavior = .disabled
        t.header.frameClock.runUntilIdle()
        #expect(t.header.frame.minY == 0 && !t.header.isShiftedOffscreen)
    }
}
