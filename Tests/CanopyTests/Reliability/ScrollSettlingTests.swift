import Canopy
import Foundation
import Testing

/// Scroll motions always end, and a refused gesture leaves the scroll node ready for the next.
@Suite("Scroll settling")
struct ScrollSettlingTests {
    /// A scroll node in a visible window.
    struct Setup {
        let window = WindowNode(device: .iPhoneSE)
        let scroll = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        init() {
            window.makeKeyAndVisible()
            window.addSubview(scroll)
            scroll.contentInsetAdjustmentBehavior = .never
        }
    }

    /// Sends every fling to the far end of the content.
    final class FarTarget: ScrollNodeDelegate {
        func scrollViewWillEndDragging(_ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
            targetContentOffset.y = 1.7e308
        }
    }

    @Test("A fling settles when near-maximum content and insets make the maximum offset infinite")
    func flingWithInfiniteMaximumSettles() {
        let t = Setup()
        let delegate = FarTarget()
        t.scroll.delegate = delegate
        t.scroll.contentSize = CGSize(width: 375, height: 1.7e308)
        t.scroll.contentInset = EdgeInsets(top: 1e308, left: 0, bottom: 1.7e308, right: 0)
        #expect(t.scroll.maximumContentOffset.y == .infinity)
        t.scroll.contentOffset = CGPoint(x: 0, y: -1e308)
        var frames = 0
        let diagnostics = Diagnostics.capture {
            t.scroll.beginDragging()
            t.scroll.endDragging(velocity: CGPoint(x: 0, y: 1))
            #expect(t.scroll.isDecelerating)
            frames = t.window.clock.runUntilIdle()
        }
        #expect(diagnostics.isEmpty)
        #expect(frames < 10_000)
        #expect(!t.scroll.isDecelerating)
        #expect(t.scroll.contentOffset.y == 1.7e308)
    }

    @Test("A fling over an astronomically long distance settles within the frame budget")
    func longFlingSettles() {
        let t = Setup()
        t.scroll.contentSize = CGSize(width: 375, height: 1.7e308)
        t.scroll.beginDragging()
        t.scroll.endDragging(velocity: CGPoint(x: 0, y: 1e305))
        let frames = t.window.clock.runUntilIdle()
        #expect(frames < 10_000)
        #expect(!t.scroll.isDecelerating)
        #expect(t.scroll.contentOffset.y.isFinite)
    }

    /// 1e-320 s: a subnormal duration, so distance ÷ duration overflows (built at run time, as
    /// the literal itself is out of the normal range).
    static let denormalDuration: TimeInterval = 1e-300 / 1e20

    @Test("A swipe whose velocity overflows is refused up front and leaves the node ready")
    func overflowingSwipeRefused() {
        let t = Setup()
        t.scroll.contentSize = CGSize(width: 375, height: 5_000)
        let offset = t.scroll.contentOffset
        let d = Diagnostics.capture { t.scroll.simulateSwipe(distance: -300, duration: Self.denormalDuration) }
        #expect(d.map(\.code) == ["scroll.invalidSwipe"])
        #expect(d.first?.message.contains("1e-320") == true)
        #expect(!t.scroll.isDragging)
        #expect(!t.scroll.isTracking)
        #expect(t.scroll.contentOffset == offset)
        let later = Diagnostics.capture { t.scroll.simulateSwipe(distance: -300, duration: 0.1) }
        #expect(later.isEmpty)
        t.window.clock.runUntilIdle()
        #expect(t.scroll.contentOffset.y > 300)
    }
}
