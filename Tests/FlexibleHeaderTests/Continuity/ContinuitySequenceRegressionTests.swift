import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

extension ContinuitySequence {
    /// A sequence written out step by step, as a shrunk failure of the no-jump property.
    init(
        device: Int, adjustment: ContentInsetAdjustmentBehavior, rowCounts: [Int], behavior: FlexibleHeaderView.ShiftBehavior,
        maximumHeight: CGFloat? = nil, steps: [ContinuityStep]
    ) {
        self.init(seed: 0, length: 0)
        self.device = device
        self.adjustment = adjustment
        self.rowCounts = rowCounts
        self.behavior = behavior
        self.maximumHeight = maximumHeight
        self.steps = steps
    }
}

/// Failures the no-jump property found, each replayed with `preventsJumps` on and checked in
/// every frame.
@Suite("Keeping the header and content still: found by the no-jump property")
struct ContinuitySequenceRegressionTests {
    static let portrait = 0
    static let notched = 1
    static let landscape = 2
    static let tall = 3

    func expectStill(_ sequence: ContinuitySequence, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = sequence.run(preventsJumps: true)
        #expect(result.violations.isEmpty, "\(result.violations)", sourceLocation: sourceLocation)
    }

    @Test("Rows removed above a list that stops being scrollable keep the rows still: the clamp is put back before the client's compensation")
    func rowsRemovedAboveAsTheListBecomesShort() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [12, 30], behavior: .disabled, maximumHeight: 120,
                steps: [.frames(3), .behavior(.enabledWithStatusBar), .frames(3), .appendRows(1), .scroll(to: 0.8), .removeRowsAbove(4)]))
    }

    @Test("Rows removed above after a move to the hidden detent keep the header still")
    func rowsRemovedAboveAHiddenHeader() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [12, 30], behavior: .disabled, maximumHeight: 200,
                steps: [
                    .flag(1), .frames(1), .removeRowsAbove(3), .frames(4), .setDetent(.hidden, animated: true), .scroll(to: 0.8),
                    .frames(1), .removeRowsAbove(3), .frames(4),
                ]))
    }

    @Test("Rows inserted above after rows were removed at the end, the height back where it was, are not taken for scrolling")
    func rowsInsertedAboveAfterRowsRemovedBelow() {
        expectStill(
            ContinuitySequence(
                device: Self.notched, adjustment: .automatic, rowCounts: [30, 2], behavior: .hideable, maximumHeight: 120,
                steps: [.device(Self.portrait), .removeLastRows(6), .scroll(to: 0), .insertRowsAbove(6), .frames(3)]))
    }

    @Test("A row inserted above a short list after its inset grew and shrank keeps the rows still")
    func rowInsertedAboveAShortList() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .never, rowCounts: [2, 2], behavior: .enabled, maximumHeight: 200,
                steps: [
                    .changeContentInsets(14), .frames(1), .insertRowsAbove(1), .frames(3), .changeContentInsets(-10), .frames(1),
                    .removeRowsAbove(2), .frames(1), .insertRowsAbove(1), .frames(2),
                ]))
    }

    // The original header passed this one; an earlier form of the reserve's release broke it.
    @Test("Rows removed above an over-extended short list keep the rows still: the range widens before the reserve is given back")
    func rowsRemovedAboveAnOverExtendedList() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .never, rowCounts: [2, 5], behavior: .enabledWithStatusBar, maximumHeight: 200,
                steps: [
                    .flag(7), .frames(3), .insertRowsAbove(2), .frames(1), .scroll(to: 0.8), .additionalSafeArea(12), .frames(4),
                    .removeRowsAbove(3),
                ]))
    }

    @Test("A rotation that drops the safe area over a shortened list, then rows removed above, keep the header and rows still")
    func rotationOverAShortenedList() {
        expectStill(
            ContinuitySequence(
                device: Self.notched, adjustment: .automatic, rowCounts: [30, 12], behavior: .enabled,
                steps: [
                    .flag(5), .frames(1), .scroll(to: 0.5), .removeLastRows(1), .frames(3), .additionalSafeArea(30), .frames(4),
                    .removeLastRows(17), .frames(1), .device(Self.landscape), .frames(1), .changeContentInsets(4), .frames(1),
                    .removeRowsAbove(4), .frames(2),
                ]))
    }

    @Test("A window growing under a list near its end that adds the safe area itself keeps the rows still")
    func windowGrowingNearTheEnd() {
        expectStill(
            ContinuitySequence(
                device: Self.notched, adjustment: .automatic, rowCounts: [12, 12], behavior: .enabled, maximumHeight: 120,
                steps: [.scroll(to: 0), .scroll(to: 0.1), .frames(1), .scroll(to: 0.8), .device(Self.tall), .frames(2)]))
    }

    @Test("A rotation to a screen with a shorter top inset under a list at its end keeps the rows still")
    func rotationUnderAListAtItsEnd() {
        expectStill(
            ContinuitySequence(
                device: Self.notched, adjustment: .automatic, rowCounts: [12, 12], behavior: .disabled,
                steps: [
                    .behavior(.hideable), .behavior(.disabled), .frames(1), .setDetent(.expanded, animated: true), .frames(3),
                    .scroll(to: 0.5), .changeContentInsets(12), .frames(2), .scroll(to: 1), .device(Self.portrait), .frames(2),
                ]))
    }

    @Test("A smaller additional safe area over a short list keeps the rows still")
    func additionalSafeAreaOverAShortList() {
        expectStill(
            ContinuitySequence(
                device: Self.notched, adjustment: .automatic, rowCounts: [5, 5], behavior: .enabledWithStatusBar, maximumHeight: 120,
                steps: [
                    .switchTab(preparing: false), .frames(4), .scroll(to: 0.3), .statusBarHidden(true), .additionalSafeArea(30),
                    .frames(2), .insertRowsAbove(6), .frames(1), .additionalSafeArea(12), .frames(2),
                ]))
    }

    @Test("Content that grew and shrank back without the header hearing of it is clamped, and the clamp is put back")
    func clampAfterAContentRoundTrip() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [5, 2], behavior: .enabled, maximumHeight: 120,
                steps: [
                    .frames(3), .statusBarHidden(true), .setDetent(.height(100), animated: false), .device(Self.notched), .frames(2),
                    .appendRows(9), .removeLastRows(11), .frames(3),
                ]))
    }

    @Test("A row appended to a short list that becomes scrollable after a rotation keeps the rows still")
    func rowAppendedToAShortList() {
        expectStill(
            ContinuitySequence(
                device: Self.notched, adjustment: .automatic, rowCounts: [2, 30], behavior: .enabled, maximumHeight: 200,
                steps: [
                    .removeRowsAbove(3), .frames(4), .insertRowsAbove(4), .frames(3), .removeLastRows(1), .frames(2),
                    .insertRowsAbove(5), .frames(1), .device(Self.portrait), .appendRows(1), .frames(1),
                ]))
    }

    @Test("Rows appended to a list under a large additional safe area keep the rows still")
    func rowsAppendedUnderAnAdditionalSafeArea() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [12, 2], behavior: .hideable,
                steps: [
                    .switchTab(preparing: false), .frames(3), .additionalSafeArea(30), .appendRows(1), .frames(3), .insertRowsAbove(6),
                    .frames(1), .appendRows(5), .frames(3),
                ]))
    }

    @Test("Hiding the status bar over a shortened list at its end keeps the rows still")
    func statusBarHidingOverAShortenedList() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [30, 12], behavior: .enabled, maximumHeight: 200,
                steps: [
                    .frames(3), .scroll(to: 0.8), .additionalSafeArea(0), .scroll(to: 0.5), .removeLastRows(17), .behavior(.hideable),
                    .frames(1), .statusBarHidden(true), .frames(2),
                ]))
    }

    @Test("Hiding the status bar after rows were removed and inserted above an unshared header's list keeps the rows still")
    func statusBarHidingAfterRowsAbove() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [5, 2], behavior: .enabledWithStatusBar,
                steps: [
                    .scroll(to: 1), .scroll(to: 0.5), .removeRowsAbove(3), .flag(8), .insertRowsAbove(6), .frames(3),
                    .statusBarHidden(true), .frames(2),
                ]))
    }

    @Test("An unshared header switching back to a shortened list it left keeps that list's rows still")
    func unsharedHeaderSwitchingBack() {
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [12, 30], behavior: .enabledWithStatusBar, maximumHeight: 120,
                steps: [
                    .removeLastRows(3), .frames(4), .flag(8), .frames(4), .scroll(to: 0), .switchTab(preparing: false), .frames(1),
                    .switchTab(preparing: false), .frames(4),
                ]))
    }

    @Test("A shift animation restarted by a change that lengthens the shift range goes on from where the header is, one way only")
    func restartedShiftAnimationDoesNotTurnBack() {
        // A partly shifted header over a scrolled list; the setting restarts the shift
        // animation while the status bar's part of the shift range comes back.
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .never, rowCounts: [30, 12], behavior: .enabled,
                steps: [
                    .scroll(to: 0), .removeRowsAbove(6), .flag(0), .frames(1), .scroll(to: 0), .device(Self.portrait), .frames(2),
                    .scroll(to: 0), .switchTab(preparing: true), .frames(3), .scroll(to: 0.5), .flag(2), .frames(2),
                ]))
    }

    @Test("Switching back to an unshared list that became too short to scroll while hidden keeps its rows still")
    func switchBackToAListThatBecameShort() {
        // The list left without sharing keeps no injection; re-injecting into it would clamp
        // its one row down by the header's height.
        expectStill(
            ContinuitySequence(
                device: Self.portrait, adjustment: .automatic, rowCounts: [30, 5], behavior: .enabled, maximumHeight: 200,
                steps: [
                    .flag(8), .scroll(to: 0.8), .resizeHiddenTab(rows: 0), .switchTab(preparing: false), .frames(3),
                    .resizeHiddenTab(rows: 1), .switchTab(preparing: true),
                ]))
    }
}
