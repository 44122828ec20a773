import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Widening a scroll view's valid offset range")
struct OffsetRangeHoldTests {
    @Test("An offset below the content's end needs a bottom reserve reaching it, even when the content is short")
    func bottomWideningReachesTheOffset() {
        // Given short content: the range is −180...−180, the content's end at −40
        let range = OffsetRangeHold(minimum: -180, contentEnd: -40, reserve: 0)
        // Then holding offset 80 takes 120 points at the bottom and none at the top
        #expect(range.bottomWidening(for: 80) == 120)
        #expect(range.topWidening(for: 80) == 0)
        // And an offset inside the range needs nothing
        #expect(range.bottomWidening(for: -180) == 0)
    }

    @Test("An offset above the top needs the top widened by exactly the difference")
    func topWideningReachesTheOffset() {
        let range = OffsetRangeHold(minimum: -56, contentEnd: 400, reserve: 0)
        #expect(range.topWidening(for: -76) == 20)
        #expect(range.topWidening(for: -76.25) == 20.25)
        #expect(range.bottomWidening(for: -76) == 0)
        #expect(range.topWidening(for: .nan) == 0)
    }

    @Test("The reserve shrinks point for point as the offset leaves the content's end, and never grows")
    func reserveIsGivenBackPointForPoint() {
        // Given a reserve of 120 holding offset 80 over content ending at −40
        let range = OffsetRangeHold(minimum: -180, contentEnd: 80, reserve: 120)
        // Then at the held offset all of it is needed, 10 points up 110, at the end none
        #expect(range.releasedReserve(at: 80) == 120)
        #expect(range.releasedReserve(at: 70) == 110)
        #expect(range.releasedReserve(at: -40) == 0)
        // And an offset past the held one (a rubber-banding drag) keeps the reserve, no more
        #expect(range.releasedReserve(at: 95) == 120)
        // And a non-finite offset keeps it
        #expect(range.releasedReserve(at: .infinity) == 120)
    }

    @Test("The range holds the offsets between its ends, the largest never below the smallest")
    func rangeHoldsItsOffsets() {
        let short = OffsetRangeHold(minimum: -180, contentEnd: -300, reserve: 0)
        #expect(short.maximum == -180)
        #expect(short.isHolding(-180) && !short.isHolding(-179) && !short.isHolding(-181))
    }
}
