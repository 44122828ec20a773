import Foundation
import Testing

@testable import Canopy

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

    @Test("Given a controller, when it is released, then its anchor reads nil")
    func controllerAnchorClearsOnDeinit() {
        var controller: ViewControllerNode? = ViewControllerNode()
        let controllerAnchor = controller!.lifetimeAnchor
        controller = nil
        #expect(controllerAnchor.object == nil)
    }

    /// An anchored type that breaks the invariant: its deinit does not clear its anchor.
    final class ForgetfulObject: LifetimeAnchored {
        var lifetimeAnchorStorage: LifetimeAnchor?
    }

    #if DEBUG
        @Test("Given an object whose deinit forgets its anchor, when the anchor is read, then a debug build stops")
        func forgottenAnchorStopsDebugBuilds() async {
            await #expect(processExitsWith: .failure) {
                var object: ForgetfulObject? = ForgetfulObject()
                let anchor = object!.lifetimeAnchor
                object = nil
                _ = anchor.object
            }
        }

        @Test("Given a node's anchor, when it is read on another thread, then a debug build stops")
        func anchorReadOffThreadStopsDebugBuilds() async {
            await #expect(processExitsWith: .failure) { LifetimeAnchorTests.readAnchorOffThread() }
        }

        /// Reads a live node's anchor on a second thread and waits for the read.
        static func readAnchorOffThread() {
            let node = ViewNode()
            nonisolated(unsafe) let anchor = node.lifetimeAnchor
            let done = DispatchSemaphore(value: 0)
            Thread {
                _ = anchor.object
                done.signal()
            }.start()
            done.wait()
            withExtendedLifetime(node) {}
        }
    #endif

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
