import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Direction, drag end, deceleration, target offset")
struct DragEndTests {
    @Test("While dragging, the wish to hide flips only after more than 5 points the other way", arguments: Environment.allCases)
    func directionFlipsOnlyAfterFivePointSlop(env: Environment) {
        let t = TrackedHeader(env)
        t.scrollView.beginDragging()
        t.scroll(to: 30)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -30)
        t.scroll(to: 27)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -27)
        t.scroll(to: 20)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == -20)
    }

    @Test("A drag released without deceleration settles the header off screen", arguments: Environment.allCases)
    func dragReleasedWithoutDecelerationSettlesOffScreen(env: Environment) {
        let t = TrackedHeader(env)
        t.scrollView.beginDragging()
        t.scroll(to: 30)
        t.scrollView.endDragging(velocity: .zero)
        t.header.trackingScrollViewDidEndDraggingWillDecelerate(false)
        t.tick()
        #expect(approx(t.header.shiftAccumulator, env.pick(35.2, 39.2)))
        let frames = t.header.frameClock.runUntilIdle()
        #expect(frames + 1 == env.pick(25, 28))
        #expect(t.header.frame.minY == env.pick(-56, -76) && t.header.isShiftedOffscreen)
    }

    /// Drag to 20, release with deceleration, come to rest at `restingOffset`.
    static func decelerate(_ env: Environment, to restingOffset: CGFloat) -> TrackedHeader {
        let t = TrackedHeader(env)
        t.scrollView.beginDragging()
        t.scroll(to: 20)
        t.header.trackingScrollViewDidEndDraggingWillDecelerate(true)
        t.scrollView.endDragging(velocity: .zero)
        t.scroll(to: restingOffset)
        t.header.trackingScrollViewDidEndDecelerating()
        return t
    }

    @Test("A deceleration ending with more than 25 % of the header visible brings it back", arguments: Environment.allCases)
    func decelerationWithMoreThanAQuarterVisibleComesBack(env: Environment) {
        let t = Self.decelerate(env, to: 40)
        #expect(!t.header.wantsToBeHidden && t.header.isShiftAnimationRunning)
        let frames = t.header.frameClock.runUntilIdle()
        #expect(t.header.frame.minY == 0 && frames == 27)
    }

    @Test("A deceleration resting at 45 hides a 56-point header but brings a 76-point one back", arguments: Environment.allCases)
    func decelerationAtFortyFiveHidesOnlyTheShorterHeader(env: Environment) {
        let t = Self.decelerate(env, to: 45)
        let frames = t.header.frameClock.runUntilIdle()
        #expect(t.header.frame.minY == env.pick(-56, 0))
        #expect(frames == env.pick(22, 28))
    }

    @Test("A deceleration end without a decelerating drag does nothing", arguments: Environment.allCases)
    func decelerationEndWithoutDeceleratingDragDoesNothing(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 20)
        t.header.trackingScrollViewDidEndDecelerating()
        #expect(t.header.frameClock.isIdle && t.header.frame.minY == -20)
    }

    // A fix of the original, which never cleared its decelerating flag and settled again.
    @Test("A repeated deceleration end does nothing", arguments: Environment.allCases)
    func repeatedDecelerationEndDoesNothing(env: Environment) {
        let t = Self.decelerate(env, to: 40)
        t.header.frameClock.runUntilIdle()
        t.scroll(to: 80)
        t.scroll(to: 60)
        let before = t.header.frame
        #expect(t.header.isPartiallyShifted)
        t.header.trackingScrollViewDidEndDecelerating()
        #expect(t.header.frameClock.isIdle && t.header.frame == before)
    }

    @Test("Drag end moves a target offset that would leave the header partly visible", arguments: Environment.allCases)
    func targetOffsetAvoidsPartlyVisibleHeader(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 0)
        var target = CGPoint(x: 0, y: -20)
        #expect(t.header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target))
        #expect(target.y == env.pick(-56, -76))
        target = CGPoint(x: 0, y: 20)
        #expect(!t.header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target))
        #expect(target.y == 20)
        target = CGPoint(x: 0, y: env.pick(-56, -76))
        #expect(!t.header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target))
        t.header.shiftHeaderOffScreen(animated: true)
        target = CGPoint(x: 0, y: -20)
        #expect(t.header.trackingScrollViewWillEndDragging(withVelocity: CGPoint(x: 0, y: 10), targetContentOffset: &target))
        #expect(target.y == 0)
    }

    @Test("Target offsets account for a client top inset of 10", arguments: Environment.allCases)
    func targetOffsetAccountsForClientTopInset(env: Environment) {
        for hidden in [false, true] {
            let (header, _) = env.makeHeader()
            header.shiftBehavior = .enabled
            let sv = makeScrollNode(height: 100, contentHeight: 1000)
            sv.contentInset.top = 10
            header.trackingScrollView = sv
            if hidden { header.shiftHeaderOffScreen(animated: true) }
            var target = CGPoint(x: 0, y: -30)
            #expect(header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target))
            #expect(target.y == (hidden ? -10 : env.pick(-66, -86)))
        }
    }

    @Test("A disabled header never rewrites the target", arguments: Environment.allCases)
    func disabledHeaderNeverRewritesTarget(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled)
        for y: CGFloat in [-100, -20, 0, 20] {
            var target = CGPoint(x: 0, y: y)
            #expect(!t.header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target))
            #expect(target.y == y)
        }
    }
}
