import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import Testing
import XCTest

/// assertSnapshot reports through whichever framework runs it.
@Suite("Snapshot reporting")
struct ReportingTests {
    @Test("A mismatch is recorded as a Swift Testing issue, and a match records none")
    func swiftTestingIssue() {
        let view = node(rect(0, 0, 20, 20), .white)
        node(rect(5, 5, 10, 10), Color(hex: 0x34C759), in: view)
        assertSnapshot(of: view, named: "square")
        view.subviews[0].backgroundColor = Color(hex: 0xFF3B30)
        withKnownIssue("the square changed colour, so the golden must not match") {
            assertSnapshot(of: view, named: "square", record: .never)
        }
    }

    @Test("A view that cannot be rendered fails with the reason instead of crashing")
    func unrenderable() {
        // snapshot-orphans: no golden (rendering fails before any golden is read)
        let view = node(rect(0, 0, 20000, 20))
        view.accessibilityIdentifier = "wide"
        withKnownIssue("a 40000 px surface exceeds cairo's limit") {
            assertSnapshot(of: view, scale: 2, record: .never)
        }
    }
}

/// The XCTest side: the same assertion inside an XCTestCase.
final class XCTestReportingTests: XCTestCase {
    func testCardMatchesInXCTest() {
        let card = node(rect(0, 0, 60, 40), Color(hex: 0x007AFF))
        card.cornerRadius = 10
        assertSnapshot(of: card, scale: 2)
    }
}
