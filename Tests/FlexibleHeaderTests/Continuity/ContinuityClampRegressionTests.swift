import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Changes after which the scroll view would clamp its own offset, replayed with
/// `preventsJumps` on: the header widens the range so the content stays.
@Suite("Keeping the content still where the scroll view would clamp")
struct ContinuityClampRegressionTests {
    /// Runs `change` and returns what moved further than half a point, over ten frames.
    func violations(_ host: ContinuityHost, _ name: String, _ change: () -> Void) -> [ContinuityViolation] {
        let before = ContinuitySnapshot(host)
        change()
        var previous = ContinuitySnapshot(host)
        var found = ContinuityCheck.violations(from: before, to: previous, step: name)
        for frame in 0..<10 {
            host.tick()
            let next = ContinuitySnapshot(host)
            found += ContinuityCheck.violations(from: previous, to: next, step: "\(name) frame \(frame)")
            previous = next
        }
        return found
    }

    func reserve(_ host: ContinuityHost) -> CGFloat {
        host.header.state.injections.info(for: host.tracked.scrollView)?.reservedBottomContentInset ?? 0
    }

    @Test("Removing the last rows of a list scrolled to its end keeps the rows still, and scrolling up gives the space back")
    func removingRowsAtTheEnd() {
        // Given a 12-row list that adds the safe area itself, scrolled to its end
        let host = ContinuityHost(rowCounts: [12, 2], adjustment: .automatic) { $0.preventsJumps = true }
        let sv = host.tracked.scrollView
        host.scroll(to: sv.maximumContentOffset.y)
        // When three rows are removed, so the content no longer fills the screen
        let found = violations(host, "remove") { host.tracked.removeLast(3) }
        // Then no row moved: the header reserved the space the scroll view would have clamped
        #expect(found.isEmpty, "\(found)")
        #expect(reserve(host) == 120)
        #expect(sv.contentInset.bottom == 120)
        // And scrolling back up gives the reserve back point for point, until none is left
        host.scroll(to: sv.contentOffset.y - 30)
        #expect(reserve(host) == 90)
        for y in stride(from: sv.contentOffset.y, through: sv.minimumContentOffset.y, by: -10) { host.scroll(to: y) }
        #expect(reserve(host) == 0)
        #expect(sv.contentInset.bottom == 0)
    }

    @Test("A window growing under a list at its end keeps the rows still")
    func windowGrowingAtTheEnd() {
        // Given a list that adds the safe area itself, scrolled to its end on the small screen
        let host = ContinuityHost(rowCounts: [30, 30], adjustment: .automatic) { $0.preventsJumps = true }
        host.scroll(to: host.tracked.scrollView.maximumContentOffset.y)
        // When the window grows by 80 points
        let found = violations(host, "resize") { host.setDevice(ContinuityHost.tall) }
        // Then no row moved: the range holds the offset, so no later inset change clamps it
        #expect(found.isEmpty, "\(found)")
        #expect(reserve(host) == 80)
    }

    @Test("Hiding the status bar over short content at its end keeps the rows still")
    func statusBarHidingOverShortContent() {
        // Given a list that adds the safe area itself, shortened while scrolled to its end
        let host = ContinuityHost(rowCounts: [12, 2], adjustment: .automatic) { $0.preventsJumps = true }
        host.scroll(to: host.tracked.scrollView.maximumContentOffset.y)
        host.tracked.removeLast(3)
        // When the status bar hides
        let found = violations(host, "status bar") { host.setStatusBarHidden(true) }
        // Then no row moved
        #expect(found.isEmpty, "\(found)")
    }

    @Test("A header not shared between its lists leaves the one at its top still, and switching back moves nothing")
    func unsharedHeaderLeavesContentStill() {
        // Given a header not shared between two lists, the first resting at its top
        let host = ContinuityHost(rowCounts: [30, 30]) {
            $0.sharedWithManyScrollViews = false
            $0.preventsJumps = true
        }
        let first = host.lists[0].scrollView
        let top = first.contentOffset.y
        // When the header switches to the second list
        host.switchTo(1, preparing: false)
        // Then the first list's content stayed where it was, its injection kept for its offset
        #expect(first.contentOffset.y == top)
        #expect(first.minimumContentOffset.y <= top)
        // And switching back moves neither the header nor that list's rows
        let found = violations(host, "switch back") { host.switchTo(0, preparing: false) }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("A header not shared between its lists takes all of its inset out of a list scrolled away from its top")
    func unsharedHeaderRemovesWhatItCan() {
        // Given a header not shared between two lists, the first scrolled to its middle
        let host = ContinuityHost(rowCounts: [30, 30]) {
            $0.sharedWithManyScrollViews = false
            $0.preventsJumps = true
        }
        let first = host.lists[0].scrollView
        host.scroll(to: 300)
        let injected = host.header.state.injections.info(for: first)?.injectedTopContentInset ?? 0
        let insetBefore = first.contentInset.top
        #expect(injected > 0)
        // When the header switches to the second list
        host.switchTo(1, preparing: false)
        // Then the whole injection left the first list, and its offset stayed
        #expect(first.contentInset.top == insetBefore - injected)
        #expect(first.contentOffset.y == 300)
    }

    @Test("With the setting off, the scroll view still clamps the content of a shortened list")
    func defaultStillClamps() {
        // Given the same list without preventsJumps
        let host = ContinuityHost(rowCounts: [12, 2], adjustment: .automatic)
        let sv = host.tracked.scrollView
        host.scroll(to: sv.maximumContentOffset.y)
        // When three rows are removed
        host.tracked.removeLast(3)
        // Then the offset is clamped as the original's scroll view does, with no reserve
        #expect(sv.contentOffset.y == sv.maximumContentOffset.y)
        #expect(sv.contentInset.bottom == 0)
    }
}
