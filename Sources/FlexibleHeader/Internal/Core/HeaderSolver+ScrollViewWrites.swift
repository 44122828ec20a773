import Foundation

extension HeaderSolver {
    /// The part of its injection the header keeps in a scroll view it stopped tracking.
    struct InsetRemoval: Equatable {
        /// Points of top injection left in the inset (nonzero only when the header keeps the
        /// content still and the offset needs them).
        var keptTop: CGFloat
        /// Points of bottom reserve left in the inset; nil when the reserve is left as recorded.
        var keptReserve: CGFloat?
    }

    /// Adds a write to the scroll view of `key`.
    mutating func write(_ change: ScrollViewWrite.Change, to key: ScrollViewKey) {
        effects.scrollViewWrites.append(ScrollViewWrite(target: key, change: change))
    }

    /// Takes this header's insets out of the scroll view of `key`, which it stopped tracking.
    ///
    /// Kept still, a top injection under content resting at its top cannot go without the
    /// scroll view clamping the content up, so the part the offset needs stays, and so does the
    /// part of the bottom reserve the offset needs; the scroll-indicator inset goes entirely,
    /// since it moves no content. Otherwise the whole top injection goes.
    ///
    /// - Parameters:
    ///   - offsetY: The scroll view's offset y.
    ///   - adjustedTop: Its `adjustedContentInset.top`.
    ///   - range: Its valid offset range, with this header's bottom reserve.
    /// - Returns: what stays, to record once the writes are made; nil when the header never
    ///   injected into the scroll view.
    mutating func removeInsets(
        from key: ScrollViewKey, offsetY: CGFloat, adjustedTop: CGFloat, range: OffsetRangeHold
    ) -> InsetRemoval? {
        guard let info = state.injections.info(for: key) else { return nil }
        guard settings.preventsJumps else {
            write(.removeFromContentInset(top: info.injectedTopContentInset, bottom: 0), to: key)
            write(.removeFromIndicatorTop(info.injectedTopScrollIndicatorInset), to: key)
            return InsetRemoval(keptTop: 0, keptReserve: nil)
        }
        let room = (offsetY + adjustedTop).rounded(.down)
        let removedTop = room.isFinite ? max(0, min(info.injectedTopContentInset, room)) : 0
        let keptReserve = range.releasedReserve(at: offsetY)
        write(.removeFromIndicatorTop(info.injectedTopScrollIndicatorInset), to: key)
        write(.removeFromContentInset(top: removedTop, bottom: info.reservedBottomContentInset - keptReserve), to: key)
        return InsetRemoval(keptTop: info.injectedTopContentInset - removedTop, keptReserve: keptReserve)
    }

    /// Injects into the scroll view of `s`, which the header does not track.
    ///
    /// Content too short to scroll has one valid offset, so the scroll view clamps to the new
    /// inset at once: the offset is put back, and the header places that content itself (here
    /// or in the caller), counting from where it was; counted from the clamp, a short list
    /// would move by the injection twice. Such a scroll view sends the header no events, so the
    /// status-bar check need not wait for the inset write; when the status bar changed
    /// visibility, the offset moves by the injection to keep the content still.
    mutating func injectUntracked(into s: HeaderInputs.Scroll, compensatesStatusBarChange: Bool) -> Injection {
        let decision = injection(into: s, compensatesStatusBarChange: compensatesStatusBarChange)
        // The injection's own compensation names the tracking scroll view; this scroll view
        // gets a write of its own.
        var compensates = effects.offsetWrite != nil
        effects.offsetWrite = nil
        if decision.checksStatusBarAfterInset {
            compensates = checkStatusBarChange(compensates: compensatesStatusBarChange)
        }
        if decision.delta != 0 {
            write(.addToContentInsetTop(decision.delta), to: s.key)
            write(.restoreOffset(s.contentOffset), to: s.key)
        }
        if compensates { write(.compensateOffsetY(by: -decision.delta), to: s.key) }
        return decision
    }

    /// Places the content of the scroll view of `s`, about to be tracked, so the header keeps
    /// its height across the switch.
    ///
    /// The content first moves down by `injectedDelta`, the injection the header just made
    /// there. When the header is shifted fully off screen the content rests no higher than the
    /// top of the scroll view's own inset; a height stashed when the header last left the
    /// scroll view moves the content by the difference to the header's height now. Kept still
    /// (`preventsJumps`), and without a tracking scroll view to switch from, the content stays
    /// where it was left.
    ///
    /// - Parameter hasTrackingScrollView: Whether the header tracks a scroll view now.
    mutating func prepareToTrack(_ s: HeaderInputs.Scroll, injectedDelta: CGFloat, hasTrackingScrollView: Bool) {
        if injectedDelta != 0 { write(.moveOffsetY(by: -injectedDelta), to: s.key) }
        guard hasTrackingScrollView, !settings.preventsJumps else { return }
        let info = info(for: s)
        if state.tracking.accumulator >= accumulatorMax {
            let raw = s.contentInset.top - (info?.injectedTopContentInset ?? 0)
            write(.raiseOffsetY(toAtLeast: -raw), to: s.key)
        }
        if let stashed = info?.stashedHeight {
            let d = inputs.bounds.height - stashed
            if abs(d) > HeaderConstants.heightEpsilon { write(.moveOffsetY(by: -d), to: s.key) }
        }
    }

    /// Keeps the offset of the scroll view of `key` after a re-injection, unless the scroll
    /// view moved it itself: the offset found before, lowered to the top of the valid range
    /// when the re-injection shrank the inset above it. Decided from the three values alone,
    /// so it needs no solve of the header's state.
    ///
    /// - Parameters:
    ///   - before: The offset before the re-injection.
    ///   - now: The offset after it.
    ///   - adjustedTop: The scroll view's `adjustedContentInset.top` after it.
    /// - Returns: the write, or nil when the scroll view moved the offset.
    static func offsetKeptAfterReinjection(
        of key: ScrollViewKey, before: CGPoint, now: CGPoint, adjustedTop: CGFloat
    ) -> ScrollViewWrite? {
        guard now == before else { return nil }
        return ScrollViewWrite(target: key, change: .placeOffset(CGPoint(x: before.x, y: max(before.y, -adjustedTop))))
    }
}
