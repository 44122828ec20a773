import Foundation

/// The state of a simulated finger on a scroll node.
struct DragState {
    var anchor: CGPoint
    var travel: CGFloat = 0
    /// The page the drag began on, per axis (paging moves at most one page from it).
    var anchorPage: CGPoint
}

extension ScrollNode {
    enum Axis { case x, y }

    /// The axis `drag(by:)` moves: y unless only x is draggable.
    var dragAxis: Axis {
        let lo = minimumContentOffset, hi = maximumContentOffset
        let yDraggable = alwaysBounceVertical || hi.y > lo.y
        let xDraggable = alwaysBounceHorizontal || hi.x > lo.x
        return (!yDraggable && xDraggable) ? .x : .y
    }

    /// Puts a simulated finger down: catches a running deceleration, cancels an offset
    /// animation, and calls `scrollViewWillBeginDragging`.
    public func beginDragging() {
        guard isScrollEnabled else { return }
        guard drag == nil else {
            return refuse("scroll.alreadyDragging", "Refused beginDragging on \(diagnosticName): a drag is already in progress.")
        }
        if let m = motion {
            motion = nil
            m.isFinished = true
            if case .deceleration = m.kind {
                isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
        let offset = contentOffset
        let page = CGPoint(
            x: storedBounds.width > 0 ? (offset.x / storedBounds.width).rounded() : 0,
            y: storedBounds.height > 0 ? (offset.y / storedBounds.height).rounded() : 0)
        drag = DragState(anchor: offset, anchorPage: page)
        isTracking = true
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Moves the simulated finger by `distance` points (positive = down/right); the content
    /// follows, rubber-banding past the edges.
    public func drag(by distance: CGFloat) {
        guard distance.isFinite else {
            return refuse("geometry.nonFinite", "Refused drag(by: \(distance)) on \(diagnosticName): the distance must be finite.")
        }
        guard var d = drag else {
            return refuse("scroll.notDragging", "Refused drag(by: \(distance)) on \(diagnosticName): call beginDragging() first.")
        }
        d.travel += distance
        drag = d
        var offset = contentOffset
        let lo = minimumContentOffset, hi = maximumContentOffset
        switch dragAxis {
        case .y:
            offset.y = displayed(raw: d.anchor.y - d.travel, min: lo.y, max: hi.y, dimension: storedBounds.height)
        case .x:
            offset.x = displayed(raw: d.anchor.x - d.travel, min: lo.x, max: hi.x, dimension: storedBounds.width)
        }
        applyMotionOffset(offset)
    }

    /// UIKit's rubber-band curve, as commonly reverse-engineered (constant 0.55).
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    private func displayed(raw: CGFloat, min lo: CGFloat, max hi: CGFloat, dimension: CGFloat) -> CGFloat {
        if !bounces { return Swift.min(Swift.max(raw, lo), hi) }
        if raw < lo { return lo - Self.rubberBand(lo - raw, dimension: dimension) }
        if raw > hi { return hi + Self.rubberBand(raw - hi, dimension: dimension) }
        return raw
    }

    /// Lifts the simulated finger with a velocity in points per millisecond in offset space;
    /// asks the delegate for the target, then decelerates on the frame clock.
    public func endDragging(velocity: CGPoint) {
        guard velocity.isFinitePoint else {
            return refuse("geometry.nonFinite", "Refused endDragging(velocity: \(velocity)) on \(diagnosticName): the velocity must be finite.")
        }
        guard let d = drag else {
            return refuse("scroll.notDragging", "Refused endDragging on \(diagnosticName): call beginDragging() first.")
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        var v = velocity
        let yDraggable = alwaysBounceVertical || hi.y > lo.y
        let xDraggable = alwaysBounceHorizontal || hi.x > lo.x
        if !yDraggable { v.y = 0 }
        if !xDraggable { v.x = 0 }
        isTracking = false

        let current = contentOffset
        let outX = current.x < lo.x || current.x > hi.x
        let outY = current.y < lo.y || current.y > hi.y
        func proposal(
            _ c: CGFloat, _ vel: CGFloat, _ out: Bool, _ l: CGFloat, _ h: CGFloat,
            page: CGFloat, anchorPage: CGFloat
        ) -> CGFloat {
            if out { return Swift.min(Swift.max(c, l), h) }
            if isPagingEnabled {
                guard page > 0 else { return Swift.min(Swift.max(c, l), h) }
                let k: CGFloat = vel > 0.3 ? anchorPage + 1 : (vel < -0.3 ? anchorPage - 1 : (c / page).rounded())
                return Swift.min(Swift.max(k * page, l), h)
            }
            let r = decelerationRate
            return Swift.min(Swift.max(c + vel * r / (1 - r), l), h)
        }
        var target = CGPoint(
            x: proposal(current.x, v.x, outX, lo.x, hi.x, page: storedBounds.width, anchorPage: d.anchorPage.x),
            y: proposal(current.y, v.y, outY, lo.y, hi.y, page: storedBounds.height, anchorPage: d.anchorPage.y))
        delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: &target)
        if !target.isFinitePoint { target = clampedContentOffset(current) }
        target = clampedContentOffset(target)
        let willDecelerate = target.x != contentOffset.x || target.y != contentOffset.y
        drag = nil
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, drag == nil else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating, motion == nil else { return }
        let rx: CGFloat = (outX || isPagingEnabled) ? 0.99 : decelerationRate
        let ry: CGFloat = (outY || isPagingEnabled) ? 0.99 : decelerationRate
        startMotion(
            ScrollMotion(
                scrollNode: self, kind: .deceleration(rateX: rx, rateY: ry),
                from: contentOffset, to: target, at: frameClock.now))
    }

    /// Stops a deceleration or an offset animation where it is, as a finger touching the content
    /// would; a stopped deceleration reports `scrollViewDidEndDecelerating`.
    public func stopScrolling() {
        guard let m = motion else { return }
        motion = nil
        m.isFinished = true
        if case .deceleration = m.kind {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Drags by `distance` over `duration` seconds, one step per frame, then releases with
    /// the matching velocity; the deceleration is left to the clock.
    public func simulateSwipe(distance: CGFloat, duration: TimeInterval) {
        guard distance.isFinite, duration.isFinite else {
            return refuse(
                "geometry.nonFinite",
                "Refused simulateSwipe(distance: \(distance), duration: \(duration)) on \(diagnosticName): values must be finite.")
        }
        guard duration > 0 else {
            return refuse("scroll.invalidSwipe", "Refused simulateSwipe on \(diagnosticName): duration \(duration) must be positive.")
        }
        guard drag == nil else {
            return refuse("scroll.alreadyDragging", "Refused simulateSwipe on \(diagnosticName): a drag is already in progress.")
        }
        guard isScrollEnabled else { return }
        let clock = frameClock
        let frames = (duration / clock.frameDuration).rounded()
        guard frames <= Double(FrameClock.maximumFramesPerAdvance) else {
            return refuse(
                "scroll.invalidSwipe",
                "Refused simulateSwipe on \(diagnosticName): duration \(duration) s would take \(frames) frames; the limit is \(FrameClock.maximumFramesPerAdvance)."
            )
        }
        // Decide before touching anything: a release velocity that overflows (a subnormal
        // duration) would be refused by endDragging and leave the finger down for good.
        let speed = -distance / (duration * 1000)
        guard speed.isFinite else {
            return refuse(
                "scroll.invalidSwipe",
                "Refused simulateSwipe(distance: \(distance), duration: \(duration)) on \(diagnosticName): the release velocity \(speed) pt/ms is not finite."
            )
        }
        guard !clock.isRunningFrame else {
            return refuse(
                "scroll.invalidSwipe",
                "Refused simulateSwipe on \(diagnosticName): its clock is running a frame, and a swipe needs frames of its own.")
        }
        let n = Swift.max(1, Int(frames))
        beginDragging()
        for _ in 0..<n {
            clock.advanceFrame()
            drag(by: distance / CGFloat(n))
        }
        let velocity = dragAxis == .y ? CGPoint(x: 0, y: speed) : CGPoint(x: speed, y: 0)
        endDragging(velocity: velocity)
    }

    /// Sets the offset, animated over 0.3 s on the frame clock when asked.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.isFinitePoint else {
            return refuse("geometry.nonFinite", "Refused setContentOffset(\(offset)) on \(diagnosticName): values must be finite.")
        }
        guard animated else { contentOffset = offset; return }
        cancelAnimationIfAny()
        guard offset != contentOffset else { return }
        startMotion(ScrollMotion(scrollNode: self, kind: .animation, from: contentOffset, to: offset, at: frameClock.now))
    }

    // MARK: Motion plumbing

    func startMotion(_ m: ScrollMotion) {
        motion?.isFinished = true
        motion = m
        frameClock.addMotion(m)
    }

    func cancelAnimationIfAny() {
        if let m = motion, case .animation = m.kind {
            m.isFinished = true
            motion = nil
        }
    }

    /// Assigns an offset produced by a drag or a motion (does not reset the drag anchor).
    func applyMotionOffset(_ p: CGPoint) {
        isApplyingInternalOffset = true
        contentOffset = p
        isApplyingInternalOffset = false
    }

    func motionDidFinish(_ m: ScrollMotion) {
        guard motion === m else { return }
        motion = nil
        switch m.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Clamps the offset at rest after an adjusted-inset change, as UIKit does; running
    /// motions restart from the clamped offset toward their clamped target.
    func clampAfterInsetChange() {
        let clamped = clampedContentOffset(contentOffset)
        if let m = motion {
            m.start = clamped
            m.target = clampedContentOffset(m.target)
            m.startTime = frameClock.now
        }
        guard clamped != contentOffset else { return }
        let outer = isClampingOffsetAfterInsetChange
        isClampingOffsetAfterInsetChange = true
        applyMotionOffset(clamped)
        isClampingOffsetAfterInsetChange = outer
    }
}
