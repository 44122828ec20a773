import Foundation
import Testing

@testable import FlexibleHeader

/// The continuity correction's bookkeeping between events, tested as values (no nodes).
@Suite("Continuity correction transitions")
struct ContinuityTransitionsTests {
    @Test("An event holds the injection still only when it begins holding")
    func beginEvent() {
        var c = ContinuityCorrection()
        c.beginEvent(holding: true)
        #expect(c.isHolding)
        c.beginEvent(holding: false)
        #expect(!c.isHolding)
    }

    @Test("A header that keeps nothing still forgets the correction and everything it remembered")
    func reset() {
        var c = ContinuityCorrection(
            height: 12, shift: -3, lastOffsetY: 40, lastContentChangeCount: 2, clampedFromY: 10, isHolding: true,
            contentSizeChanges: 7, clampOrigins: [5])
        c.reset()
        #expect(c == ContinuityCorrection())
    }

    @Test("An event's end remembers the offset and the content-size count; without a scroll view neither")
    func eventEnd() {
        var c = ContinuityCorrection(contentSizeChanges: 4)
        c.noteEventEnded(trackingOffsetY: 300)
        #expect(c.lastOffsetY == 300 && c.lastContentChangeCount == 4)
        c.noteEventEnded(trackingOffsetY: nil)
        #expect(c.lastOffsetY == nil && c.lastContentChangeCount == nil)
    }

    @Test("An event that put back a clamped offset keeps the count from before the clamp and ends the clamp")
    func eventEndAfterClamp() {
        var c = ContinuityCorrection(lastContentChangeCount: 3, clampedFromY: 250, contentSizeChanges: 4)
        c.noteEventEnded(trackingOffsetY: 250)
        #expect(c.lastOffsetY == 250 && c.lastContentChangeCount == 3 && c.clampedFromY == nil)
    }

    @Test("An offset write during a reported clamp is not scrolling and notes where the clamp started")
    func offsetWriteDuringClamp() {
        var c = ContinuityCorrection(clampOrigins: [180, 220])
        let duringClamp = c.noteOffsetWrite(toY: 150)
        #expect(duringClamp)
        #expect(c.clampedFromY == 220)
    }

    @Test("Without a finite clamp origin, an offset write is not scrolling only after a content-size change")
    func offsetWriteWithoutClamp() {
        var c = ContinuityCorrection(lastOffsetY: 300, lastContentChangeCount: 4, contentSizeChanges: 4, clampOrigins: [.nan])
        let withoutContentChange = c.noteOffsetWrite(toY: 344)
        #expect(!withoutContentChange)
        c.noteContentSizeChange()
        let afterContentChange = c.noteOffsetWrite(toY: 344)
        #expect(afterContentChange)
        let backToLastOffset = c.noteOffsetWrite(toY: 300)
        #expect(!backToLastOffset)
        #expect(c.clampedFromY == nil)
    }

    @Test("The content-size count wraps instead of trapping")
    func contentSizeCountWraps() {
        var c = ContinuityCorrection(contentSizeChanges: .max)
        c.noteContentSizeChange()
        #expect(c.contentSizeChanges == .min)
    }

    @Test("Clamp reports nest, an unmatched end is ignored, and forgetting drops them all")
    func clampReports() {
        var c = ContinuityCorrection()
        c.endClampReport()
        #expect(c.clampOrigins.isEmpty)
        c.beginClampReport(fromY: 100)
        c.beginClampReport(fromY: 140)
        #expect(c.clampOrigins == [100, 140])
        c.endClampReport()
        #expect(c.clampOrigins == [100])
        c.beginClampReport(fromY: 90)
        c.forgetClamps()
        #expect(c.clampOrigins.isEmpty)
    }
}
