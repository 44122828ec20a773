import Foundation

extension HeaderSolver {
    /// A decision about one scroll view taken from its reading and the header's state alone.
    ///
    /// Each runs between writes whose answers it must read (the scroll view clamps its offset,
    /// and its delegate may call back, before the next decision), so it cannot share the
    /// event's solve; and it reads neither the window nor the header's frame, so it needs no
    /// solve of its own: `run(_:on:settings:state:)` turns the reading and the state into the
    /// next state and the writes to make.
    enum ScrollViewStep: Equatable {
        /// An event that held the header still ended: with no finger or motion on the content,
        /// the range widens to hold the offset, so a later inset change cannot clamp it.
        case holdRangeAfterHeldEvent
        /// Give back the part of the bottom reserve the offset no longer needs.
        case releaseBottomReserve
        /// Widen the range so it holds the offset the scroll view has now.
        case widenRangeToHoldOffset
        /// The scroll view clamped its offset away from `y`: widen the range to hold `y`, then
        /// put the offset back there.
        case putBackClampedOffset(y: CGFloat)
        /// The header just injected into the scroll view it switched to, whose offset was
        /// `before` until then; `wasPlaced` when the header had injected into it before.
        case keepOffsetAfterInjection(before: CGFloat, wasPlaced: Bool)
        /// Screen-reader focus moved to an element the header or its content hides.
        case revealFocus(FocusReveal)
    }

    /// Decides `step` for the scroll view read as `s`: records what changes in `state` and
    /// returns the writes to make, in order.
    static func run(
        _ step: ScrollViewStep, on s: HeaderInputs.ScrollStepReading, settings: HeaderSettings, state: inout HeaderState
    ) -> [ScrollViewWrite] {
        switch step {
        case .holdRangeAfterHeldEvent:
            guard settings.preventsJumps, !s.isTracking, !s.isDecelerating else { return [] }
            return widenRange(of: s, toHold: s.contentOffset.y, state: &state).map { [$0] } ?? []
        case .releaseBottomReserve:
            return releaseBottomReserve(of: s, state: &state).map { [$0] } ?? []
        case .widenRangeToHoldOffset:
            return widenRange(of: s, toHold: s.contentOffset.y, state: &state).map { [$0] } ?? []
        case .putBackClampedOffset(let y):
            return putBack(y, in: s, state: &state)
        case .keepOffsetAfterInjection(let before, let wasPlaced):
            // Content too short to scroll clamps to a grown injection at once. Kept still, a
            // scroll view the header placed before keeps its offset: the range widens to hold it
            // instead (a first injection places the content below the header).
            guard settings.preventsJumps, wasPlaced, !s.isTracking, s.contentOffset.y != before else { return [] }
            return putBack(before, in: s, state: &state)
        case .revealFocus(let reveal):
            guard let dy = reveal.scrollDistance else { return [] }
            let old = s.contentOffset
            let new = s.clamped(CGPoint(x: old.x, y: old.y + dy))
            guard new != old else { return [] }
            return [ScrollViewWrite(target: s.key, change: .scrollOffset(to: new))]
        }
    }

    /// Widens the valid range of the scroll view read as `s`, which this header injected into,
    /// so it holds `offsetY`: the top injection grows when the offset lies above the range, the
    /// bottom reserve when it lies below. Nothing moves the offset.
    ///
    /// The top is widened only while the header's injection is applied, since a scroll view
    /// without one has no part of its top inset the header may change.
    static func widenRange(of s: HeaderInputs.ScrollStepReading, toHold offsetY: CGFloat, state: inout HeaderState) -> ScrollViewWrite? {
        guard let info = state.injections.info(for: s.key) else { return nil }
        let range = s.offsetRange(reserve: info.reservedBottomContentInset)
        let top = info.hasInjectedTopContentInset ? range.topWidening(for: offsetY) : 0
        let bottom = range.bottomWidening(for: offsetY)
        guard top > 0 || bottom > 0 else { return nil }
        state.injections.update(s.key) {
            $0.injectedTopContentInset += top
            $0.reservedBottomContentInset += bottom
        }
        if bottom > 0 { state.mayHoldBottomReserve = true }
        return ScrollViewWrite(target: s.key, change: .addToContentInset(top: top, bottom: bottom))
    }

    /// Gives back the part of the tracking scroll view's bottom reserve its offset no longer
    /// needs: as the content scrolls away from its end, point for point.
    ///
    /// Not during a deceleration: the scroll view restarts a running motion when its inset
    /// changes. The deceleration's end gives the reserve back instead. Not while the offset lies
    /// above the range either: the inset write would let the scroll view clamp it down.
    static func releaseBottomReserve(of s: HeaderInputs.ScrollStepReading, state: inout HeaderState) -> ScrollViewWrite? {
        guard state.mayHoldBottomReserve, !s.isDecelerating,
            let reserve = state.injections.info(for: s.key)?.reservedBottomContentInset, reserve > 0
        else { return nil }
        let range = s.offsetRange(reserve: reserve)
        guard s.isTracking || s.contentOffset.y >= range.minimum else { return nil }
        let kept = range.releasedReserve(at: s.contentOffset.y)
        guard kept < reserve else { return nil }
        state.injections.update(s.key) { $0.reservedBottomContentInset = kept }
        return ScrollViewWrite(target: s.key, change: .removeFromContentInset(top: 0, bottom: reserve - kept))
    }

    /// Widens the range of the scroll view read as `s` to hold `y`, then puts its offset back
    /// there: the offset goes back only when the widened range holds it, which the scroll view
    /// answers once the widening is written.
    private static func putBack(_ y: CGFloat, in s: HeaderInputs.ScrollStepReading, state: inout HeaderState) -> [ScrollViewWrite] {
        var writes: [ScrollViewWrite] = []
        if let widen = widenRange(of: s, toHold: y, state: &state) { writes.append(widen) }
        writes.append(ScrollViewWrite(target: s.key, change: .putBackOffsetY(y)))
        return writes
    }
}
