import Canopy
import Foundation
import Testing

@Suite("Touch delivery")
struct TouchDeliveryTests {
    @Test("A tap delivers began then ended to the hit view, in its coordinates, on the frame clock")
    func tapDelivers() throws {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(100, 100, 50, 50))
        w.addSubview(v)
        var times: [TimeInterval] = []
        final class Probe: ViewNode {
            var onTouch: (Touch, Event?) -> Void = { _, _ in }
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { touches.forEach { onTouch($0, event) } }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { touches.forEach { onTouch($0, event) } }
        }
        let probe = Probe(frame: R(0, 0, 10, 10))
        v.addSubview(probe)
        probe.onTouch = { t, e in
            times.append(t.timestamp)
            #expect(t.view === probe)
            #expect(t.window === w)
            #expect(e?.timestamp == t.timestamp)
            #expect(e?.allTouches?.contains(t) == true)
        }
        let start = w.clock.now
        w.tap(at: P(120, 130))
        #expect(v.log == ["v began (20, 30) n=1", "v ended (20, 30) n=1"])
        w.tap(at: P(105, 105))
        #expect(times.count == 2)
        #expect(abs(times[0] - start - 0.6) > 0)  // the second tap came later
        #expect(abs(times[1] - times[0] - WindowNode.tapDuration) < 1e-9)
    }

    @Test("Hidden, transparent and non-interactive views are skipped; the view behind gets the touch")
    func skipsIneligible() {
        let w = touchWindow()
        let back = TouchRecorder("back", frame: R(0, 0, 200, 200))
        let front = TouchRecorder("front", frame: R(0, 0, 200, 200))
        w.addSubview(back)
        w.addSubview(front)
        for change in [
            { front.isHidden = true },
            {
                front.isHidden = false; front.alpha = 0.005
            },
            {
                front.alpha = 1; front.isUserInteractionEnabled = false
            },
        ] {
            change()
            back.log = []
            front.log = []
            w.tap(at: P(10, 10))
            #expect(back.log == ["back began (10, 10) n=1", "back ended (10, 10) n=1"])
            #expect(front.log.isEmpty)
        }
    }

    @Test("Views that do not handle touches pass them up the responder chain to their superview")
    func forwardsToSuperview() {
        let w = touchWindow()
        let outer = TouchRecorder("outer", frame: R(0, 0, 300, 300))
        let middle = TouchRecorder("middle", frame: R(10, 10, 200, 200))
        middle.forwards = true
        let plain = ViewNode(frame: R(10, 10, 100, 100))
        w.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(plain)
        w.tap(at: P(25, 25))
        #expect(middle.log == ["middle began (15, 15) n=1", "middle ended (15, 15) n=1"])
        #expect(outer.log == ["outer began (25, 25) n=1", "outer ended (25, 25) n=1"])
    }

    @Test("Forwarding through a chain of 20,000 plain views reaches the top without exhausting the stack")
    func deepForwarding() {
        let w = touchWindow()
        let top = TouchRecorder("top", frame: R(0, 0, 100, 100))
        w.addSubview(top)
        var parent: ViewNode = top
        for _ in 0..<20_000 {
            let v = ViewNode(frame: R(0, 0, 100, 100))
            parent.addSubview(v)
            parent = v
        }
        w.tap(at: P(5, 5))
        #expect(top.log == ["top began (5, 5) n=1", "top ended (5, 5) n=1"])
    }

    @Test("A sequence delivers moves with current and previous locations, and lifting where the finger is")
    func sequence() throws {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 300, 300))
        w.addSubview(v)
        var previous: [CGPoint] = []
        final class Mover: ViewNode {
            var onMove: (Touch) -> Void = { _ in }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { touches.forEach(onMove) }
        }
        let m = Mover(frame: R(0, 0, 300, 300))
        w.addSubview(m)
        m.onMove = { t in
            previous.append(t.previousLocation(in: m))
            #expect(t.phase == .moved)
        }
        let touch = try #require(w.beginTouch(at: P(10, 10)))
        #expect(touch.phase == .began)
        w.clock.advanceFrame()
        w.moveTouch(touch, to: P(20, 10))
        w.moveTouch(touch, to: P(30, 15))
        #expect(touch.location(in: m) == P(30, 15))
        #expect(previous == [P(10, 10), P(20, 10)])
        w.endTouch(touch)
        #expect(touch.phase == .ended)
        #expect(w.activeTouches.isEmpty)
        let d = Diagnostics.capture { w.moveTouch(touch, to: P(1, 1)) }
        #expect(d.map(\.code) == ["touch.notActive"])
    }

    @Test("Taps in quick succession count up tapCount; a pause or a distant tap starts again at 1")
    func tapCount() {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 300, 300))
        w.addSubview(v)
        w.tap(at: P(50, 50), count: 3)
        #expect(v.log.filter { $0.contains("began") } == ["v began (50, 50) n=1", "v began (50, 50) n=2", "v began (50, 50) n=3"])
        v.log = []
        w.tap(at: P(50, 50))
        #expect(v.log.first == "v began (50, 50) n=1")
    }

    @Test("Taps outside the window, on missing or hidden identifiers, or non-finite points are diagnostics")
    func badTaps() {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 100, 100))
        v.accessibilityIdentifier = "v"
        w.addSubview(v)
        let hidden = ViewNode(frame: R(0, 0, 10, 10))
        hidden.accessibilityIdentifier = "hidden"
        hidden.isHidden = true
        w.addSubview(hidden)
        let off = ViewNode(frame: R(-500, 0, 10, 10))
        off.accessibilityIdentifier = "off"
        w.addSubview(off)
        let codes = Diagnostics.capture {
            w.tap(at: P(-1, 10))
            w.tap(at: P(10, 10_000))
            w.tap(at: P(.nan, 1))
            w.tap(identifier: "nobody")
            w.tap(identifier: "hidden")
            w.tap(identifier: "off")
            w.tap(at: P(1, 1), count: 0)
        }.map(\.code)
        #expect(
            codes == [
                "touch.outsideWindow", "touch.outsideWindow", "touch.invalidSequence", "touch.missingView", "touch.hiddenView", "touch.hiddenView",
                "touch.invalidCount",
            ])
        #expect(v.log.isEmpty)
        w.tap(identifier: "v")
        #expect(v.log == ["v began (50, 50) n=1", "v ended (50, 50) n=1"])
    }

    @Test("A hidden window takes no touches")
    func hiddenWindow() {
        let w = WindowNode(device: .iPhoneSE)
        let codes = Diagnostics.capture { w.tap(at: P(10, 10)) }.map(\.code)
        #expect(codes == ["touch.noView"])
    }

    @Test("A tap from inside a frame of the clock is refused rather than advancing the clock re-entrantly")
    func tapDuringFrame() {
        let w = touchWindow()
        var codes: [String] = []
        var token: FrameHandlerToken?
        token = w.clock.addFrameHandler { _ in
            codes = Diagnostics.capture { w.tap(at: P(10, 10)) }.map(\.code)
            token?.cancel()
        }
        w.clock.advanceFrame()
        #expect(codes == ["touch.duringFrame"])
    }

    @Test("A cancelled finger reaches the view as touchesCancelled")
    func cancel() throws {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 100, 100))
        w.addSubview(v)
        let t = try #require(w.beginTouch(at: P(5, 5)))
        w.cancelTouch(t)
        #expect(v.log == ["v began (5, 5) n=1", "v cancelled (5, 5) n=1"])
        #expect(t.phase == .cancelled)
    }
}
