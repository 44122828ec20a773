import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The jumps users of collapsing headers report, each replayed with `preventsJumps` on.
@Suite("Keeping the header and content still")
struct ContinuityRegressionTests {
    /// A shared header over two 30-row lists with shifting, kept still.
    func makeHost(rowCounts: [Int] = [30, 30], device: DeviceProfile = ContinuityHost.portrait) -> ContinuityHost {
        ContinuityHost(device: device, rowCounts: rowCounts) {
            $0.shiftBehavior = .enabled
            $0.preventsJumps = true
        }
    }

    /// Runs `change` and returns what moved further than half a point.
    func violations(_ host: ContinuityHost, _ name: String, _ change: () -> Void) -> [ContinuityViolation] {
        let before = ContinuitySnapshot(host)
        change()
        let after = ContinuitySnapshot(host)
        var found = ContinuityCheck.violations(from: before, to: after, step: name)
        var previous = after
        for frame in 0..<10 {
            host.tick()
            let next = ContinuitySnapshot(host)
            found += ContinuityCheck.violations(from: previous, to: next, step: "\(name) frame \(frame)")
            previous = next
        }
        return found
    }

    @Test("Switching to a tab left at another offset moves neither the header nor the tab's rows")
    func switchingTabsWithDifferentOffsets() {
        // Given a collapsed header over the first list and a second list left at its top
        let host = makeHost()
        host.scroll(to: 300)
        // When the header switches to the second list
        let found = violations(host, "switch") { host.switchTo(1, preparing: true) }
        // Then nothing jumped, and the header meets the list again after scrolling
        #expect(found.isEmpty, "\(found)")
        for y in stride(from: host.tracked.scrollView.contentOffset.y, through: 200, by: 10) { host.scroll(to: y) }
        #expect(host.header.state.continuity.isEmpty)
    }

    @Test("Switching to a short tab moves neither the header nor the short tab's rows")
    func switchingToAShortTab() {
        // Given a collapsed header over a long list and a two-row list
        let host = makeHost(rowCounts: [30, 2])
        host.scroll(to: 300)
        // When the header switches to the short list
        let found = violations(host, "switch") { host.switchTo(1, preparing: false) }
        // Then nothing jumped
        #expect(found.isEmpty, "\(found)")
    }

    @Test("Content growing while the header is shifted moves neither the header nor the rows")
    func contentGrowingWhileShifted() {
        // Given a header shifted off screen over a scrolled list
        let host = makeHost()
        host.scroll(to: 300)
        #expect(host.header.frame.minY < 0)
        // When rows are added at the end
        let found = violations(host, "append") { host.tracked.append(20) }
        // Then nothing jumped
        #expect(found.isEmpty, "\(found)")
    }

    @Test("Rows deleted above the viewport with the offset compensated move neither the header nor the rows")
    func deletingRowsAboveTheViewport() {
        // Given a shifted header over a list scrolled to its middle
        let host = makeHost()
        host.scroll(to: 300)
        let shiftedTop = host.header.frame.minY
        // When three rows above the viewport are deleted and the offset moved up by their height
        let found = violations(host, "delete") { host.tracked.removeFirst(3) }
        // Then nothing jumped: the offset write was not taken for scrolling back
        #expect(found.isEmpty, "\(found)")
        #expect(host.header.frame.minY == shiftedTop)
    }

    @Test("Rotating while the header is shifted keeps it shifted and keeps the rows still")
    func rotatingWhileShifted() {
        // Given a shifted header over a scrolled list on a screen without a status-bar change
        let host = makeHost(device: ContinuityHost.landscape)
        host.scroll(to: 300)
        let shiftedTop = host.header.frame.minY
        #expect(shiftedTop < 0)
        // When the window turns to another size and back
        var landscapeTall = ContinuityHost.landscape
        landscapeTall.size = CGSize(width: 320, height: 400)
        let found =
            violations(host, "rotate") { host.setDevice(landscapeTall) }
            + violations(host, "rotate back") { host.setDevice(ContinuityHost.landscape) }
        // Then nothing jumped and the header is still shifted
        #expect(found.isEmpty, "\(found)")
        #expect(host.header.frame.minY == shiftedTop)
    }

    @Test("With the setting off, a shared header still moves the new tab's content as the original does")
    func defaultKeepsTheOriginalBehaviour() {
        // Given the same scene without preventsJumps
        let host = ContinuityHost(rowCounts: [30, 30]) { $0.shiftBehavior = .enabled }
        host.scroll(to: 300)
        let before = ContinuitySnapshot(host)
        // When the header switches to the list left at its top
        host.switchTo(1, preparing: true)
        // Then the list's first row moved to meet the collapsed header
        let after = ContinuitySnapshot(host)
        #expect(!ContinuityCheck.violations(from: before, to: after, step: "switch").isEmpty)
    }

    @Test("A collapsed header holds its frame through a rotation that drops the safe area, then moves to the new minimum with the row under it")
    func collapsedStateSurvivesRotation() {
        // Given a collapsed header (no shifting) over a scrolled list in portrait
        let host = ContinuityHost(rowCounts: [30, 30]) { $0.preventsJumps = true }
        host.scroll(to: 300)
        let collapsed = host.header.frame
        #expect(collapsed.height == host.header.minimumHeight)
        let row = host.tracked.scrollView.contentOffset.y + collapsed.maxY
        // When the window turns to landscape, where the top safe area is 0
        let before = ContinuitySnapshot(host)
        host.setDevice(ContinuityHost.landscape)
        let after = ContinuitySnapshot(host)
        // Then the change itself moved nothing
        let found = ContinuityCheck.violations(from: before, to: after, step: "rotate")
        #expect(found.isEmpty, "\(found)")
        #expect(host.header.frame.height == collapsed.height)
        // And the header then moves to the landscape minimum, one way only, the content row
        // under its bottom edge kept, and rests at a detent (at the default heights the
        // collapsed and expanded detents coincide)
        var frames = [after]
        for _ in 0..<30 {
            host.tick()
            frames.append(ContinuitySnapshot(host))
        }
        let animation = ContinuityCheck.animationViolations(frames: frames, step: "rotate animation")
        #expect(animation.isEmpty, "\(animation)")
        #expect(host.header.frame.height == host.header.minimumHeight)
        #expect(host.header.frame.height < collapsed.height)
        #expect(host.header.restingDetent != nil)
        #expect(host.tracked.scrollView.contentOffset.y + host.header.frame.maxY == row)
    }

    @Test("The first rows inserted above after preventsJumps is turned on move neither the header nor the rows")
    func firstCompensationAfterTurningOn() {
        // Given an expanded header over a list at its top, not yet kept still
        let host = ContinuityHost(rowCounts: [30, 30]) { $0.maximumHeight = 220 }
        #expect(host.header.frame.height == 220)
        // When the flag turns on and the client inserts a row above, keeping the visible rows
        // still by moving the offset down by its height
        host.header.preventsJumps = true
        let found = violations(host, "insert above") { host.tracked.insertFirst(1) }
        // Then the offset write is taken for the compensation it is, not for scrolling
        #expect(found.isEmpty, "\(found)")
        #expect(host.header.frame.height == 220)
    }

    @Test("Shrinking the content inset under a list resting at its top keeps the rows still")
    func changeContentInsetsAtTheTop() {
        // Given a list resting at its top below an expanded header
        let host = makeHost()
        // When the client takes 12 points off its top inset
        let found = violations(host, "inset") { host.header.changeContentInsets { host.tracked.scrollView.contentInset.top -= 12 } }
        // Then nothing jumped: the scroll view did not pull the content up
        #expect(found.isEmpty, "\(found)")
    }

    @Test("Hiding the status bar over a list that adds the safe area itself keeps the header and rows still")
    func statusBarHidingWithAutomaticAdjustment() {
        // Given a list with automatic safe-area adjustment resting at its top
        let host = ContinuityHost(rowCounts: [30, 30], adjustment: .automatic) { $0.preventsJumps = true }
        // When the status bar hides and the top safe area drops from 20 to 0
        let found = violations(host, "status bar") { host.setStatusBarHidden(true) }
        // Then the scroll view's clamp was undone before the frame was drawn
        #expect(found.isEmpty, "\(found)")
    }
}
