import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// With `preventsJumps`, the header tells the scroll view's own clamp of its offset (after an
/// inset change) from a client's offset write, however it hears of the offset change.
@Suite("Keeping the content still: a clamp told from a client's write")
struct ContinuityClampDetectionTests {
    /// A header over one list of 30 rows scrolled to its end under a 100-point bottom inset; it
    /// hears scroll events through the forwarded delegate or, with `observing`, its own observer.
    func listAtItsEnd(observing: Bool) -> (host: ContinuityHost, scrollView: ScrollNode) {
        let host = ContinuityHost(rowCounts: [30]) { $0.preventsJumps = true }
        let sv = host.tracked.scrollView
        if observing {
            sv.delegate = nil
            host.header.observesTrackingScrollViewScrollEvents = true
        }
        sv.contentInset.bottom = 100
        host.scroll(to: sv.maximumContentOffset.y)
        return (host, sv)
    }

    @Test("The scroll view's clamp after its bottom inset shrinks is put back, heard through the delegate or observed", arguments: [false, true])
    func clampIsPutBack(observing: Bool) {
        // Given a list resting at its end
        let (host, sv) = listAtItsEnd(observing: observing)
        let end = sv.contentOffset.y
        let headerFrame = host.header.frame
        // When the client removes the bottom inset, so the scroll view clamps the offset by 100
        sv.contentInset.bottom = 0
        // Then the header took it for a clamp: the rows and the header stayed where they were
        #expect(sv.contentOffset.y == end)
        #expect(host.header.frame == headerFrame)
        #expect(host.header.state.injections.info(for: sv)?.reservedBottomContentInset == 100)
    }

    @Test("The client's write of the same offset counts as scrolling, heard through the delegate or observed", arguments: [false, true])
    func clientWriteIsScrolling(observing: Bool) {
        // Given the same list resting at its end, its bottom inset removed keeping the rows still
        let (host, sv) = listAtItsEnd(observing: observing)
        let end = sv.contentOffset.y
        sv.contentInset.bottom = 0
        // When the client itself writes the offset the clamp would have given
        sv.contentOffset.y = end - 100
        // Then the header follows it as scrolling: the offset stays where the client put it, and
        // the reserve is given back point for point
        #expect(sv.contentOffset.y == end - 100)
        #expect((host.header.state.injections.info(for: sv)?.reservedBottomContentInset ?? 0) == 0)
    }
}
