import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Ending an event that kept the header still, as a value: the recorded phone of
/// `HeaderSolverTests`, its content 150 points down so the scroll position asks for a
/// 150-point header.
@Suite("Header solver: ending a held event")
struct HeaderSolverHoldTests {
    private func world() -> SolverWorld {
        var w = SolverWorld()
        w.settings.preventsJumps = true
        w.attach()
        w.scroll(to: -150)
        w.isTracking = false
        return w
    }

    @Test("A header the event moved goes back to the held frame, the difference kept as a correction")
    func movedHeaderGoesBack() {
        var w = world()
        #expect(w.boundsHeight == 150)
        let e = w.step { $0.endHold(ContinuityHold(height: 200, top: 0, hadDetentMotion: false)) }
        #expect(e.boundsHeight == 200)
        #expect(e.didCommit)
        #expect(w.state.continuity.height == 50)
        #expect(w.boundsHeight == 200)
        #expect(w.centerY == 100)
    }

    @Test("A header still showing the held frame decides nothing")
    func heldHeaderStays() {
        var w = world()
        let e = w.step { $0.endHold(ContinuityHold(height: 150, top: 0, hadDetentMotion: false)) }
        #expect(e.isEmpty)
        #expect(w.state.continuity.height == 0)
    }

    @Test("A move running since before the change ends, heard as not arrived, even on the held frame")
    func earlierMoveEnds() {
        var w = world()
        w.step { s in
            guard let target = DetentMath.resolve(.collapsed, in: s.detentFrame) else { return }
            s.startDetentMotion(s.plan(to: target, duration: 0.3, id: 7))
        }
        #expect(w.state.detentMotion != nil)
        let e = w.step { $0.endHold(ContinuityHold(height: 150, top: 0, hadDetentMotion: true)) }
        #expect(w.state.detentMotion == nil)
        #expect(e.detentAnimation == false)
        #expect(e.endedDetentMotions.map(\.id) == [7])
        #expect(e.endedDetentMotions.map(\.arrived) == [false])
        #expect(!e.didCommit)
    }

    @Test("A move the change started from the held frame goes on")
    func moveFromHeldFrameGoesOn() {
        var w = world()
        w.step { s in
            guard let target = DetentMath.resolve(.collapsed, in: s.detentFrame) else { return }
            s.startDetentMotion(s.plan(to: target, duration: 0.3, id: 8))
        }
        let e = w.step { $0.endHold(ContinuityHold(height: 150, top: 0, hadDetentMotion: false)) }
        #expect(w.state.detentMotion?.id == 8)
        #expect(e.endedDetentMotions.isEmpty)
    }
}
