import Canopy
import Foundation
import Testing

/// Values at the edge of the representable range are refused or printed, never trapped on.
@Suite("Traps become refusals")
struct TrapTests {
    @Test("The debug description prints frames of 1e300 without an integer conversion trap")
    func describesHugeFrames() {
        let root = ViewNode(frame: CGRect(x: 1e300, y: -1e300, width: 1e300, height: 5))
        let description = root.debugTreeDescription()
        #expect(description.contains("1e+300"))
        #expect(description.contains("-1e+300"))
        #expect(description.contains(",5)"))
    }

    @Test("advance(by:) refuses an interval that would make the time infinite, naming it")
    func advanceRefusesInfiniteTime() {
        let clock = FrameClock()
        clock.advance(by: 1e308)
        #expect(clock.now == 1e308)
        let d = Diagnostics.capture { clock.advance(by: 1e308) }
        #expect(d.map(\.code) == ["clock.invalidInterval"])
        #expect(d.first?.message.contains("1e+308") == true)
        #expect(clock.now == 1e308)
        clock.advance(by: 0)
        #expect(clock.now == 1e308)
    }

    @Test("Repeated huge advances never overflow the frame counter")
    func advanceNeverOverflowsFrameIndex() {
        let clock = FrameClock()
        clock.frameDuration = 1e-300
        for _ in 0..<1_000 { clock.advance(by: 1e10) }
        clock.frameDuration = 1.0 / 60
        for _ in 0..<1_000 { clock.advance(by: 1e13) }
        #expect(clock.now == 1e13 + 1e16)
        #expect(clock.frameIndex >= 0)
        #expect(clock.frameIndex <= FrameClock.maximumFrameIndex)
        clock.advanceFrame()
        #expect(clock.now.isFinite)
    }

    @Test("A frame handler that advances its own clock is refused instead of recursing")
    func reentrantAdvanceRefused() {
        let clock = FrameClock()
        var calls = 0
        let token = clock.addFrameHandler { c in
            calls += 1
            c.advanceFrame()
            c.advance(by: 1)
            c.runUntilIdle(maxFrames: 5)
        }
        let d = Diagnostics.capture { clock.advanceFrame() }
        #expect(calls == 1)
        #expect(d.map(\.code) == ["clock.reentrantAdvance", "clock.reentrantAdvance", "clock.reentrantAdvance"])
        #expect(clock.frameIndex == 1)
        token.cancel()
        clock.advanceFrame()
        #expect(clock.frameIndex == 2)
    }
}

/// Time so large that a frame no longer moves it.
@Suite("Clock precision")
struct ClockPrecisionTests {
    @Test("A busy clock whose time is too large for a frame to move it refuses to advance instead of hanging")
    func absorbedFrameRefused() {
        let clock = FrameClock()
        clock.advance(by: 1e300)
        let token = clock.addFrameHandler { _ in }
        let d = Diagnostics.capture { clock.advance(by: 0.3) }
        #expect(d.map(\.code) == ["clock.invalidInterval"])
        #expect(clock.runUntilIdle(maxFrames: 5) == 5)
        token.cancel()
    }
}
