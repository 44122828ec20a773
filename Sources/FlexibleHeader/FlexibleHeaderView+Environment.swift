import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Top safe area

    /// The header's own safe area changed.
    ///
    /// When the header's own move caused it (its overlap with the unsafe region changed) and
    /// the top inset it uses did not change, there is nothing to do.
    func headerSafeAreaDidChange() {
        if pipeline.runningCause == .ownGeometry && !state.topSafeArea.infersFromViewController
            && topSafeAreaInset == state.lastTopSafeAreaInset
        {
            return
        }
        topSafeAreaInsetDidChange()
    }

    /// The window's safe area changed: in device mode, a changed inset is a top-safe-area change.
    func deviceInsetMayHaveChanged() {
        guard !state.topSafeArea.infersFromViewController, topSafeAreaInset != state.lastTopSafeAreaInset else { return }
        topSafeAreaInsetDidChange()
    }

    /// A safe-area change: re-read the source in infer mode, else react directly.
    func topSafeAreaInsetDidChange() {
        let isResize = state.noteSafeAreaChange(windowSize: window?.bounds.size)
        // Kept still, a status-bar flip holds the header's frame; a rotation or resize re-resolves
        // the detent it rested at.
        let place = isResize || !settings.preventsJumps ? restingPlace() : nil
        if state.topSafeArea.infersFromViewController {
            extractTopSafeArea(restingAt: place)
        } else {
            topSafeAreaDidChange(restingAt: place)
        }
    }

    /// Re-reads the inferred inset from the source controller and reacts to it.
    func extractTopSafeArea(restingAt place: RestingPlace? = nil) {
        var solver = makeSolver()
        let notify = solver.extractTopSafeArea()
        adopt(&solver)
        if notify { topSafeAreaDidChange(restingAt: place) }
    }

    /// The header's reaction to a top-safe-area change: heights, guide and injection follow the
    /// new inset, then the header lays out (or, without a scroll view, resizes and commits).
    ///
    /// A header that rested at `place` before the change rests there again afterwards.
    func topSafeAreaDidChange(restingAt place: RestingPlace? = nil) {
        var injection = HeaderSolver.Injection()
        solveAndApply { injection = $0.beginTopSafeAreaChange() }
        finishInjection(injection)
        // A change that goes on to lay out has only noted the offset: the layout pass runs on
        // the same solver, over the same reading of the inputs.
        var solver = makeSolverTakingState()
        if solver.finishTopSafeAreaChange() == .layout {
            runLayout(&solver)
        } else {
            adopt(&solver)
            apply(solver.effects)
        }
        if let place { keepResting(at: place) }
    }

    /// Runs a safe-area change as an event of its own; the entry for the owning controller.
    func topSafeAreaSourceDidChange() {
        send(.topSafeAreaChanged)
    }
}
