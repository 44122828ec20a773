import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("§17.6 Direction, drag end, deceleration, target offset")
struct DragEndTests {
    @Test("V41 direction slop while tracking", arguments: Environment.allCases)
    func v41(env: Environment) {
        let t = TrackedHeader(env)
        t.scrollView.beginDragging()
        t.scroll(to: 30)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -30)
        t.scroll(to: 27)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -27)
        t.scroll(to: 20)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == -20)
    }

    @Test("V42 settling after a drag without deceleration", arguments: Environment.allCases)
    func v42(env: Environment) {
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

    @Test("V43 deceleration ending above the 25 % rule comes back", arguments: Environment.allCases)
    func v43Back(env: Environment) {
        let t = Self.decelerate(env, to: 40)
        #expect(!t.header.wantsToBeHidden && t.header.isShiftAnimationRunning)
        let frames = t.header.frameClock.runUntilIdle()
        #expect(t.header.frame.minY == 0 && frames == 27)
    }

    @Test("V43 deceleration at 45: E0 hides (22 frames), E20 comes back (28 frames)", arguments: Environment.allCases)
    func v43At45(env: Environment) {
        let t = Self.decelerate(env, to: 45)
        let frames = t.header.frameClock.runUntilIdle()
        #expect(t.header.frame.minY == env.pick(-56, 0))
        #expect(frames == env.pick(22, 28))
    }

    @Test("V44 deceleration end without a decelerating drag does nothing", arguments: Environment.allCases)
    func v44(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 20)
        t.header.trackingScrollViewDidEndDecelerating()
        #expect(t.header.frameClock.isIdle && t.header.frame.minY == -20)
    }

    @Test("V44 W13: a repeated deceleration end does nothing", arguments: Environment.allCases)
    func v44Repeated(env: Environment) {
        let t = Self.decelerate(env, to: 40)
        t.header.frameClock.runUntilIdle()
        t.scroll(to: 80)
        t.scroll(to: 60)
        let before = t.header.frame
        #expect(t.header.isPartiallyShifted)
        t.header.trackingScrollViewDidEndDecelerating()
        #expect(t.header.frameClock.isIdle && t.header.frame == before)
    }

    @Test("V45 target offsets", arguments: Environment.allCases)
    func v45(env: Environment) {
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

    @Test("V45 with a client top inset of 10", arguments: Environment.allCases)
    func v45ClientInset(env: Environment) {
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

    @Test("V46 disabled behaviour never rewrites the target", arguments: Environment.allCases)
    func v46(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled)
        for y: CGFloat in [-100, -20, 0, 20] {
            var target = CGPoint(x: 0, y: y)
            #expect(!t.header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target))
            #expect(target.y == y)
        }
    }
}
