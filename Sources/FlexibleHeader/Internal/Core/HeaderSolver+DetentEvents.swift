import Foundation

extension HeaderSolver {
    /// Starts a detent move, ending the one in progress as interrupted.
    mutating func startDetentMotion(_ motion: DetentMotion) {
        endDetentMotion(arrived: false)
        if state.tracking.isAnimatingShift { stopShiftAnimation() }
        state.detentMotion = motion
        state.requestedDetent = motion.target.detent
        state.snapTarget = nil
        effects.detentAnimation = motion.duration > 0
        effects.runsDetentMotionNow = motion.duration <= 0
    }

    /// Starts the move `setDetent` asked for, under `id`; a detent that no longer resolves for
    /// the current heights ends the move at once, its completion hearing false.
    mutating func startRequestedDetentMove(to detent: HeaderDetent, duration: TimeInterval, id: Int) {
        guard let target = DetentMath.resolve(detent, in: detentFrame) else {
            effects.endedDetentMotions.append((id, false))
            return
        }
        startDetentMotion(plan(to: target, duration: duration, id: id))
    }

    /// Moves the header back to a resting place after its top safe area changed, the offset
    /// going to `rowOffsetY` with the bottom edge. Coming back is not a move from code: the
    /// requested detent stays what it was.
    mutating func returnToRestingPlace(_ target: ResolvedDetent, duration: TimeInterval, rowOffsetY: CGFloat) {
        let requested = state.requestedDetent
        startDetentMotion(plan(to: target, duration: duration, id: 0, rowOffsetY: rowOffsetY))
        state.requestedDetent = requested
    }

    /// One frame of `motion` at `fraction` of its ease, ending it as arrived when `finishes`;
    /// nothing when another move replaced it since the frame was read.
    mutating func stepDetentMotion(_ motion: DetentMotion, fraction: CGFloat, finishes: Bool) {
        guard state.detentMotion?.id == motion.id else { return }
        detentMotionFrame(motion, fraction: fraction)
        if finishes { endDetentMotion(arrived: true) }
    }

    /// Ends the detent move in progress, if any; its completion hears `arrived`.
    mutating func endDetentMotion(arrived: Bool) {
        guard let motion = state.detentMotion else { return }
        state.detentMotion = nil
        effects.detentAnimation = false
        effects.endedDetentMotions.append((motion.id, arrived))
    }

    /// A drag, a programmatic shift or a new move interrupts a detent move.
    mutating func interruptDetentMotion() {
        endDetentMotion(arrived: false)
        state.snapTarget = nil
    }

    /// After a drag or a fling settles under snapping: a header left between resting places
    /// moves, animated, to the nearest one (the direction of the last drag breaks near-ties),
    /// or when snapping by direction to the open or closed end the last drag pointed to.
    mutating func settleAtDetent() {
        state.snapTarget = nil
        let snapping = settings.snapping
        guard snapping.isEnabled, scroll != nil, state.detentMotion == nil else { return }
        let places = DetentMath.restingPlaces(for: snapping.detents, in: detentFrame)
        let travel = state.tracking.accumulatedDeltaY
        let direction: CGFloat = travel > 0 ? 1 : (travel < 0 ? -1 : 0)
        let place: ResolvedDetent
        if snapping.snapsByDirection {
            // Only the two ends are resting places: a header fully open or fully closed stays
            // (a bounce back to the top is no reason to close it); one between them, collapsed
            // included, moves on.
            guard let closed = places.first, let open = places.last,
                abs(currentExtent - closed.extent) > DetentMath.restingTolerance,
                abs(currentExtent - open.extent) > DetentMath.restingTolerance,
                let chosen = DetentMath.chooseByDirection(projected: currentExtent, direction: direction, among: places)
            else { return }
            place = chosen
        } else {
            if restingDetent(preferring: snapping.detents) != nil { return }
            guard let chosen = DetentMath.choose(projected: currentExtent, direction: direction, among: places) else { return }
            place = chosen
        }
        // A hair's breadth away is closed at once; anything more is animated.
        let close = abs(currentExtent - place.extent) <= HeaderConstants.detentSnapAtOnceDistance
        startDetentMotion(plan(to: place, duration: close ? 0 : DetentMath.animationDuration, id: 0))
    }
}
