import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The solver's single-solve steps as values: a state and the inputs in, the next state and
/// the effects out, with no node involved. The world is the recorded phone of
/// `HeaderSolverTests`: a 20-point status bar and a header from 76 to 200 points.
@Suite("Header solver steps")
struct HeaderSolverStepTests {
    /// A world with shifting on, attached and collapsed: the content's top at the header's
    /// 76-point bottom edge.
    private func collapsedShiftingWorld() -> SolverWorld {
        var w = SolverWorld()
        w.settings.shiftBehavior = .enabled
        w.attach()
        w.scroll(to: -76)
        w.isTracking = false
        return w
    }

    @Test("Shifting off screen at once moves the whole shift range and commits in the same step")
    func shiftOffScreenAtOnce() {
        var w = collapsedShiftingWorld()
        let range = w.solver.accumulatorMax
        #expect(range == 56)
        let e = w.step { $0.run(.shift(offScreen: true, animated: false)) }
        #expect(e.didCommit)
        #expect(e.shiftAnimation == nil)
        #expect(e.offsetWrite == nil && e.contentInsetTopDelta == 0)
        #expect(w.state.tracking.wantsToBeHidden)
        #expect(w.state.tracking.accumulator == range)
        // 76 points tall, moved up by the 56 points above the status bar; the scroll
        // indicators follow the bottom edge up.
        #expect(w.boundsHeight == 76)
        #expect(abs(w.centerY - (38 - 56)) < 1e-9)
        #expect(e.indicatorTop == -56)
    }

    @Test("An animated shift starts the shift animation and leaves the frame to its frames")
    func animatedShiftStartsAnimation() {
        var w = collapsedShiftingWorld()
        let e = w.step { $0.run(.shift(offScreen: true, animated: true)) }
        #expect(e.shiftAnimation == true)
        #expect(!e.didCommit)
        #expect(w.state.tracking.isAnimatingShift)
        #expect(w.state.tracking.accumulator == 0)
        #expect(w.centerY == 38)
    }

    @Test("A shift animation frame steps the shift toward off screen and commits it")
    func shiftAnimationFrameSteps() {
        var w = collapsedShiftingWorld()
        w.step { $0.run(.shift(offScreen: true, animated: true)) }
        let e = w.step { $0.run(.shiftAnimationFrame(duration: 1.0 / 60)) }
        #expect(e.didCommit)
        #expect(w.state.tracking.accumulator > 0)
        #expect(w.state.tracking.accumulator < 56)
        #expect(abs(w.centerY - (38 - w.state.tracking.accumulator)) < 1e-9)
    }

    @Test("Turning shifting off with a return animates a shifted header back on screen")
    func shiftBehaviorChangeReturns() {
        var w = collapsedShiftingWorld()
        w.step { $0.run(.shift(offScreen: true, animated: false)) }
        w.settings.shiftBehavior = .disabled
        let e = w.step { $0.run(.shiftBehaviorChanged(returnsOnScreen: true)) }
        #expect(e.shiftAnimation == true)
        #expect(!w.state.tracking.wantsToBeHidden)
        #expect(w.state.tracking.isAnimatingShift)
    }

    @Test("A shift behaviour change without a return only updates the shifter")
    func shiftBehaviorChangeStays() {
        var w = collapsedShiftingWorld()
        w.step { $0.run(.shift(offScreen: true, animated: false)) }
        let e = w.step { $0.run(.shiftBehaviorChanged(returnsOnScreen: false)) }
        #expect(e.shiftAnimation == nil)
        #expect(w.state.tracking.wantsToBeHidden)
        #expect(w.state.tracking.accumulator == 56)
    }

    @Test("Committing over unchanged inputs commits without writing the scroll view")
    func commitStep() {
        var w = collapsedShiftingWorld()
        let e = w.step { $0.run(.commit) }
        #expect(e.didCommit)
        #expect(e.offsetWrite == nil && e.contentInsetTopDelta == 0)
        #expect(e.boundsHeight == nil && e.centerY == nil)
    }

    /// What a change of the status-bar hint asks of the solver, as two calls.
    private static func updateShifterThenAnimate(_ s: inout HeaderSolver) {
        s.updateShifterEnabled()
        s.startShiftAnimation()
    }

    @Test("Each step decides exactly what the solver call it names decides")
    func stepsMatchTheirCalls() {
        let cases: [(HeaderSolver.Step, (inout HeaderSolver) -> Void)] = [
            (.dragEnded(willDecelerate: false), { $0.dragDidEnd(willDecelerate: false) }),
            (.dragEnded(willDecelerate: true), { $0.dragDidEnd(willDecelerate: true) }),
            (.decelerationEnded, { $0.decelerationDidEnd() }),
            (.shadowChanged, { $0.updateShadow() }),
            (.replicaExpired, { $0.invalidateReplica() }),
            (.statusBarHintChanged, Self.updateShifterThenAnimate),
        ]
        for (step, call) in cases {
            var w = collapsedShiftingWorld()
            w.scroll(to: -50)
            var viaStep = w.solver
            viaStep.run(step)
            var direct = w.solver
            call(&direct)
            #expect(viaStep.state.tracking.accumulator == direct.state.tracking.accumulator, "\(step)")
            #expect(viaStep.state.tracking.isAnimatingShift == direct.state.tracking.isAnimatingShift, "\(step)")
            #expect(viaStep.state.tracking.wantsToBeHidden == direct.state.tracking.wantsToBeHidden, "\(step)")
            #expect(viaStep.effects.shiftAnimation == direct.effects.shiftAnimation, "\(step)")
            #expect(viaStep.effects.didCommit == direct.effects.didCommit, "\(step)")
            #expect(viaStep.effects.boundsHeight == direct.effects.boundsHeight, "\(step)")
            #expect(viaStep.effects.centerY == direct.effects.centerY, "\(step)")
            #expect(viaStep.effects.offsetWrite == direct.effects.offsetWrite, "\(step)")
            #expect(viaStep.effects.statusBar == direct.effects.statusBar, "\(step)")
        }
    }
}

/// Placing the content of the scroll view a shared header switched to, as a value.
@Suite("Header solver: switching a shared header")
struct HeaderSolverSharedSwitchTests {
    /// A world whose content rests 150 points down, so the header would be 150 points tall.
    private func world() -> SolverWorld {
        var w = SolverWorld()
        w.attach()
        w.scroll(to: -150)
        return w
    }

    @Test("Content asking for a taller header than before scrolls down by the difference")
    func tallerScrollsDown() {
        var s = world().solver
        let animates = s.placeAfterSharedSwitch(stashedHeight: 100, restingOffsetY: -150)
        #expect(!animates)
        #expect(s.effects.offsetWrite == .set(CGPoint(x: 0, y: -100)))
    }

    @Test("Content asking for a shorter header stays, and the header animates down to it")
    func shorterAnimates() {
        var s = world().solver
        let animates = s.placeAfterSharedSwitch(stashedHeight: 180, restingOffsetY: -150)
        #expect(animates)
        #expect(s.effects.offsetWrite == nil)
    }

    @Test("Content asking for the same height stays without a write")
    func sameHeightStays() {
        var s = world().solver
        let animates = s.placeAfterSharedSwitch(stashedHeight: 150, restingOffsetY: -150)
        #expect(!animates)
        #expect(s.effects.isEmpty)
    }

    @Test("Short content the header stays expanded over goes to its one valid offset")
    func shortContentRests() {
        var w = world()
        w.settings.shortContentBehavior = .stayExpanded
        w.contentHeight = 100
        var s = w.solver
        let animates = s.placeAfterSharedSwitch(stashedHeight: 100, restingOffsetY: -200)
        #expect(!animates)
        #expect(s.effects.offsetWrite == .set(CGPoint(x: 0, y: -200)))
    }
}

/// Steps that change only the state, run on the solver of the layout pass that follows them.
@Suite("Header solver: state-only steps before a layout pass")
struct HeaderSolverStateOnlyStepTests {
    /// What a layout pass decides after `first`, once on one solver and once on a fresh solver
    /// over the first step's state, both over the same inputs.
    private func bothWays(_ w: SolverWorld, first: (inout HeaderSolver) -> Void) -> (one: HeaderSolver, two: HeaderSolver) {
        var one = w.solver
        first(&one)
        #expect(one.effects.isEmpty, "the first step must write nothing")
        one.prepareLayout()
        one.layout()
        one.writeBack()

        var before = w.solver
        first(&before)
        before.writeBack()
        var two = HeaderSolver(state: before.state, inputs: w.inputs)
        two.prepareLayout()
        two.layout()
        two.writeBack()
        return (one, two)
    }

    private func expectSame(_ one: HeaderSolver, _ two: HeaderSolver) {
        #expect(one.state.tracking.lastContentOffset == two.state.tracking.lastContentOffset)
        #expect(one.state.tracking.accumulator == two.state.tracking.accumulator)
        #expect(one.state.phase.phase == two.state.phase.phase)
        #expect(one.effects.boundsHeight == two.effects.boundsHeight)
        #expect(one.effects.centerY == two.effects.centerY)
        #expect(one.effects.offsetWrite == two.effects.offsetWrite)
        #expect(one.effects.contentInsetTopDelta == two.effects.contentInsetTopDelta)
        #expect(one.effects.indicatorTop == two.effects.indicatorTop)
        #expect(one.effects.didCommit == two.effects.didCommit)
    }

    @Test("Noting the offset and laying out on one solver decides what two solves decide")
    func refreshThenLayout() {
        for behavior in [ShiftConfiguration.Behavior.disabled, .enabled] {
            var w = SolverWorld()
            w.settings.shiftBehavior = behavior
            w.attach()
            w.scroll(to: -150)
            // The offset moved without a layout pass (a rotation ended, or the header put the
            // content back after a clamp).
            w.offsetY = -40
            let (one, two) = bothWays(w) { $0.refreshLastOffset() }
            #expect(one.state.tracking.lastContentOffset == CGPoint(x: 0, y: -40))
            expectSame(one, two)
        }
    }

    @Test("A safe-area change that goes on to lay out decides the same on one solver")
    func safeAreaChangeThenLayout() {
        var w = SolverWorld()
        w.settings.shiftBehavior = .enabled
        w.attach()
        w.scroll(to: -120)
        w.offsetY = -90
        var next: HeaderSolver.SafeAreaContinuation = .done
        let (one, two) = bothWays(w) { next = $0.finishTopSafeAreaChange() }
        #expect(next == .layout)
        expectSame(one, two)
    }
}

/// The status-bar check an injection waits for, as a value.
@Suite("Header solver: settling an injection")
struct HeaderSolverSettleInjectionTests {
    /// An attached world whose status bar was visible at the last injection and is hidden now.
    private func flippedWorld() -> SolverWorld {
        var w = SolverWorld()
        w.attach()
        w.step { _ = $0.checkStatusBarChange(compensates: false) }
        w.statusBarIsHidden = true
        return w
    }

    @Test("A status bar that changed visibility moves the offset back by the injection's change")
    func compensates() {
        var s = flippedWorld().solver
        var injection = HeaderSolver.Injection()
        injection.delta = 20
        s.settleInjection(injection, compensatesStatusBarChange: true)
        #expect(s.effects.offsetWrite == .shift(by: -20))
        #expect(s.state.wasStatusBarHidden == true)
    }

    @Test("Without compensation, or kept still, the visibility is only noted")
    func notesOnly() {
        var injection = HeaderSolver.Injection()
        injection.delta = 20
        var s = flippedWorld().solver
        s.settleInjection(injection, compensatesStatusBarChange: false)
        #expect(s.effects.offsetWrite == nil)
        #expect(s.state.wasStatusBarHidden == true)

        var still = flippedWorld()
        still.settings.preventsJumps = true
        var t = still.solver
        t.settleInjection(injection, compensatesStatusBarChange: true)
        #expect(t.effects.offsetWrite == nil)
    }

    @Test("An unchanged status bar leaves the offset alone")
    func unchanged() {
        var w = flippedWorld()
        w.statusBarIsHidden = false
        var s = w.solver
        var injection = HeaderSolver.Injection()
        injection.delta = 20
        s.settleInjection(injection, compensatesStatusBarChange: true)
        #expect(s.effects.offsetWrite == nil)
    }
}
