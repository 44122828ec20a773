import Canopy
import Foundation

extension HeaderSolver {
    /// The frame detents are resolved against now.
    var detentFrame: DetentMath.Frame {
        DetentMath.Frame(
            minWithSafeArea: minWithSafeArea, maxWithSafeArea: maxWithSafeArea,
            topSafeAreaForHeights: state.heights.includesSafeArea ? 0 : topSafeAreaInset,
            accumulatorMax: accumulatorMax, canShiftOffscreen: configuration.canShiftOffscreen)
    }

    /// Whether a header at a detent stays there when heights or the shift range change: with
    /// snapping, after a move from code, or with `preventsJumps` (the original lets them move).
    var keepsDetentsAcrossChanges: Bool {
        settings.snapping.isEnabled || state.requestedDetent != nil || settings.preventsJumps
    }

    /// The header's visible bottom edge now: height minus shift.
    var currentExtent: CGFloat { boundsHeight - boundedShift }

    /// The height the shift rules give for a content top at `h`: at least the minimum, at most
    /// the maximum unless the header may over-extend.
    func heightFromRules(_ h: CGFloat) -> CGFloat {
        ShiftMath.height(
            headerHeightFromOffset: h, minWithSafeArea: minWithSafeArea, maxWithSafeArea: maxWithSafeArea,
            canOverExtend: settings.canOverExtend, isVoiceOverRunning: inputs.isVoiceOverRunning)
    }

    /// The height the rules give for a content top at `h`, raised by the expansion while the
    /// content is scrolled under the header; the expansion ends once the content reaches it.
    mutating func heightWithExpansion(_ height: CGFloat, headerHeightFromOffset h: CGFloat) -> CGFloat {
        let e = state.tracking.expansion
        guard e > 0 else { return height }
        let floor = min(maxWithSafeArea, minWithSafeArea + e)
        if h >= floor {
            state.tracking.expansion = 0
            return height
        }
        return max(height, floor)
    }

    // MARK: Moving to a detent

    /// Plans a move to `target` from the current state.
    ///
    /// Content attached to the header's bottom edge stays attached: the offset moves with the
    /// header. Content scrolled under the header stays where it is, and the header grows over
    /// it (the expansion) or shrinks back. A hidden header never leaves the content's top
    /// showing below it: content whose top would show scrolls up to the hidden header's edge.
    /// With `contentStays` the content never moves and the header grows or shrinks over it.
    /// With `rowOffsetY` the offset moves there along with the header's bottom edge, so the
    /// content row under the header stays under it.
    func plan(
        to target: ResolvedDetent, duration: TimeInterval, id: Int, contentStays: Bool = false, rowOffsetY: CGFloat? = nil
    ) -> DetentMotion {
        let h = headerHeightFromOffset
        let extent = currentExtent
        let y = scroll?.contentOffset.y ?? 0
        var motion = DetentMotion(
            target: target, startTime: inputs.now, duration: duration, fromShift: boundedShift, toShift: target.shift,
            fromExpansion: state.tracking.expansion, toExpansion: 0, fromOffsetY: nil, toOffsetY: nil, id: id)
        let attached = !contentStays && h >= extent - HeaderConstants.detentAttachmentTolerance
        // The offset at which the content's top is at `edge`, computed directly so the
        // header lands on the detent exactly.
        let offsetPlacingTop: (CGFloat) -> CGFloat = { edge in -edge - rawTopInset }
        if target.shift > 0 {
            if h > target.extent && !contentStays { motion.toOffsetY = offsetPlacingTop(target.extent) }
        } else if attached && scroll != nil {
            motion.toOffsetY = offsetPlacingTop(target.height)
        } else {
            motion.toExpansion = max(0, target.height - minWithSafeArea)
        }
        if let rowOffsetY, scroll != nil {
            motion.toOffsetY = rowOffsetY
            motion.toExpansion = target.shift > 0 ? 0 : max(0, target.height - minWithSafeArea)
            motion.keepsRowUnderHeader = true
        }
        if motion.toOffsetY != nil { motion.fromOffsetY = y }
        if settings.preventsJumps {
            // The move starts where the header shows: the difference from the move's own first
            // frame fades out along the ease, so every frame moves the header one way.
            var first = self
            first.detentMotionFrame(motion, fraction: 0)
            motion.fromCorrectionHeight = boundsHeight - first.boundsHeight
            motion.fromCorrectionShift = (boundsHeight / 2 - centerY) - first.boundedShift
            if !motion.fromCorrectionHeight.isFinite { motion.fromCorrectionHeight = 0 }
            if !motion.fromCorrectionShift.isFinite { motion.fromCorrectionShift = 0 }
            motion.lastShownShift = first.boundedShift + motion.fromCorrectionShift
            motion.lastShownHeight = boundsHeight
            // Where the move ends: its last frame over the offset it ends at.
            var endInputs = inputs
            if let end = motion.toOffsetY { endInputs.scroll?.contentOffset.y = end }
            var last = HeaderSolver(state: state, inputs: endInputs)
            var plain = motion
            plain.fromCorrectionHeight = 0
            plain.fromCorrectionShift = 0
            plain.lastShownShift = nil
            last.detentMotionFrame(plain, fraction: 1)
            motion.endHeight = last.boundsHeight
        }
        return motion
    }

    /// One frame of a detent move: sets the shift and expansion for eased fraction `p` and
    /// commits over the offset the scroll view has now (already moved by the view).
    mutating func detentMotionFrame(_ motion: DetentMotion, fraction p: CGFloat) {
        let h = headerHeightFromOffset
        if motion.fromOffsetY != nil && !motion.keepsRowUnderHeader {
            // Attached content: the shift keeps the header's bottom edge on the content's top.
            let shift = ShiftMath.clamp(minWithSafeArea - h, 0, max(0, accumulatorMax))
            state.tracking.accumulator = p >= 1 ? motion.toShift : shift
        } else {
            state.tracking.accumulator = motion.shift(at: p)
        }
        state.tracking.expansion = motion.expansion(at: p)
        state.tracking.lastContentOffset = boundedContentOffset
        state.tracking.accumulatedDeltaY = 0
        state.tracking.wantsToBeHidden = motion.target.shift > 0
        var height = heightFromRules(h)
        if state.tracking.expansion > 0 {
            let grown = p >= 1 ? motion.target.height : minWithSafeArea + state.tracking.expansion
            height = max(height, min(maxWithSafeArea, grown))
        }
        if settings.preventsJumps {
            var shownHeight = max(0, height + motion.correctionHeight(at: p))
            if p < 1, let end = motion.endHeight,
                let previous = state.detentMotion?.lastShownHeight ?? motion.lastShownHeight, shownHeight.isFinite
            {
                shownHeight = end >= previous ? min(max(shownHeight, previous), end) : max(min(shownHeight, previous), end)
            }
            state.continuity.height = shownHeight - height
            state.detentMotion?.lastShownHeight = shownHeight
            height = shownHeight
            let shift = boundedShift
            var shown = shift + motion.correctionShift(at: p)
            if p < 1, let previous = state.detentMotion?.lastShownShift ?? motion.lastShownShift, shown.isFinite {
                shown =
                    motion.toShift >= previous
                    ? min(max(shown, previous), motion.toShift) : max(min(shown, previous), motion.toShift)
            }
            state.continuity.shift = shown - shift
            state.detentMotion?.lastShownShift = shown
        }
        setBoundsHeight(height)
        commit()
    }

    // MARK: Where the header rests

    /// The detent the header rests at, checked in `preferred` order and then `expanded`,
    /// `collapsed`, `hidden`; nil between detents.
    func restingDetent(preferring preferred: [HeaderDetent]) -> HeaderDetent? {
        let f = detentFrame
        let shift = boundedShift
        let tolerance = DetentMath.restingTolerance
        for d in preferred + [.expanded, .collapsed, .hidden] {
            guard let r = DetentMath.resolve(d, in: f) else { continue }
            if r.shift > 0 {
                if shift >= r.shift - tolerance { return d }
            } else if shift <= tolerance && abs(boundsHeight - r.height) <= tolerance {
                return d
            }
        }
        return nil
    }

    // MARK: Snapping

    /// The header's extent if the content came to rest at offset `y` after a steady move from
    /// where it is now: the layout rules run on a copy, nothing is kept.
    func projectedExtent(atOffsetY y: CGFloat) -> CGFloat {
        guard var s = scroll else { return currentExtent }
        s.contentOffset.y = y
        s.isTracking = false
        var copy = inputs
        copy.scroll = s
        var probe = HeaderSolver(state: state, inputs: copy)
        probe.trackedInfo = trackedInfo
        probe.state.tracking.isAnimatingShift = false
        probe.layout()
        return probe.currentExtent
    }

    /// The offset y at which the content, moving steadily from here, leaves the header at
    /// `place`, or nil when no offset within reach does.
    ///
    /// The extent changes at most one point per point of scrolling and monotonically in each
    /// direction, so a bracketing search converges; once bracketed, the exact crossing is
    /// computed where the extent follows the offset one to one, and a place that holds over a
    /// range of offsets (hidden, or collapsed far from the top) is entered by a point so
    /// rounding on the way cannot leave the header a hair short of it.
    func offsetY(reaching place: ResolvedDetent) -> CGFloat? {
        guard let s = scroll else { return nil }
        let y0 = s.contentOffset.y
        let e0 = currentExtent
        if abs(e0 - place.extent) <= DetentMath.restingTolerance { return y0 }
        // Offsets grow (content moves up) to lower the extent.
        let dir: CGFloat = place.extent < e0 ? 1 : -1
        let miss: (CGFloat) -> CGFloat = { y in (projectedExtent(atOffsetY: y) - place.extent) * dir }
        var near = y0
        var step = max(1, abs(e0 - place.extent))
        var far = y0 + dir * step
        var found = false
        for _ in 0..<40 {
            if miss(far) <= 0 {
                found = true
                break
            }
            near = far
            step *= 2
            far = y0 + dir * step
        }
        guard found else { return nil }
        for _ in 0..<200 {
            let mid = (near + far) / 2
            if mid == near || mid == far { break }
            if miss(mid) > 0 { near = mid } else { far = mid }
        }
        // Where the extent follows the offset one to one, land on the crossing exactly.
        let exact = near + dir * (projectedExtent(atOffsetY: near) - place.extent)
        for candidate in [exact, far] where abs(projectedExtent(atOffsetY: candidate) - place.extent) <= DetentMath.restingTolerance {
            let inside = candidate + dir * HeaderConstants.detentEntryDepth
            if abs(projectedExtent(atOffsetY: inside) - place.extent) <= DetentMath.restingTolerance { return inside }
            return candidate
        }
        return far
    }

    /// The rewritten target offset of a released drag under `snapping`, or nil to keep it.
    ///
    /// - Parameters:
    ///   - targetY: the scroll view's proposed resting offset.
    ///   - velocityY: release velocity in points per millisecond, positive when the content
    ///     moves up.
    func snappedTarget(for targetY: CGFloat, velocityY: CGFloat, snapping: HeaderSnapping) -> (y: CGFloat, place: ResolvedDetent)? {
        guard let s = scroll else { return nil }
        let places = DetentMath.restingPlaces(for: snapping.detents, in: detentFrame)
        let restY = snapping.usesVelocity ? targetY : s.contentOffset.y
        let projected = projectedExtent(atOffsetY: restY)
        let direction: CGFloat =
            snapping.usesVelocity && velocityY != 0
            ? (velocityY > 0 ? 1 : -1)
            : (state.tracking.accumulatedDeltaY > 0 ? 1 : (state.tracking.accumulatedDeltaY < 0 ? -1 : 0))
        let chosen =
            snapping.snapsByDirection
            ? DetentMath.chooseByDirection(projected: projected, direction: direction, among: places)
            : DetentMath.choose(projected: projected, direction: direction, among: places)
        guard let place = chosen else { return nil }
        if abs(projected - place.extent) <= DetentMath.restingTolerance && snapping.usesVelocity {
            return (targetY, place)
        }
        // A place the content's top defines is reached exactly at one offset.
        let direct = -place.height - rawTopInset
        if place.shift == 0, abs(projectedExtent(atOffsetY: direct) - place.extent) <= DetentMath.restingTolerance {
            return (direct, place)
        }
        guard let y = offsetY(reaching: place) else { return nil }
        return (y, place)
    }
}
