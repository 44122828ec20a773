import Canopy
import Foundation

extension FlexibleHeaderView {
    /// Keeps the header's frame and the tracked content still across changes that are not
    /// scrolling (default false).
    ///
    /// When true, every event but scrolling, a shift asked for and a shift-animation frame
    /// ends with the header's frame where it began: switching the tracking scroll view, rows
    /// inserted or removed above the viewport (content size changed first, then the offset
    /// moved by the same amount), content growing or shrinking, a safe-area or status-bar
    /// change, a rotation or resize, `changeContentInsets(_:)` and a changed setting. The
    /// difference from where the offset puts the header is a correction that scrolling uses
    /// up point for point, so the two meet again without a jump. A header resting at a detent
    /// when the window rotates or resizes then moves, over 0.3 s, to that detent resolved for
    /// the new safe area, the row under its bottom edge kept. A shared header leaves a new
    /// tracking scroll view's offset alone (its content shows where it was left), and
    /// `changeContentInsets(_:)` leaves the offset alone. Where the scroll view would clamp its
    /// offset by itself (content at its end got shorter, the viewport grew, its safe-area
    /// adjustment switched), the header widens its valid range instead, with its top injection
    /// or a bottom inset it gives back as the content scrolls. See
    /// <doc:KeepingTheHeaderAndContentStill> for the rules.
    ///
    /// Off by default because the original moves the content (or the header) in these cases,
    /// and existing screens depend on those numbers.
    public var preventsJumps: Bool {
        get { settings.preventsJumps }
        set {
            let turnsOn = newValue && !settings.preventsJumps
            settings.preventsJumps = newValue
            observeTrackingScrollViewForContinuity()
            // An offset write is told from scrolling by where the scroll view was at the end of
            // the last event, which only events kept still remember: without this, the first
            // rows inserted above after turning on would count as scrolling.
            if turnsOn { rememberTrackingScrollView() }
        }
    }
}

extension FlexibleHeaderView {
    /// Notes the frame at the start of an event that must not move the header; nil when the
    /// header may move (scrolling, a shift asked for, an animation frame) or keeps no correction.
    func beginContinuityHold(holdsStill: Bool) -> ContinuityHold? {
        let holding = settings.preventsJumps && holdsStill && storedTrackingScrollView != nil
        state.continuity.beginEvent(holding: holding)
        guard holding else { return nil }
        return ContinuityHold(height: bounds.height, top: center.y - bounds.height / 2, hadDetentMotion: state.detentMotion != nil)
    }

    /// Puts a held header back where the event found it, keeping the difference from the scroll
    /// position as a correction that scrolling uses up, and remembers the offset, the content
    /// height and the adjusted inset so the next offset write can be recognised as a
    /// compensation or a clamp.
    ///
    /// After a held event the tracking scroll view's range holds its offset, so a later inset
    /// change cannot clamp it; after any event at rest the bottom reserve shrinks to what the
    /// offset still needs.
    func endContinuityHold(_ hold: ContinuityHold?) {
        if hold != nil, let sv = storedTrackingScrollView { runScrollViewStep(.holdRangeAfterHeldEvent, on: sv) }
        releaseBottomReserve()
        guard settings.preventsJumps else {
            state.continuity.reset()
            return
        }
        defer { rememberTrackingScrollView() }
        guard storedTrackingScrollView != nil else {
            state.continuity.reset()
            return
        }
        guard let hold else { return }
        defer { if state.tracking.isAnimatingShift { continueShiftAnimationFromHeldFrame() } }
        // A header showing the held frame with no move to end needs no solve.
        let height = bounds.height
        if hold.isHeld(height: height, top: center.y - height / 2) && (state.detentMotion == nil || !hold.hadDetentMotion) {
            return
        }
        solveAndApply { $0.endHold(hold) }
    }

    /// Makes a shift animation that a held event started, restarted or ran through go on from
    /// where the header shows (see `HeaderSolver.continueShiftFromShownFrame()`).
    func continueShiftAnimationFromHeldFrame() {
        solveAndApply { $0.continueShiftFromShownFrame() }
    }

    /// Notes where the tracking scroll view ends this event, to tell the next offset write
    /// apart from scrolling.
    func rememberTrackingScrollView() {
        state.continuity.noteEventEnded(trackingOffsetY: storedTrackingScrollView?.contentOffset.y)
    }

    /// Whether the tracking scroll view's offset just moved without scrolling, with no finger
    /// or motion on it: after its content size changed (a client keeping the visible rows
    /// still after inserting or removing rows above them), or by the scroll view clamping it
    /// after its adjusted inset changed. Notes where a clamp started from.
    func offsetWriteCompensatesRowsAbove() -> Bool {
        guard settings.preventsJumps, !pipeline.isBusy, let sv = storedTrackingScrollView,
            !sv.isTracking, !sv.isDragging, !sv.isDecelerating
        else { return false }
        return state.continuity.noteOffsetWrite(toY: sv.contentOffset.y)
    }

    /// Follows an offset write that is not scrolling without counting it as scrolling.
    ///
    /// When the scroll view clamped its offset, the header widens the valid range (its top
    /// injection, or a bottom reserve) and puts the offset back, all before the frame is drawn,
    /// so the content stays where it was; the injection returns to its usual value and the
    /// reserve is given back as the content scrolls.
    func followCompensatingOffset() {
        if let sv = storedTrackingScrollView, let from = state.continuity.clampedFromY {
            let cause = pipeline.currentCause
            pipeline.currentCause = .ownScrollViewWrite
            runScrollViewStep(.putBackClampedOffset(y: from), on: sv)
            pipeline.currentCause = cause
        }
        scrollEvent(refreshingLastOffset: true)
    }
}

extension FlexibleHeaderView {
    /// `changeContentInsets(_:)` keeping the content and the header still.
    ///
    /// The block runs as if a finger rested on the content, so the scroll view does not clamp
    /// its offset to the new inset. When the offset then lies outside the valid range (content
    /// resting at its top under an inset that shrank, or short content under one that grew),
    /// the header widens the range so it holds the offset again (its injection at the top, a
    /// bottom reserve at the end); both return to their usual values as the content scrolls. The hold keeps the header,
    /// whose height the new inset would change, until scrolling uses the difference up.
    func changeContentInsetsKeepingStill(_ block: () -> Void) {
        let tracked = storedTrackingScrollView
        let wasTracking = tracked?.isTracking ?? false
        tracked?.isTracking = true
        let cause = pipeline.currentCause
        pipeline.currentCause = .ownScrollViewWrite
        block()
        tracked?.isTracking = wasTracking
        guard let sv = storedTrackingScrollView else {
            pipeline.currentCause = cause
            return
        }
        if sv === tracked { runScrollViewStep(.widenRangeToHoldOffset, on: sv) }
        pipeline.currentCause = cause
        layoutPass(refreshingLastOffset: true)
    }
}
