import Canopy
import Foundation
import Testing

/// Unretained references read their object while it lives and nil once it is gone, without
/// keeping it alive.
@Suite("Lifetime anchors")
struct LifetimeAnchorTests {
    @Test("Given a node, when its last owner lets go, then its anchor reads nil")
    func nodeAnchorClearsOnDeinit() {
        var node: ViewNode? = ViewNode()
        let anchor = node!.lifetimeAnchor
        #expect(anchor.object === node)
        #expect(node!.lifetimeAnchor === anchor, "one anchor per object")
        node = nil
        #expect(anchor.object == nil)
    }

    @Test("Given a controller and a clock, when they are released, then their anchors read nil")
    func controllerAndClockAnchorsClearOnDeinit() {
        var controller: ViewControllerNode? = ViewControllerNode()
        var clock: FrameClock? = FrameClock()
        let controllerAnchor = controller!.lifetimeAnchor
        let clockAnchor = clock!.lifetimeAnchor
        controller = nil
        clock = nil
        #expect(controllerAnchor.object == nil)
        #expect(clockAnchor.object == nil)
    }

    @Test("Given a scheduled action, when its clock is gone, then cancelling it does nothing")
    func scheduledActionOutlivesItsClock() {
        var clock: FrameClock? = FrameClock()
        var ran = false
        let action = clock!.schedule(after: 1) { ran = true }
        clock = nil
        action.cancel()
        #expect(!ran)
    }

    @Test("Given a fling, when the scroll node is released mid-motion, then the clock runs on without it")
    func motionOutlivesItsScrollNode() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var list: ScrollNode? = ScrollNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        list!.contentSize = CGSize(width: 100, height: 5000)
        root.addSubview(list!)
        let rootClock = root.frameClock
        list!.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        rootClock.advanceFrame()
        #expect(!rootClock.isIdle, "the animated offset change is still running")
        list!.removeFromSuperview()
        list = nil
        rootClock.advanceFrame()
        #expect(rootClock.isIdle, "a motion whose scroll node is gone finishes at its next frame")
    }
}
