import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Continuity correction arithmetic")
struct ContinuityCorrectionTests {
    @Test("Scrolling uses up both parts of the correction point for point, never past zero")
    func scrollingUsesTheCorrectionUp() {
        // Given a correction of +20 height and −5 shift
        var c = ContinuityCorrection(height: 20, shift: -5)
        // When 8 points are scrolled, then 30 the other way
        c.consume(scrollDistance: 8)
        #expect(c.height == 12 && c.shift == 0)
        c.consume(scrollDistance: -30)
        // Then both parts are zero
        #expect(c.isEmpty)
    }

    @Test("Holding adds the difference between the held and the solved frame to the correction")
    func holdingAddsTheDifference() {
        // Given a correction of 4 points of height
        var c = ContinuityCorrection(height: 4)
        // When the solve put the header at height 56, shift 0 but it was at 76, shift 10
        c.hold(heldHeight: 76, heldShift: 10, solvedHeight: 56, solvedShift: 0)
        // Then the next solve adds 24 to the height and 10 to the shift
        #expect(c.height == 24 && c.shift == 10)
        // And a non-finite difference leaves no correction
        c.hold(heldHeight: .nan, heldShift: .infinity, solvedHeight: 0, solvedShift: 0)
        #expect(c.isEmpty)
    }

    @Test("The injection moves toward its target by at most the distance scrolled, and not at all while holding")
    func injectionEasesWithScrolling() {
        var c = ContinuityCorrection()
        #expect(c.easedInjection(current: 76, desired: 56, scrolled: 5) == 71)
        #expect(c.easedInjection(current: 56, desired: 76, scrolled: -50) == 76)
        #expect(c.easedInjection(current: 56, desired: 76, scrolled: .nan) == 56)
        c.isHolding = true
        #expect(c.easedInjection(current: 76, desired: 56, scrolled: 30) == 76)
    }

    @Test("An offset move after a content-height change is a compensation; one without is scrolling")
    func compensationFollowsAContentChange() {
        let c = ContinuityCorrection(lastOffsetY: 300, lastContentHeight: 1200)
        #expect(c.isCompensation(offsetY: 180, contentHeight: 1080))
        #expect(c.isCompensation(offsetY: 420, contentHeight: 1520))
        #expect(!c.isCompensation(offsetY: 180, contentHeight: 1200))
        #expect(!c.isCompensation(offsetY: 300, contentHeight: 1080))
        #expect(!ContinuityCorrection().isCompensation(offsetY: 0, contentHeight: 10))
    }

    @Test("An offset on the end of a range the last offset lay outside of is a clamp; a scroll to the top is not")
    func clampIsToldApartFromScrollingToTheTop() {
        // Given a range of −56...−56 (short content) after the adjusted inset changed
        let range = OffsetRangeHold(minimum: -56, contentEnd: -200, reserve: 0)
        let above = ContinuityCorrection(lastOffsetY: -76, lastAdjustedTop: 76, lastAdjustedBottom: 0)
        // Then a move from above onto the top is a clamp
        #expect(above.isClamp(offsetY: -56, adjustedTop: 56, adjustedBottom: 0, range: range))
        // And one from below onto the end is a clamp
        let below = ContinuityCorrection(lastOffsetY: 80, lastAdjustedTop: 76, lastAdjustedBottom: 0)
        #expect(below.isClamp(offsetY: -56, adjustedTop: 56, adjustedBottom: 0, range: range))
        // But not without an inset change: only that makes a resting scroll view clamp
        #expect(!below.isClamp(offsetY: -56, adjustedTop: 76, adjustedBottom: 0, range: range))
        // And a scroll from inside the range to its top is scrolling
        let scrolled = ContinuityCorrection(lastOffsetY: 300, lastAdjustedTop: 76, lastAdjustedBottom: 0)
        let long = OffsetRangeHold(minimum: -76, contentEnd: 800, reserve: 0)
        #expect(!scrolled.isClamp(offsetY: -76, adjustedTop: 56, adjustedBottom: 0, range: long))
    }
}
