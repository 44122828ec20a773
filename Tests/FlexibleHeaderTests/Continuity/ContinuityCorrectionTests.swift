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

    @Test("An offset move after a content-size change is a compensation, even one that changed the height back; one without is scrolling")
    func compensationFollowsAContentChange() {
        // Given the last event at offset 300 after 4 content-size changes
        let c = ContinuityCorrection(lastOffsetY: 300, lastContentChangeCount: 4)
        // Then a move after another content change (or two that left the height as it was) is a compensation
        #expect(c.isCompensation(offsetY: 180, contentChangeCount: 5))
        #expect(c.isCompensation(offsetY: 420, contentChangeCount: 6))
        // And a move without one, or a content change without a move, is not
        #expect(!c.isCompensation(offsetY: 180, contentChangeCount: 4))
        #expect(!c.isCompensation(offsetY: 300, contentChangeCount: 5))
        #expect(!ContinuityCorrection().isCompensation(offsetY: 0, contentChangeCount: 1))
    }
}
