import Canopy
import Foundation
import Testing

/// Observations of a scroll node's offset and content size with old and new values, told
/// before each change as well when asked: UIKit's key-value observation of `contentOffset` and
/// `contentSize` with the `.old`, `.new` and `.prior` options.
@Suite("Scroll node value observations")
struct ScrollValueObservationTests {
    /// A 320×100 scroll node over 320×1000 of content, with a logging delegate.
    final class Setup {
        let log = Log()
        let delegate: LoggingScrollDelegate
        let scrollView = ScrollNode(frame: R(0, 0, 320, 100))
        var tokens: [ScrollObservation] = []

        init() {
            delegate = LoggingScrollDelegate(log: log)
            delegate.logOffsets = true
            scrollView.contentSize = CGSize(width: 320, height: 1000)
            scrollView.delegate = delegate
        }

        /// Logs every offset change as `prior` or `after`, with its values and whether it is a
        /// clamp, and what `contentOffset` read when the handler ran.
        func observeOffset(options: ScrollObservationOptions = [.prior], name: String = "") {
            tokens.append(
                scrollView.observeContentOffsetChanges(options: options) { [log] sv, change in
                    let kind = change.isPrior ? "prior" : "after"
                    let clamp = change.isClampAfterInsetChange ? " clamp" : ""
                    log.add("\(name)\(kind) \(change.oldValue.y)→\(change.newValue.y)\(clamp) reads \(sv.contentOffset.y)")
                })
        }
    }

    @Test("An offset change is reported before it happens, the delegate hears it next, then the observers after it")
    func offsetOrder() {
        // Given a prior offset observer registered before a plain one
        let t = Setup()
        t.observeOffset()
        let plain = t.scrollView.observeContentOffset { sv in t.log.add("plain reads \(sv.contentOffset.y)") }
        // When the client assigns the offset
        t.scrollView.contentOffset = P(0, 40)
        // Then the prior report still reads the old offset, and comes before the delegate
        #expect(
            t.log.take() == [
                "prior 0.0→40.0 reads 0.0", "didScroll(40.0)", "plain reads 40.0", "after 0.0→40.0 reads 40.0",
            ])
        // And an unchanged value is not reported
        t.scrollView.contentOffset = P(0, 40)
        #expect(t.log.take().isEmpty)
        plain.cancel()
    }

    @Test("Without the prior option an offset observer hears each change only after it, with both values")
    func offsetAfterOnly() {
        let t = Setup()
        t.observeOffset(options: [])
        t.scrollView.contentOffset = P(0, 40)
        t.scrollView.bounds.origin = P(0, 25)
        #expect(t.log.take() == ["didScroll(40.0)", "after 0.0→40.0 reads 40.0", "didScroll(25.0)", "after 40.0→25.0 reads 25.0"])
    }

    @Test("A clamp after an inset change is reported as one before the delegate hears of it; an assignment and a drag are not")
    func clampIsReported() {
        // Given a scroll node resting at its end, observed with prior reports
        let t = Setup()
        t.scrollView.contentInset.bottom = 50
        t.scrollView.contentOffset = P(0, t.scrollView.maximumContentOffset.y)
        #expect(t.scrollView.contentOffset.y == 950)
        t.observeOffset()
        _ = t.log.take()
        // When the bottom inset shrinks at rest, so the offset leaves the valid range
        t.scrollView.contentInset.bottom = 0
        // Then the scroll node clamps it, and says so before and after the delegate hears
        #expect(
            t.log.take() == [
                "didChangeAdjustedContentInset", "prior 950.0→900.0 clamp reads 950.0", "didScroll(900.0)",
                "after 950.0→900.0 clamp reads 900.0",
            ])
        // And an assignment and a drag are not clamps
        t.scrollView.contentOffset = P(0, 800)
        t.scrollView.beginDragging()
        t.scrollView.drag(by: 10)
        #expect(
            t.log.take() == [
                "prior 900.0→800.0 reads 900.0", "didScroll(800.0)", "after 900.0→800.0 reads 800.0", "willBeginDragging",
                "prior 800.0→790.0 reads 800.0", "didScroll(790.0)", "after 800.0→790.0 reads 790.0",
            ])
    }

    @Test("An offset written while a clamp is reported nests inside the clamp's two reports and is no clamp")
    func writeDuringClampNests() {
        // Given a delegate that moves the offset back by 10 points whenever it lands on 900
        final class Rewriter: ScrollNodeDelegate {
            let log: Log
            init(log: Log) { self.log = log }
            func scrollViewDidScroll(_ s: ScrollNode) {
                log.add("didScroll(\(s.contentOffset.y))")
                if s.contentOffset.y == 900 { s.contentOffset.y = 890 }
            }
        }
        let t = Setup()
        let rewriter = Rewriter(log: t.log)
        t.scrollView.delegate = rewriter
        t.scrollView.contentInset.bottom = 50
        t.scrollView.contentOffset = P(0, 950)
        t.observeOffset()
        _ = t.log.take()
        // When the scroll node clamps from 950 to 900
        t.scrollView.contentInset.bottom = 0
        // Then the delegate's write is reported inside the clamp's reports, as a plain change
        #expect(
            t.log.take() == [
                "prior 950.0→900.0 clamp reads 950.0", "didScroll(900.0)",
                "prior 900.0→890.0 reads 900.0", "didScroll(890.0)", "after 900.0→890.0 reads 890.0",
                "after 950.0→900.0 clamp reads 890.0",
            ])
    }

    @Test("A cancelled or released offset observation hears nothing more, not even the report after a prior one")
    func offsetCancellation() {
        let t = Setup()
        var token: ScrollObservation?
        token = t.scrollView.observeContentOffsetChanges(options: .prior) { _, change in
            t.log.add(change.isPrior ? "prior" : "after")
            // Cancelled from its own prior report: the report after this change is not made
            token?.cancel()
        }
        t.scrollView.contentOffset = P(0, 10)
        #expect(t.log.take() == ["prior", "didScroll(10.0)"])
        do { _ = t.scrollView.observeContentOffsetChanges(options: .prior) { _, _ in t.log.add("released") } }
        t.scrollView.contentOffset = P(0, 20)
        #expect(t.log.take() == ["didScroll(20.0)"])
    }

    @Test("A prior handler that moves the view so its frame would overflow makes the write refused, not the frame infinite")
    func priorHandlerMovingTheView() {
        // Given a prior handler that scales the view by 1e10, which its 320-point width allows
        let t = Setup()
        let token = t.scrollView.observeContentOffsetChanges(options: .prior) { sv, change in
            if change.isPrior { sv.transform = AffineTransform(scale: 1e10) }
        }
        // When a bounds write with a very wide size moves the origin
        let reports = Diagnostics.capture { t.scrollView.bounds = R(0, 10, 1e308, 100) }
        // Then the write is refused, since under the new scale the frame would not be finite
        #expect(reports.map(\.code) == ["geometry.nonFinite"])
        #expect(t.scrollView.frame.isFiniteRect)
        #expect(t.scrollView.contentOffset == P(0, 0))
        token.cancel()
    }

    @Test("A content-size observer hears every change with both values before the adjusted inset follows, a round trip twice")
    func contentSize() {
        // Given a scroll node whose safe area is added to its inset only while the content scrolls
        let (window, root) = visibleWindow(.iPhoneSE)
        let log = Log()
        let delegate = LoggingScrollDelegate(log: log)
        let sv = ScrollNode(frame: R(0, 0, 320, 568))
        sv.contentInsetAdjustmentBehavior = .scrollableAxes
        sv.contentSize = CGSize(width: 320, height: 100)
        root.view.addSubview(sv)
        sv.delegate = delegate
        let token = sv.observeContentSize(options: .prior) { sv, change in
            let kind = change.isPrior ? "prior" : "after"
            log.add("\(kind) \(change.oldValue.height)→\(change.newValue.height) reads \(sv.contentSize.height)")
        }
        // When the content grows past the viewport and shrinks back
        sv.contentSize = CGSize(width: 320, height: 1000)
        sv.contentSize = CGSize(width: 320, height: 100)
        // Then both changes are reported, each before the adjusted inset changes with it
        #expect(
            log.take() == [
                "prior 100.0→1000.0 reads 100.0", "after 100.0→1000.0 reads 1000.0", "didChangeAdjustedContentInset",
                "prior 1000.0→100.0 reads 1000.0", "after 1000.0→100.0 reads 100.0", "didChangeAdjustedContentInset",
            ])
        // And an unchanged size is not reported
        sv.contentSize = CGSize(width: 320, height: 100)
        #expect(log.take().isEmpty)
        token.cancel()
        sv.contentSize = CGSize(width: 320, height: 200)
        #expect(log.take().isEmpty)
        _ = window
    }
}
