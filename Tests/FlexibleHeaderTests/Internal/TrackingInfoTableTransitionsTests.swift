import Foundation
import Testing

@testable import FlexibleHeader

/// What the header records about the scroll views it injected, tested as values (no nodes).
@Suite("Tracking info transitions")
struct TrackingInfoTableTransitionsTests {
    @Test("Stashing and taking a height edits only the scroll view it names, and only one the header injected")
    func stashedHeights() {
        withScrollViewKeys(2) { keys in
            var table = TrackingInfoTable()
            table.set(TrackingInfo(), for: keys[0])
            table.stashHeight(76, of: keys[0])
            table.stashHeight(90, of: keys[1])
            #expect(table.info(for: keys[0])?.stashedHeight == 76)
            #expect(table.info(for: keys[1]) == nil)
            table.takeStashedHeight(of: keys[0])
            #expect(table.info(for: keys[0])?.stashedHeight == nil)
        }
    }

    @Test("A table view switched to by a shared header expects its one safe-area adjustment")
    func safeAreaAdjustment() {
        withScrollViewKeys(2) { keys in
            var table = TrackingInfoTable()
            table.set(TrackingInfo(), for: keys[0])
            table.expectSafeAreaAdjustment(of: keys[0])
            table.expectSafeAreaAdjustment(of: keys[1])
            #expect(table.info(for: keys[0])?.shouldIgnoreNextSafeAreaAdjustment == true)
            #expect(table.info(for: keys[1]) == nil)
        }
    }

    @Test("A removal records the kept top and reserve, and clears the indicator inset")
    func removal() {
        withScrollViewKeys(1) { keys in
            var table = TrackingInfoTable()
            table.set(
                TrackingInfo(
                    injectedTopContentInset: 76, hasInjectedTopContentInset: true, reservedBottomContentInset: 30,
                    injectedTopScrollIndicatorInset: 76),
                for: keys[0])
            table.recordRemoval(HeaderSolver.InsetRemoval(keptTop: 12, keptReserve: nil), from: keys[0])
            #expect(
                table.info(for: keys[0])
                    == TrackingInfo(
                        injectedTopContentInset: 12, hasInjectedTopContentInset: true, reservedBottomContentInset: 30,
                        injectedTopScrollIndicatorInset: 0))
            table.recordRemoval(HeaderSolver.InsetRemoval(keptTop: 0, keptReserve: 4), from: keys[0])
            #expect(
                table.info(for: keys[0])
                    == TrackingInfo(
                        injectedTopContentInset: 0, hasInjectedTopContentInset: false, reservedBottomContentInset: 4,
                        injectedTopScrollIndicatorInset: 0))
        }
    }
}
