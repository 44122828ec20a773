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
    /// up point for point, so the two meet again without a jump. A shared header leaves a new
    /// tracking scroll view's offset alone (its content shows where it was left), and
    /// `changeContentInsets(_:)` leaves the offset alone. The scroll view's own offset clamps
    /// still move the content. See <doc:KeepingTheHeaderAndContentStill> for the rules.
    ///
    /// Off by default because the original moves the content (or the header) in these cases,
    /// and existing screens depend on those numbers.
    public var preventsJumps: Bool {
        get { settings.preventsJumps }
        set { settings.preventsJumps = newValue }
    }
}

/// The header's frame when a change that is not scrolling began, to put it back afterwards.
struct ContinuityHold {
    var height: CGFloat
    /// The untransformed top edge, `center.y − height / 2`.
    var top: CGFloat
}

extension FlexibleHeaderView {
    /// Notes the frame at the start of an event that must not move the header; nil when the
    /// header may move (scrolling, a shift asked for, an animation frame) or keeps no correction.
    func beginContinuityHold(holdsStill: Bool) -> ContinuityHold? {
        state.continuity.isHolding = false
        guard settings.preventsJumps, holdsStill, storedTrackingScrollView != nil else { return nil }
        state.continuity.isHolding = true
        return ContinuityHold(height: bounds.height, top: center.y - bounds.height / 2)
    }

    /// Puts a held header back where the event found it, keeping the difference from the scroll
    /// position as a correction that scrolling uses up, and remembers the offset and content
    /// height so the next offset write can be recognised as a compensation.
    func endContinuityHold(_ hold: ContinuityHold?) {
        guard settings.preventsJumps else {
            state.continuity = ContinuityCorrection()
            return
        }
        defer {
            state.continuity.lastOffsetY = storedTrackingScrollView?.contentOffset.y
            state.continuity.lastContentHeight = storedTrackingScrollView?.contentSize.height
        }
        guard storedTrackingScrollView != nil else {
            state.continuity = ContinuityCorrection()
            return
        }
        guard let hold else { return }
        let height = bounds.height
        let top = center.y - height / 2
        if height == hold.height && top == hold.top { return }
        state.continuity.hold(heldHeight: hold.height, heldShift: -hold.top, solvedHeight: height, solvedShift: -top)
        solveAndApply { s in
            s.setBoundsHeight(hold.height)
            s.commit()
        }
    }

    /// Whether the tracking scroll view's offset just moved without scrolling, with no finger
    /// or motion on it: after its content height changed (a client keeping the visible rows
    /// still after inserting or removing rows above them, or the scroll view clamping content
    /// that became shorter), or onto a resting top the last offset lay above (the scroll view
    /// clamping by itself after its safe-area adjustment shrank the top inset).
    func offsetWriteCompensatesRowsAbove() -> Bool {
        guard settings.preventsJumps, !pipeline.isBusy, let sv = storedTrackingScrollView,
            !sv.isTracking, !sv.isDragging, !sv.isDecelerating
        else { return false }
        let c = state.continuity
        return c.isCompensation(offsetY: sv.contentOffset.y, contentHeight: sv.contentSize.height)
            || c.isClampedToTop(offsetY: sv.contentOffset.y, minimum: sv.minimumContentOffset.y)
    }

    /// Follows an offset write that is not scrolling without counting it as scrolling.
    ///
    /// When the scroll view clamped content resting at its top by itself, the header's
    /// injection takes up the change of range and the offset goes back, all before the frame is
    /// drawn, so the content stays where it was; the injection returns to its usual value as
    /// the content scrolls.
    func followCompensatingOffset() {
        if let sv = storedTrackingScrollView, let last = state.continuity.lastOffsetY,
            state.continuity.isClampedToTop(offsetY: sv.contentOffset.y, minimum: sv.minimumContentOffset.y),
            state.injections.info(for: sv)?.hasInjectedTopContentInset == true
        {
            let absorbed = -last - sv.adjustedContentInset.top
            if absorbed.isFinite && last.isFinite {
                let cause = pipeline.currentCause
                pipeline.currentCause = .ownScrollViewWrite
                state.injections.update(sv) { $0.injectedTopContentInset += absorbed }
                writingNodes {
                    sv.contentInset.top += absorbed
                    sv.contentOffset.y = last
                }
                pipeline.currentCause = cause
            }
        }
        solveAndApply { $0.refreshLastOffset() }
        scrollEvent()
    }
}

extension FlexibleHeaderView {
    /// `changeContentInsets(_:)` keeping the content and the header still.
    ///
    /// The block runs as if a finger rested on the content, so the scroll view does not clamp
    /// its offset to the new inset. When the offset then lies outside the valid range (content
    /// resting at its top under an inset that shrank, or short content under one that grew),
    /// the header's injection takes up the difference so the range holds the offset again; the
    /// injection returns to its usual value as the content scrolls. The hold keeps the header,
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
        let y = sv.contentOffset.y
        if sv === tracked, y < sv.minimumContentOffset.y || y > sv.maximumContentOffset.y,
            state.injections.info(for: sv)?.hasInjectedTopContentInset == true
        {
            let absorbed = -y - sv.adjustedContentInset.top
            if absorbed.isFinite {
                state.injections.update(sv) { $0.injectedTopContentInset += absorbed }
                writingNodes { sv.contentInset.top += absorbed }
            }
        }
        pipeline.currentCause = cause
        solveAndApply { $0.refreshLastOffset() }
        layoutPass()
    }
}
