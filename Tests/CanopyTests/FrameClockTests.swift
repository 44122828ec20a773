import Canopy
import Foundation
import Testing

@Suite("Frame clock")
struct FrameClockTests {
    @Test("Frames happen at multiples of the frame duration")
    func frameTimes() {
        let c = FrameClock()
        for _ in 0..<3 { c.advanceFrame() }
        #expect(c.now == 3.0 / 60.0)
    }

    @Test("advance(by:) runs due frames and sets now exactly")
    func advance() {
        let c = FrameClock()
        var frames = 0
        let token = c.addFrameHandler { _ in frames += 1 }
        c.advance(by: 0.1)
        #expect(frames == 6)
        #expect(c.now == 0.1)
        c.advance(by: 0)
        #expect(frames == 6)
        token.cancel()
        c.advance(by: 1000)
        #expect(frames == 6)
        #expect(c.now == 1000.1)
    }

    @Test("runUntilIdle stops at the limit for a handler that never cancels")
    func runUntilIdleLimit() {
        let c = FrameClock()
        let token = c.addFrameHandler { _ in }
        #expect(c.runUntilIdle(maxFrames: 50) == 50)
        #expect(c.runUntilIdle(maxFrames: 0) == 0)
        #expect(c.runUntilIdle(maxFrames: -3) == 0)
        _ = token
    }

    @Test("Releasing a frame-handler token stops the handler")
    func tokenRelease() {
        let c = FrameClock()
        var calls = 0
        do { _ = c.addFrameHandler { _ in calls += 1 } }
        c.advanceFrame()
        #expect(calls == 0)
        #expect(c.isIdle)
    }

    @Test("Scheduled actions fire earliest first, ties in order, never synchronously")
    func scheduled() {
        let c = FrameClock()
        var order: [String] = []
        c.schedule(after: 0.05) { order.append("b") }
        c.schedule(after: 0.01) { order.append("a") }
        c.schedule(after: 0.05) { order.append("c") }
        c.schedule(after: 0) { order.append("now") }
        #expect(order.isEmpty)
        #expect(!c.isIdle)
        c.runUntilIdle()
        // "a" (due 0.01 s) is earlier than the zero-delay action, which waits for frame 1 (0.0167 s).
        #expect(order == ["a", "now", "b", "c"])
        let cancelled = c.schedule(after: 0.1) { order.append("x") }
        cancelled.cancel()
        c.runUntilIdle()
        #expect(order.count == 4)
    }

    @Test("Bad intervals are refused and leave the clock unchanged")
    func badIntervals() {
        let c = FrameClock()
        let d = Diagnostics.capture {
            c.frameDuration = 0
            c.frameDuration = .nan
            c.advance(by: -1)
            c.advance(by: .infinity)
        }
        #expect(d.map(\.code) == Array(repeating: "clock.invalidInterval", count: 4))
        #expect(c.frameDuration == 1.0 / 60.0)
        #expect(c.now == 0)
    }

    @Test("animate(withDuration:) applies now and completes after the duration")
    func animateHelper() {
        let v = ViewNode()
        var done: Bool?
        ViewNode.animate(withDuration: 0.2, animations: { v.alpha = 0.5 }, completion: { done = $0 })
        #expect(v.alpha == 0.5)
        #expect(done == nil)
        v.frameClock.advance(by: 0.1)
        #expect(done == nil)
        v.frameClock.advance(by: 0.1)
        #expect(done == true)
    }

    @Test("A frame lays out the owning tree")
    func frameLaysOut() {
        let w = WindowNode(device: .iPhoneSE)
        let v = ViewNode(frame: R(0, 0, 10, 10))
        w.addSubview(v)
        #expect(v.needsLayout)
        w.clock.advanceFrame()
        #expect(!v.needsLayout)
        #expect(v.frameClock === w.clock)
        let detached = ViewNode()
        let child = ViewNode()
        detached.addSubview(child)
        #expect(child.frameClock === detached.frameClock)
    }
}

@Suite("Frame clock limits")
struct FrameClockLimitTests {
    @Test("Advancing a busy clock by years is refused instead of hanging")
    func busyForever() {
        let c = FrameClock()
        let token = c.addFrameHandler { _ in }
        let d = Diagnostics.capture { c.advance(by: 1e9) }
        #expect(d.map(\.code) == ["clock.invalidInterval"])
        #expect(c.now == 0)
        #expect(c.frameIndex == 0)
        token.cancel()
    }

    @Test("Advancing an idle clock by an enormous interval returns at once")
    func idleForever() {
        let c = FrameClock()
        c.advance(by: 1e300)
        #expect(c.now == 1e300)
    }

    @Test("A swipe that would last for ages is refused")
    func endlessSwipe() {
        let s = ScrollNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentSize = CGSize(width: 100, height: 1000)
        let d = Diagnostics.capture { s.simulateSwipe(distance: 10, duration: 1e300) }
        #expect(d.map(\.code) == ["scroll.invalidSwipe"])
        #expect(!s.isDragging)
    }

    @Test("A label with a microscopic font still lays out")
    func tinyFont() {
        let l = LabelNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        l.text = "tiny"
        l.font = .system(size: 1e-300)
        l.textMetrics = FixedTextMetrics()
        l.numberOfLines = 0
        l.draw(in: RecordingCanvas())
        #expect(l.sizeThatFits(CGSize(width: 100, height: 100)).width >= 0)
    }
}
