import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Shifting without and with a tracking scroll view")
struct ShiftingTests {
    @Test("Without a tracking scroll view the header starts on screen", arguments: Environment.allCases)
    func headerStaysOnScreenWithoutTrackingScrollView(env: Environment) {
        let (header, _) = env.makeHeader()
        #expect(!header.isShiftedOffscreen && header.frame.minY == 0)
    }

    @Test("Shifting off without animation moves the header up by its maximum height", arguments: Environment.allCases)
    func shiftingOffWithoutAnimationMovesUpByMaximumHeight(env: Environment) {
        let (header, _) = env.makeHeader()
        header.shiftHeaderOffScreen(animated: false)
        #expect(header.isShiftedOffscreen)
        #expect(header.frame.minY == -header.maximumHeight && header.frame.minY == env.pick(-56, -76))
        #expect(header.shadowOpacity == 0.4)
    }

    @Test("Animated shifting off closes a fifth of the remaining distance per 60 Hz frame", arguments: Environment.allCases)
    func animatedShiftOffClosesAFifthOfTheGapPerFrame(env: Environment) {
        let (header, _) = env.makeHeader()
        header.shiftHeaderOffScreen(animated: true)
        #expect(header.isShiftedOffscreen && header.frame.minY == 0)
        header.frameClock.advanceFrame()
        #expect(approx(header.frame.minY, env.pick(-11.2, -15.2)))
        header.frameClock.advanceFrame()
        #expect(approx(header.frame.minY, env.pick(-20.16, -27.36)))
        let frames = header.frameClock.runUntilIdle()
        #expect(frames + 2 == env.pick(29, 30))
        #expect(header.frame.minY == env.pick(-56, -76))
    }

    @Test("Tracking a scroll view injects the maximum height as its top inset", arguments: Environment.allCases)
    func trackingInjectsMaximumHeightAsTopInset(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled, height: 1000, contentHeight: 1000)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == 0)
        #expect(t.scrollView.contentInset.top == env.pick(56, 76))
    }

    @Test("Shifting off with a tracking scroll view hides the header", arguments: Environment.allCases)
    func shiftingOffWithTrackingScrollViewHidesHeader(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled)
        t.header.shiftHeaderOffScreen(animated: false)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == env.pick(-56, -76) && t.header.isHidden)
    }

    @Test("Animated shifting reports shifted before any frame", arguments: Environment.allCases)
    func animatedShiftReportsShiftedBeforeAnyFrame(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled, height: 1000, contentHeight: 1000)
        t.header.shiftHeaderOffScreen(animated: true)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == 0)
    }

    @Test("At offset 0 the header rests, over-extending at 100 %", arguments: Environment.allCases)
    func restingHeaderIsOverExtendingAtFullPercentage(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 0)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == 0)
        #expect(t.header.scrollPhase == .overExtending && t.header.scrollPhaseValue == env.pick(56, 76))
        #expect(t.header.scrollPhasePercentage == 1)
    }

    @Test("Scrolling 10 points shifts the header up by 10", arguments: Environment.allCases)
    func scrollingTenPointsShiftsHeaderByTen(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 0)
        t.scroll(to: 10)
        #expect(t.header.frame.minY == -10 && !t.header.isShiftedOffscreen)
        #expect(t.header.scrollPhase == .shifting && t.header.scrollPhaseValue == env.pick(46, 66))
        #expect(approx(t.header.scrollPhasePercentage, env.pick(0.178571, 0.131579), 1e-5))
        #expect(t.scrollView.scrollIndicatorInsets.top == env.pick(46, 66))
    }

    @Test("One point short of the maximum height the header is not yet shifted off", arguments: Environment.allCases)
    func onePointShortOfMaximumIsNotShiftedOff(env: Environment) {
        let t = TrackedHeader(env)
        let y = t.header.maximumHeight - 1
        t.scroll(to: y)
        #expect(t.header.frame.minY == -y && !t.header.isShiftedOffscreen)
    }

    @Test("Scrolling by the maximum height shifts the header fully off and hides it", arguments: Environment.allCases)
    func scrollingMaximumHeightShiftsFullyOffAndHides(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: t.header.maximumHeight)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == env.pick(-56, -76) && t.header.isHidden)
        #expect(t.header.scrollPhasePercentage == 1 && t.scrollView.scrollIndicatorInsets.top == 0)
    }

    @Test("Scrolling far keeps an anchor reserve; scrolling back to 0 restores the header", arguments: Environment.allCases)
    func farScrollKeepsAnchorReserveAndReturnRestores(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 400)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == env.pick(-56, -76))
        #expect(t.header.shiftAccumulator == env.pick(231, 251))
        t.scroll(to: 0)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == 0 && !t.header.isHidden)
        #expect(t.scrollView.scrollIndicatorInsets.top == env.pick(56, 76))
    }

    @Test("With default importance a shifted header returns after 175 points of scrolling back", arguments: Environment.allCases)
    func shiftedHeaderReturnsAfterAnchorLength(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 400)
        t.scroll(to: 300)
        #expect(t.header.frame.minY == env.pick(-56, -76))
        t.scroll(to: 225)
        #expect(t.header.frame.minY == env.pick(-56, -76))
        t.scroll(to: 200)
        #expect(t.header.frame.minY == env.pick(-31, -51))
        t.scroll(to: 100)
        #expect(t.header.frame.minY == 0)
    }

    @Test("With high importance a shifted header returns after 25 points of scrolling back", arguments: Environment.allCases)
    func shiftedHeaderReturnsAfterShortAnchorWithHighImportance(env: Environment) {
        let t = TrackedHeader(env) { $0.headerContentImportance = .high }
        t.scroll(to: 400)
        #expect(t.header.shiftAccumulator == env.pick(81, 101))
        t.scroll(to: 375)
        #expect(t.header.frame.minY == env.pick(-56, -76))
        t.scroll(to: 360)
        #expect(t.header.frame.minY == env.pick(-41, -61))
    }

    // A quirk kept from the original: only the next drag end clears the flag.
    @Test("A disabled header dragged back on screen still reports shifted off", arguments: Environment.allCases)
    func disabledHeaderDraggedBackStillReportsShiftedOff(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled)
        t.scroll(to: 0)
        let max = t.header.maximumHeight
        t.header.shiftHeaderOffScreen(animated: false)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -max)
        t.scroll(to: max)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -max)
        t.scroll(to: 0)
        #expect(t.header.frame.minY == 0 && t.header.isShiftedOffscreen)
        t.scroll(to: max)
        #expect(t.header.frame.minY == 0 && t.header.isShiftedOffscreen)
    }

    @Test("A hideable header ignores scrolling", arguments: Environment.allCases)
    func hideableHeaderIgnoresScrolling(env: Environment) {
        let t = TrackedHeader(env, behavior: .hideable)
        t.scroll(to: 0)
        let max = t.header.maximumHeight
        t.header.shiftHeaderOffScreen(animated: false)
        t.scroll(to: max)
        #expect(t.header.frame.minY == -max)
        t.scroll(to: 0)
        #expect(t.header.frame.minY == -max && t.header.isShiftedOffscreen)
    }

    @Test("A hideable header keeps its minimumHeaderViewHeight of 32 on screen", arguments: Environment.allCases)
    func hideableHeaderKeepsMinimumHeaderViewHeightOnScreen(env: Environment) {
        let t = TrackedHeader(env, behavior: .hideable) { $0.minimumHeaderViewHeight = 32 }
        t.scroll(to: 0)
        t.header.shiftHeaderOffScreen(animated: false)
        #expect(t.header.frame.minY == env.pick(-24, -44))
        t.scroll(to: t.header.maximumHeight)
        #expect(t.header.frame.minY == env.pick(-24, -44))
    }

    @Test("Paging scroll views do not shift the header", arguments: Environment.allCases)
    func pagingScrollViewDoesNotShiftHeader(env: Environment) {
        let t = TrackedHeader(env)
        t.scrollView.isPagingEnabled = true
        t.scroll(to: 100)
        #expect(t.header.frame.minY == 0 && !t.header.isShiftedOffscreen)
    }

    @Test("While the scroll view is scrubbed the header can only shrink", arguments: Environment.allCases)
    func scrubbingOnlyShrinksHeader(env: Environment) {
        let t = TrackedHeader(env) { $0.trackingScrollViewIsBeingScrubbed = true }
        t.scroll(to: 30)
        #expect(t.header.frame.minY == -30)
        t.scroll(to: 10)
        #expect(t.header.frame.minY == -30)
    }
}
