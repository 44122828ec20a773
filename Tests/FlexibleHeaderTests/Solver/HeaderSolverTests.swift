import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The pure solver on recorded inputs: a phone with a 20-point status bar and a header from
/// 76 points (56 of content plus the status bar) to 200. Expected values were recorded from the
/// view's behaviour and must hold across any restructuring of how the view drives the solver.
@Suite("Header solver on recorded inputs")
struct HeaderSolverTests {
    @Test("Attaching injects the height the scroll view does not add itself and expands the header")
    func attachExpands() {
        var w = SolverWorld()
        var s = w.solver
        s.prepareLayout()
        #expect(s.effects.contentInsetTopDelta == 180)
        w.attach()
        #expect(w.contentInsetTop == 180)
        #expect(w.offsetY == -200)
        #expect(w.boundsHeight == 200)
        #expect(w.centerY == 100)
        #expect(w.state.tracking.accumulator == 0)
        // At its maximum height the header counts as at the start of over-extending.
        #expect(w.state.phase.phase == .overExtending)
    }

    @Test("A second layout pass over unchanged inputs writes nothing to the scroll view")
    func layoutIsIdempotent() {
        var w = SolverWorld()
        w.attach()
        let prepare = w.step { $0.prepareLayout() }
        #expect(!prepare.writesScrollView)
        let layout = w.step { $0.layout() }
        #expect(layout.boundsHeight == nil)
        #expect(layout.centerY == nil)
        #expect(layout.didCommit)
    }

    @Test("Scrolling up collapses the header to the offset's height, down to the minimum")
    func collapsing() {
        var w = SolverWorld()
        w.attach()
        w.scroll(to: -150)
        #expect(w.boundsHeight == 150)
        #expect(w.centerY == 75)
        w.scroll(to: 0)
        #expect(w.boundsHeight == 76)
        #expect(w.centerY == 38)
        #expect(w.state.tracking.accumulator == 0)
    }

    @Test("Pulling past the top over-extends the header unless over-extension is off")
    func overScroll() {
        var w = SolverWorld()
        w.attach()
        w.scroll(to: -260)
        #expect(w.boundsHeight == 260)
        #expect(w.state.phase.phase == .overExtending)
        var s = w.solver
        #expect(s.progress(isDecelerating: false).overExtension == 60)

        var clamped = SolverWorld()
        clamped.settings.canOverExtend = false
        clamped.attach()
        clamped.scroll(to: -260)
        #expect(clamped.boundsHeight == 200)
        s = clamped.solver
        #expect(s.progress(isDecelerating: false).overExtension == 60)
    }

    @Test("With shifting enabled the collapsed header shifts up by the scroll distance, to the status bar")
    func shifted() {
        var w = SolverWorld()
        w.settings.shiftBehavior = .enabled
        w.attach()
        // Collapsed: the content's top meets the header's 76-point bottom edge.
        w.scroll(to: -76)
        #expect(w.state.tracking.accumulator == 0)
        #expect(w.centerY == 38)
        w.scroll(to: -46)
        #expect(w.boundsHeight == 76)
        #expect(w.state.tracking.accumulator == 30)
        #expect(w.centerY == 8)
        w.scroll(to: 300)
        // The accumulator runs ahead of the shift, up to its own bound; the shift stops at the
        // status bar: 76 − 20.
        #expect(w.state.tracking.accumulator == 231)
        #expect(w.solver.boundedShift == 56)
        #expect(w.centerY == -18)
        #expect(w.solver.isFullyShifted)
        w.scroll(to: 280)
        #expect(w.state.tracking.accumulator == 211)
        #expect(w.centerY == -18)
    }

    @Test("Shifting the header off screen with the status bar asks once for the status bar to hide")
    func statusBarFlip() {
        var w = SolverWorld()
        w.settings.shiftBehavior = .enabledWithStatusBar
        w.attach()
        w.scroll(to: -76)
        #expect(!w.state.shifter.prefersStatusBarHidden)
        let before = w.solves
        w.offsetY = 300
        var flips: [StatusBarShifterModel.Effect] = []
        var injection = HeaderSolver.Injection()
        flips += w.step { injection = $0.prepareLayout() }.statusBar
        flips += w.step { $0.layout() }.statusBar
        #expect(!injection.checksStatusBarAfterInset)
        #expect(w.solves - before == 2)
        #expect(w.solver.boundedShift == 76)
        #expect(w.state.shifter.prefersStatusBarHidden)
        #expect(flips.filter { $0 == .prefersStatusBarHiddenChanged }.count == 1)
        #expect(w.centerY == -38)
    }

    @Test("A status-bar visibility change moves the offset by the injection's change, except with preventsJumps")
    func statusBarCompensation() {
        for preventsJumps in [false, true] {
            var w = SolverWorld()
            w.settings.preventsJumps = preventsJumps
            w.attach()
            w.statusBarIsHidden = true
            var s = w.solver
            let first = s.checkStatusBarChange(compensates: true)
            #expect(first == !preventsJumps)
            #expect(s.state.wasStatusBarHidden == true)
            // Learnt once: a second check over the same visibility moves nothing.
            let second = s.checkStatusBarChange(compensates: true)
            #expect(!second)
        }
    }

    @Test("The resting detent follows the header: expanded at the top, collapsed below it, hidden when shifted off")
    func restingDetents() {
        var w = SolverWorld()
        w.settings.shiftBehavior = .enabled
        w.attach()
        #expect(w.solver.restingDetent(preferring: []) == .expanded)
        w.scroll(to: -120)
        #expect(w.solver.restingDetent(preferring: []) == nil)
        w.scroll(to: -76)
        #expect(w.solver.restingDetent(preferring: []) == .collapsed)
        w.scroll(to: 300)
        #expect(w.solver.restingDetent(preferring: []) == .hidden)
    }

    @Test("A released drag between detents snaps to the offset that rests the header at the nearer one")
    func snapping() {
        var w = SolverWorld()
        w.attach()
        w.scroll(to: -150)
        let snapping = HeaderSnapping(detents: [.expanded, .collapsed])
        let up = w.solver.snappedTarget(for: -140, velocityY: 1, snapping: snapping)
        #expect(up?.place.detent == .collapsed)
        #expect(up?.y == -76)
        let down = w.solver.snappedTarget(for: -160, velocityY: -1, snapping: snapping)
        #expect(down?.place.detent == .expanded)
        #expect(down?.y == -200)
    }

    @Test("With preventsJumps a changed maximum height is eased into the injection as the content scrolls")
    func preventsJumpsEasesInjection() {
        var w = SolverWorld()
        w.settings.preventsJumps = true
        w.attach()
        _ = w.state.heights.setMaximumHeight(260)
        var s = w.solver
        let eased = s.prepareLayout()
        var plain = SolverWorld()
        plain.attach()
        _ = plain.state.heights.setMaximumHeight(260)
        var p = plain.solver
        let direct = p.prepareLayout()
        #expect(direct.delta == 60)
        #expect(eased.delta == 0)
    }
}
