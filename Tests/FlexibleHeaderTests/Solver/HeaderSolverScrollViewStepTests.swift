import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The scroll-view steps as values: one scroll view's reading and the header's state in, the
/// next state and the writes out, with no node involved. The scroll view is a phone's: 600
/// points tall, the header's 180-point injection on top of the 20 points the scroll view adds
/// for the status bar, so content resting at its top sits at offset −200.
@Suite("Header solver: scroll-view steps")
struct HeaderSolverScrollViewStepTests {
    /// Identity of the scroll view; nothing reads it.
    let node = ScrollNode()
    var key: ScrollViewKey { ScrollViewKey(node) }

    /// A reading: `adjustedTop` and `adjustedBottom` are the whole adjusted insets, and the valid
    /// range follows from them the way the scroll view computes it.
    func reading(
        offsetY: CGFloat, adjustedTop: CGFloat = 200, adjustedBottom: CGFloat = 0, contentHeight: CGFloat = 2_000,
        isTracking: Bool = false, isDecelerating: Bool = false
    ) -> HeaderInputs.ScrollStepReading {
        let minimum = CGPoint(x: 0, y: 0 - adjustedTop)
        let maximum = CGPoint(x: 0, y: max(minimum.y, contentHeight + adjustedBottom - 600))
        let scroll = HeaderInputs.Scroll(
            node: node, isTracked: true, contentOffset: CGPoint(x: 0, y: offsetY),
            contentInset: EdgeInsets(top: adjustedTop - 20, left: 0, bottom: adjustedBottom, right: 0), adjustmentTop: 20,
            indicatorTop: 0, contentHeight: contentHeight, boundsHeight: 600, isTracking: isTracking, isPaging: false,
            isWebContent: false, adjustmentIsNever: false, refreshHeight: 0, containsHeader: false)
        return HeaderInputs.ScrollStepReading(
            scroll: scroll, adjustedBottom: adjustedBottom, minimumContentOffset: minimum, maximumContentOffset: maximum,
            isDecelerating: isDecelerating)
    }

    /// A header state that injected 180 points into the scroll view and keeps `reserve` points
    /// of bottom reserve there.
    func injectedState(applied: Bool = true, reserve: CGFloat = 0) -> HeaderState {
        var state = HeaderState(topSafeArea: 20, statusBarHeight: 20)
        var info = TrackingInfo()
        info.injectedTopContentInset = 180
        info.hasInjectedTopContentInset = applied
        info.reservedBottomContentInset = reserve
        state.injections.set(info, for: key)
        state.mayHoldBottomReserve = reserve > 0
        return state
    }

    func keptStill() -> HeaderSettings {
        var settings = HeaderSettings()
        settings.preventsJumps = true
        return settings
    }

    func run(_ step: HeaderSolver.ScrollViewStep, on s: HeaderInputs.ScrollStepReading, state: inout HeaderState) -> [ScrollViewWrite] {
        HeaderSolver.run(step, on: s, settings: keptStill(), state: &state)
    }

    // MARK: Widening the range

    @Test("An offset 50 points above the range grows the top injection by 50 and moves nothing")
    func widensTop() {
        var state = injectedState()
        // The client's own top inset shrank by 50: the range starts at −150, the offset rests at −200.
        let writes = run(.widenRangeToHoldOffset, on: reading(offsetY: -200, adjustedTop: 150), state: &state)
        #expect(writes == [ScrollViewWrite(target: key, change: .addToContentInset(top: 50, bottom: 0))])
        #expect(state.injections.info(for: key)?.injectedTopContentInset == 230)
        #expect(state.injections.info(for: key)?.reservedBottomContentInset == 0)
        #expect(!state.mayHoldBottomReserve, "no reserve was added")
    }

    @Test("An offset past short content's end adds a bottom reserve rounded up to whole points")
    func widensBottom() {
        var state = injectedState()
        // 300 points of content in a 600-point viewport end at −300; the range is just −200, and
        // the offset −149.5 lies 150.5 points past the content's end.
        let writes = run(.widenRangeToHoldOffset, on: reading(offsetY: -149.5, contentHeight: 300), state: &state)
        #expect(writes == [ScrollViewWrite(target: key, change: .addToContentInset(top: 0, bottom: 151))])
        #expect(state.injections.info(for: key)?.reservedBottomContentInset == 151)
        #expect(state.injections.info(for: key)?.injectedTopContentInset == 180)
        #expect(state.mayHoldBottomReserve)
    }

    @Test("Without its injection applied the header leaves the top inset alone")
    func noTopWideningWithoutInjection() {
        var state = injectedState(applied: false)
        let before = state.injections.info(for: key)
        let writes = run(.widenRangeToHoldOffset, on: reading(offsetY: -200, adjustedTop: 150), state: &state)
        #expect(writes.isEmpty)
        #expect(state.injections.info(for: key) == before)
    }

    @Test("A scroll view the header never injected into, or whose range holds the offset, gets no writes")
    func noWideningWhenNotNeeded() {
        var fresh = HeaderState(topSafeArea: 20, statusBarHeight: 20)
        #expect(run(.widenRangeToHoldOffset, on: reading(offsetY: -200, adjustedTop: 150), state: &fresh).isEmpty)
        var state = injectedState()
        #expect(run(.widenRangeToHoldOffset, on: reading(offsetY: -200), state: &state).isEmpty)
        #expect(run(.widenRangeToHoldOffset, on: reading(offsetY: 1_400), state: &state).isEmpty, "the range's end holds it")
    }

    @Test("After a held event the range widens only with no finger or motion on the content")
    func heldEventWidensAtRest() {
        let outside = (offsetY: CGFloat(-200), adjustedTop: CGFloat(150))
        var tracking = injectedState()
        #expect(
            run(.holdRangeAfterHeldEvent, on: reading(offsetY: outside.offsetY, adjustedTop: outside.adjustedTop, isTracking: true), state: &tracking)
                .isEmpty)
        var decelerating = injectedState()
        #expect(
            run(
                .holdRangeAfterHeldEvent, on: reading(offsetY: outside.offsetY, adjustedTop: outside.adjustedTop, isDecelerating: true),
                state: &decelerating
            )
            .isEmpty)
        var resting = injectedState()
        #expect(
            run(.holdRangeAfterHeldEvent, on: reading(offsetY: outside.offsetY, adjustedTop: outside.adjustedTop), state: &resting) == [
                ScrollViewWrite(target: key, change: .addToContentInset(top: 50, bottom: 0))
            ])
        var notKeptStill = injectedState()
        let writes = HeaderSolver.run(
            .holdRangeAfterHeldEvent, on: reading(offsetY: outside.offsetY, adjustedTop: outside.adjustedTop), settings: HeaderSettings(),
            state: &notKeptStill)
        #expect(writes.isEmpty)
    }

    // MARK: Giving the reserve back

    /// 1,000 points of content under a 40-point reserve: the content's end meets the viewport's
    /// bottom at 440 with the reserve, at 400 without it.
    func reserveReading(offsetY: CGFloat, isTracking: Bool = false, isDecelerating: Bool = false) -> HeaderInputs.ScrollStepReading {
        reading(offsetY: offsetY, adjustedBottom: 40, contentHeight: 1_000, isTracking: isTracking, isDecelerating: isDecelerating)
    }

    @Test("Scrolling 14.5 points back from the end gives 14 points of reserve back, keeping whole points")
    func releasesPartOfReserve() {
        var state = injectedState(reserve: 40)
        let writes = run(.releaseBottomReserve, on: reserveReading(offsetY: 425.5), state: &state)
        // 25.5 points past the end without the reserve still need 26 of it.
        #expect(writes == [ScrollViewWrite(target: key, change: .removeFromContentInset(top: 0, bottom: 14))])
        #expect(state.injections.info(for: key)?.reservedBottomContentInset == 26)
        #expect(state.mayHoldBottomReserve, "the header may still hold a reserve")
    }

    @Test("Content scrolled back before its end gives the whole reserve back")
    func releasesWholeReserve() {
        var state = injectedState(reserve: 40)
        let writes = run(.releaseBottomReserve, on: reserveReading(offsetY: 390), state: &state)
        #expect(writes == [ScrollViewWrite(target: key, change: .removeFromContentInset(top: 0, bottom: 40))])
        #expect(state.injections.info(for: key)?.reservedBottomContentInset == 0)
    }

    @Test("The reserve stays while the offset needs all of it, during a deceleration, and above the range at rest")
    func keepsReserve() {
        var atEnd = injectedState(reserve: 40)
        #expect(run(.releaseBottomReserve, on: reserveReading(offsetY: 440), state: &atEnd).isEmpty)
        var decelerating = injectedState(reserve: 40)
        #expect(run(.releaseBottomReserve, on: reserveReading(offsetY: 390, isDecelerating: true), state: &decelerating).isEmpty)
        var above = injectedState(reserve: 40)
        #expect(run(.releaseBottomReserve, on: reserveReading(offsetY: -250), state: &above).isEmpty)
        #expect(above.injections.info(for: key)?.reservedBottomContentInset == 40)
        // A finger on the content lets it go even there.
        var dragged = injectedState(reserve: 40)
        #expect(
            run(.releaseBottomReserve, on: reserveReading(offsetY: -250, isTracking: true), state: &dragged) == [
                ScrollViewWrite(target: key, change: .removeFromContentInset(top: 0, bottom: 40))
            ])
    }

    @Test("A header that never added a reserve does not look for one")
    func noReserveNoRelease() {
        var state = injectedState(reserve: 40)
        state.mayHoldBottomReserve = false
        #expect(run(.releaseBottomReserve, on: reserveReading(offsetY: 390), state: &state).isEmpty)
    }

    // MARK: Putting a clamped offset back

    @Test("A clamped offset goes back after the range widens to hold it")
    func putsClampedOffsetBack() {
        var state = injectedState()
        let writes = run(.putBackClampedOffset(y: -200), on: reading(offsetY: -150, adjustedTop: 150), state: &state)
        #expect(
            writes == [
                ScrollViewWrite(target: key, change: .addToContentInset(top: 50, bottom: 0)),
                ScrollViewWrite(target: key, change: .putBackOffsetY(-200)),
            ])
        var inside = injectedState()
        #expect(
            run(.putBackClampedOffset(y: -180), on: reading(offsetY: -200), state: &inside) == [
                ScrollViewWrite(target: key, change: .putBackOffsetY(-180))
            ])
    }

    @Test("After switching, kept still, a scroll view placed before keeps the offset the injection clamped")
    func keepsOffsetAfterInjection() {
        let clamped = reading(offsetY: -200)
        var state = injectedState()
        #expect(
            run(.keepOffsetAfterInjection(before: -20, wasPlaced: true), on: clamped, state: &state) == [
                ScrollViewWrite(target: key, change: .putBackOffsetY(-20))
            ])
        var first = injectedState()
        #expect(
            run(.keepOffsetAfterInjection(before: -20, wasPlaced: false), on: clamped, state: &first).isEmpty, "a first injection places the content")
        var unmoved = injectedState()
        #expect(run(.keepOffsetAfterInjection(before: -200, wasPlaced: true), on: clamped, state: &unmoved).isEmpty)
        var dragged = injectedState()
        #expect(run(.keepOffsetAfterInjection(before: -20, wasPlaced: true), on: reading(offsetY: -200, isTracking: true), state: &dragged).isEmpty)
        var moving = injectedState()
        let writes = HeaderSolver.run(
            .keepOffsetAfterInjection(before: -20, wasPlaced: true), on: clamped, settings: HeaderSettings(), state: &moving)
        #expect(writes.isEmpty, "without preventsJumps the content moves")
    }

    // MARK: Screen-reader focus

    /// A header 76 points tall shifted 56 points up, so only its bottom 20 points show.
    let shiftedHeader = CGRect(x: 0, y: -56, width: 375, height: 76)

    @Test("A title under the status bar scrolls the content back by the distance still hidden")
    func revealsHeaderElement() {
        var state = injectedState()
        let reveal = FocusReveal(
            place: .header, headerFrame: shiftedHeader, elementFrame: CGRect(x: 16, y: -40, width: 200, height: 30),
            statusBarBottom: 20, isHeaderHidden: false)
        // The title's top is 60 points above the status bar's bottom.
        #expect(reveal.scrollDistance == -60)
        #expect(
            run(.revealFocus(reveal), on: reading(offsetY: 300), state: &state) == [
                ScrollViewWrite(target: key, change: .scrollOffset(to: CGPoint(x: 0, y: 240)))
            ])
        // The content stops at the top of its range.
        #expect(
            run(.revealFocus(reveal), on: reading(offsetY: -180), state: &state) == [
                ScrollViewWrite(target: key, change: .scrollOffset(to: CGPoint(x: 0, y: -200)))
            ])
        #expect(run(.revealFocus(reveal), on: reading(offsetY: -200), state: &state).isEmpty, "content at its top cannot move")
        #expect(state.injections.info(for: key) == injectedState().injections.info(for: key))
    }

    @Test("An element showing but for half a point or less needs no scroll")
    func revealTolerance() {
        let header = CGRect(x: 0, y: 0, width: 375, height: 200)
        let title = FocusReveal(
            place: .header, headerFrame: header, elementFrame: CGRect(x: 16, y: 19.5, width: 200, height: 30),
            statusBarBottom: 20, isHeaderHidden: false)
        #expect(title.scrollDistance == nil)
        let row = FocusReveal(
            place: .content, headerFrame: header, elementFrame: CGRect(x: 0, y: 199.5, width: 375, height: 44),
            statusBarBottom: 20, isHeaderHidden: false)
        #expect(row.scrollDistance == nil)
    }

    @Test("A row under the header's bottom edge scrolls down just enough to sit below it")
    func revealsContentElement() {
        var state = injectedState()
        let row = FocusReveal(
            place: .content, headerFrame: CGRect(x: 0, y: 0, width: 375, height: 120),
            elementFrame: CGRect(x: 0, y: 80, width: 375, height: 44), statusBarBottom: 20, isHeaderHidden: false)
        #expect(row.scrollDistance == -40)
        #expect(
            run(.revealFocus(row), on: reading(offsetY: 400), state: &state) == [
                ScrollViewWrite(target: key, change: .scrollOffset(to: CGPoint(x: 0, y: 360)))
            ])
        var hidden = row
        hidden.isHeaderHidden = true
        #expect(hidden.scrollDistance == nil, "a hidden header hides nothing")
        var below = row
        below.elementFrame.origin.y = 130
        #expect(below.scrollDistance == nil)
    }
}
