import Canopy
import Foundation

/// Where the header rested before its top safe area changed: the detent and the content row
/// under its bottom edge.
struct RestingPlace: Equatable {
    var detent: HeaderDetent
    /// The content y under the header's bottom edge (offset plus the edge's distance from the
    /// scroll view's top); nil to take the row under the edge when the header moves back.
    var rowY: CGFloat?
}

extension FlexibleHeaderView {
    /// The detent the header rests at and the row under it, when it keeps detents across
    /// changes (snapping, a move from code, or `preventsJumps`); nil while anything moves.
    ///
    /// Read as a safe-area change begins: the window reports its new inset already, so the
    /// detents are resolved with the inset the header last laid out with.
    func restingPlace() -> RestingPlace? {
        guard let sv = storedTrackingScrollView, !sv.isTracking, !sv.isDragging, !sv.isDecelerating,
            state.detentMotion == nil, !state.tracking.isAnimatingShift
        else { return nil }
        var inputs = readInputs()
        if !state.topSafeArea.infersFromViewController { inputs.deviceTopInset = state.lastTopSafeAreaInset }
        let solver = HeaderSolver(state: state, inputs: inputs)
        guard solver.keepsDetentsAcrossChanges,
            let detent = solver.restingDetent(preferring: settings.snapping.detents + (state.requestedDetent.map { [$0] } ?? []))
        else { return nil }
        return RestingPlace(detent: detent, rowY: sv.contentOffset.y + shownBottomEdge)
    }

    /// The header's untransformed bottom edge as shown, correction included.
    private var shownBottomEdge: CGFloat { center.y + bounds.height / 2 }

    /// Puts the header back at `place` after the top safe area changed: the detent re-resolved
    /// for the new heights and shift range, the row under the bottom edge kept. At once, or,
    /// with `preventsJumps`, animated from the held frame on the next frame.
    func keepResting(at place: RestingPlace) {
        guard settings.preventsJumps else {
            move(to: place, duration: 0)
            return
        }
        // Held, the change ends with the header's old frame and the content still, and a
        // rotation reports several changes in a row, each of which would end a move begun
        // earlier; the move starts once they are over, reading the row under the edge then.
        if state.deferRestingPlace(at: place.detent) {
            _ = frameClock.schedule(after: 0) { [weak header = self] in
                header?.send(.restingPlaceDue)
            }
        }
    }

    /// The step that starts the move a held change left pending, taking it; nil when none is
    /// pending or the content moves.
    func pendingRestingPlaceStep() -> HeaderSolver.Step? {
        guard let place = state.takePendingRestingPlace() else { return nil }
        return restingPlaceStep(to: place, duration: reduceMotionStatus() ? 0 : DetentMath.animationDuration)
    }

    /// Moves the header to `place`'s detent with the offset following its bottom edge.
    private func move(to place: RestingPlace, duration: TimeInterval) {
        guard let step = restingPlaceStep(to: place, duration: duration) else { return }
        solveAndApply { $0.run(step) }
    }

    /// The step that moves the header back to `place`, with the tracking scroll view's valid
    /// offsets read for it; nil while the content or the header moves.
    private func restingPlaceStep(to place: RestingPlace, duration: TimeInterval) -> HeaderSolver.Step? {
        guard let sv = storedTrackingScrollView, !sv.isTracking, !sv.isDecelerating, state.detentMotion == nil else { return nil }
        return .returnToRestingPlace(
            RestingPlaceReturn(
                place: place, duration: duration, minimumOffsetY: sv.minimumContentOffset.y,
                maximumOffsetY: sv.maximumContentOffset.y))
    }
}
