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

/// The detent steps the view runs as single solves, as values.
@Suite("Header solver: detent move steps")
struct HeaderSolverDetentStepTests {
    private func world() -> SolverWorld {
        var w = SolverWorld()
        w.attach()
        w.isTracking = false
        return w
    }

    @Test("A requested move starts under its id and becomes the requested detent")
    func requestedMoveStarts() {
        var w = world()
        let e = w.step { $0.startRequestedDetentMove(to: .collapsed, duration: 0.3, id: 3) }
        #expect(w.state.detentMotion?.id == 3)
        #expect(w.state.requestedDetent == .collapsed)
        #expect(e.detentAnimation == true)
        #expect(!e.runsDetentMotionNow)
    }

    @Test("A requested move without animation runs at once")
    func immediateMoveRunsNow() {
        var w = world()
        let e = w.step { $0.startRequestedDetentMove(to: .expanded, duration: 0, id: 4) }
        #expect(e.runsDetentMotionNow)
        #expect(e.detentAnimation == false)
    }

    @Test("A detent that no longer resolves ends the move at once, heard as not arrived")
    func unresolvableMoveEnds() {
        var w = world()
        // Hiding needs a shift range, which a header that never shifts does not have.
        let e = w.step { $0.startRequestedDetentMove(to: .hidden, duration: 0.3, id: 5) }
        #expect(w.state.detentMotion == nil)
        #expect(e.endedDetentMotions.map(\.id) == [5])
        #expect(e.endedDetentMotions.map(\.arrived) == [false])
    }

    @Test("Going back to a resting place keeps the requested detent")
    func restingPlaceKeepsRequest() {
        var w = world()
        w.step { $0.startRequestedDetentMove(to: .expanded, duration: 0, id: 1) }
        w.step { $0.endDetentMotion(arrived: true) }
        guard let target = DetentMath.resolve(.collapsed, in: w.solver.detentFrame) else {
            Issue.record("collapsed must resolve")
            return
        }
        w.step { $0.returnToRestingPlace(target, duration: 0.3, rowOffsetY: -76) }
        #expect(w.state.detentMotion?.target.detent == .collapsed)
        #expect(w.state.requestedDetent == .expanded)
    }

    @Test("The last frame of a move ends it as arrived; a frame of a replaced move does nothing")
    func frames() {
        var w = world()
        w.step { $0.startRequestedDetentMove(to: .collapsed, duration: 0.3, id: 6) }
        guard let motion = w.state.detentMotion else {
            Issue.record("the move must start")
            return
        }
        var stale = motion
        stale.id = 99
        let ignored = w.step { $0.stepDetentMotion(stale, fraction: 1, finishes: true) }
        #expect(ignored.isEmpty)
        #expect(w.state.detentMotion?.id == 6)
        // Content attached to the bottom edge moves first (the view writes the offset before
        // the frame's step), then the header follows it.
        if let y = motion.offsetY(at: 1) { w.offsetY = y }
        let last = w.step { $0.stepDetentMotion(motion, fraction: 1, finishes: true) }
        #expect(w.state.detentMotion == nil)
        #expect(last.endedDetentMotions.map(\.arrived) == [true])
        #expect(w.boundsHeight == 76)
    }
}
