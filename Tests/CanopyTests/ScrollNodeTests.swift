import Canopy
import Foundation
import Testing

@Suite("Scroll nodes")
struct ScrollNodeTests {
    /// The fling setup: iPhoneSE, S fills a plain root view, content 375×2000, offset (0,−20).
    struct Setup {
        let log = Log()
        let window = WindowNode(device: .iPhoneSE)
        let root = ViewControllerNode()
        let s = ScrollNode(frame: R(0, 0, 375, 667))
        let delegate: LoggingScrollDelegate
        init(contentHeight: CGFloat = 2000) {
            delegate = LoggingScrollDelegate(log: log)
            window.rootViewController = root
            window.makeKeyAndVisible()
            s.contentSize = CGSize(width: 375, height: contentHeight)
            root.view.addSubview(s)
            s.contentOffset = P(0, -20)
            s.delegate = delegate
        }
        var clock: FrameClock { window.clock }
    }

    @Test("adjustedContentInset follows behaviour and scrollability")
    func adjustedTable() {
        func adjusted(_ b: ContentInsetAdjustmentBehavior, height: CGFloat, bounce: Bool = false, top: CGFloat = 0) -> CGFloat {
            let t = Setup(contentHeight: height)
            t.s.alwaysBounceVertical = bounce
            t.s.contentInset = I(top, 0, 0, 0)
            t.s.contentInsetAdjustmentBehavior = b
            return t.s.adjustedContentInset.top
        }
        #expect([ContentInsetAdjustmentBehavior.never, .scrollableAxes, .automatic, .always].map { adjusted($0, height: 300) } == [0, 0, 0, 20])
        #expect([ContentInsetAdjustmentBehavior.never, .scrollableAxes, .automatic, .always].map { adjusted($0, height: 1000) } == [0, 20, 20, 20])
        #expect(adjusted(.scrollableAxes, height: 300, bounce: true) == 20)
        #expect(
            [ContentInsetAdjustmentBehavior.never, .scrollableAxes, .automatic, .always].map { adjusted($0, height: 300, top: 56) } == [
                56, 56, 56, 76,
            ])
        #expect(
            [ContentInsetAdjustmentBehavior.never, .scrollableAxes, .automatic, .always].map { adjusted($0, height: 1000, top: 56) } == [
                56, 76, 76, 76,
            ])

        final class ScrollController: ViewControllerNode {
            override func loadView() { view = ScrollNode(frame: R(0, 0, 375, 667)) }
        }
        let w = WindowNode(device: .iPhoneSE)
        let child = ScrollController()
        let nav = NavigationControllerNode(rootViewController: child)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        let s = child.view as! ScrollNode
        s.contentSize = CGSize(width: 375, height: 300)
        #expect(s.safeAreaInsets.top == 64)
        #expect(s.adjustedContentInset.top == 64)
        s.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(s.adjustedContentInset.top == 0)
    }

    @Test("The valid offset range collapses for short content")
    func range() {
        let s = ScrollNode(frame: R(0, 0, 375, 667))
        s.contentInsetAdjustmentBehavior = .never
        s.contentSize = CGSize(width: 375, height: 2000)
        s.contentInset = I(20, 0, 34, 0)
        #expect(s.minimumContentOffset.y == -20)
        #expect(s.maximumContentOffset.y == 1367)
        s.contentSize = CGSize(width: 375, height: 300)
        #expect(s.maximumContentOffset.y == -20)
    }

    @Test("An inset change at rest clamps the offset after notifying")
    func insetChangeClamps() {
        let log = Log()
        let d = LoggingScrollDelegate(log: log)
        let s = ScrollNode(frame: R(0, 0, 320, 20))
        s.contentSize = CGSize(width: 0, height: 5)
        s.delegate = d
        s.contentInset.top = 6
        #expect(s.contentOffset == P(0, -6))
        #expect(log.take() == ["didChangeAdjustedContentInset", "didScroll"])

        let s2 = ScrollNode(frame: R(0, 0, 320, 20))
        s2.contentSize = CGSize(width: 0, height: 60)
        s2.delegate = d
        s2.contentInset.top = 6
        #expect(s2.contentOffset == P(0, 0))
        #expect(log.take() == ["didChangeAdjustedContentInset"])
        s2.contentOffset = P(0, -6)
        s2.contentInset = .zero
        #expect(s2.contentOffset == P(0, 0))
    }

    @Test("Assignment is not clamped; the delegate hears before observers")
    func assignmentAndObservers() {
        let t = Setup()
        var observed = 0
        let token = t.s.observeContentOffset { _ in
            t.log.add("observer"); observed += 1
        }
        _ = t.log.take()
        t.s.contentOffset = P(0, -500)
        #expect(t.s.contentOffset == P(0, -500))
        #expect(t.log.take() == ["didScroll", "observer"])
        t.s.contentOffset = P(0, -500)
        #expect(t.log.take().isEmpty)
        token.cancel()
        t.s.contentOffset = P(0, 0)
        #expect(t.log.take() == ["didScroll"])
        #expect(observed == 1)
    }

    @Test("An observer released by its owner is silent")
    func observerReleased() {
        let t = Setup()
        var calls = 0
        do { _ = t.s.observeContentOffset { _ in calls += 1 } }
        t.s.contentOffset = P(0, 10)
        #expect(calls == 0)
    }

    @Test("Dragging past the top edge rubber-bands")
    func rubberBand() {
        let t = Setup()
        t.s.beginDragging()
        t.s.drag(by: 50)
        #expect(close(t.s.contentOffset.y, -46.411087113031016))
        t.s.drag(by: 50)
        #expect(close(t.s.contentOffset.y, -70.81024930747918))
        let u = Setup()
        u.s.bounces = false
        u.s.beginDragging(); u.s.drag(by: 50)
        #expect(u.s.contentOffset.y == -20)
        u.s.drag(by: 50)
        #expect(u.s.contentOffset.y == -20)
    }

    func fling(_ t: Setup, velocity: CGFloat) {
        t.s.beginDragging()
        t.s.drag(by: -40)
        t.s.drag(by: -60)
        t.s.endDragging(velocity: P(0, velocity))
    }

    @Test("A fling decelerates frame by frame to the projected target")
    func flingDeceleratesToProjectedTarget() {
        let t = Setup()
        t.delegate.logOffsets = true
        _ = t.log.take()
        fling(t, velocity: 2.5)
        #expect(
            t.log.take() == [
                "willBeginDragging", "didScroll(20.0)", "didScroll(80.0)",
                "willEndDragging(v (0.0,2.5), target (0.0,1327.4999999999989))",
                "didEndDragging(willDecelerate: true)", "willBeginDecelerating",
            ])
        #expect(t.delegate.flagsInWillEnd! == (false, true))
        #expect(t.delegate.flagsInDidEnd! == (false, false))
        #expect(t.s.isDecelerating)
        t.clock.advanceFrame()
        #expect(close(t.s.contentOffset.y, 120.93818775341931))
        t.clock.advanceFrame()
        #expect(close(t.s.contentOffset.y, 160.5329404635246))
        let frames = t.clock.runUntilIdle()
        #expect(frames == 233)
        #expect(t.s.contentOffset.y == 1327.4999999999989)
        let log = t.log.take()
        #expect(log.last == "didEndDecelerating")
        #expect(log.filter { $0.hasPrefix("didScroll") }.count == 235)
        #expect(!t.s.isDecelerating)
    }

    @Test("The projection is clamped before the delegate sees it")
    func projectionClamped() {
        let t = Setup()
        fling(t, velocity: 3.125)
        #expect(t.log.entries.contains("willEndDragging(v (0.0,3.125), target (0.0,1333.0))"))
        t.clock.advanceFrame()
        #expect(close(t.s.contentOffset.y, 121.11867675754263))
        #expect(t.clock.runUntilIdle() == 234)
        #expect(t.s.contentOffset.y == 1333)
    }

    @Test("A delegate-rewritten target is honoured, clamped")
    func delegateRewrite() {
        let t = Setup()
        t.delegate.rewriteTarget = P(0, 600)
        fling(t, velocity: 2.5)
        t.clock.advanceFrame()
        #expect(close(t.s.contentOffset.y, 97.06441493529303))
        #expect(t.clock.runUntilIdle() == 208)
        #expect(t.s.contentOffset.y == 600)
        let u = Setup()
        u.delegate.rewriteTarget = P(0, 5000)
        fling(u, velocity: 2.5)
        u.clock.runUntilIdle()
        #expect(u.s.contentOffset.y == 1333)
    }

    @Test("A release without velocity in range ends the gesture at once")
    func releaseWithoutVelocity() {
        let t = Setup()
        t.s.beginDragging(); t.s.drag(by: -40); t.s.drag(by: -60)
        _ = t.log.take()
        t.s.endDragging(velocity: .zero)
        #expect(t.log.take() == ["willEndDragging(v (0.0,0.0), target (0.0,80.0))", "didEndDragging(willDecelerate: false)"])
        #expect(t.clock.isIdle)
        #expect(!t.s.isDecelerating)
    }

    @Test("An overscrolled release bounces back with rate 0.99")
    func bounceBack() {
        let t = Setup()
        t.delegate.logOffsets = true
        t.s.beginDragging(); t.s.drag(by: 50); t.s.drag(by: 50)
        _ = t.log.take()
        t.s.endDragging(velocity: .zero)
        #expect(
            t.log.take() == ["willEndDragging(v (0.0,0.0), target (0.0,-20.0))", "didEndDragging(willDecelerate: true)", "willBeginDecelerating"])
        t.clock.advanceFrame()
        #expect(close(t.s.contentOffset.y, -62.97388023340688))
        t.clock.advanceFrame()
        #expect(close(t.s.contentOffset.y, -56.346099605603776))
        #expect(t.clock.runUntilIdle() == 26)
        #expect(t.s.contentOffset.y == -20)
        #expect(t.log.take().last == "didEndDecelerating")
    }

    @Test("A new drag catches a fling")
    func catchFling() {
        let t = Setup()
        fling(t, velocity: 2.5)
        for _ in 0..<4 { t.clock.advanceFrame() }
        #expect(close(t.s.contentOffset.y, 235.86703964472335))
        _ = t.log.take()
        t.s.beginDragging()
        #expect(t.log.take() == ["didEndDecelerating", "willBeginDragging"])
        #expect(close(t.s.contentOffset.y, 235.86703964472335))
        #expect(!t.s.isDecelerating)
        #expect(t.s.isTracking)
    }

    @Test("Paging settles on the next page or back on the current one")
    func paging() {
        func run(_ v: CGFloat) -> (ScrollNode, FrameClock, CGFloat, Int, Log) {
            let log = Log()
            let d = LoggingScrollDelegate(log: log)
            let s = ScrollNode(frame: R(0, 0, 375, 667))
            s.contentInsetAdjustmentBehavior = .never
            s.contentSize = CGSize(width: 1125, height: 667)
            s.isPagingEnabled = true
            s.contentOffset = P(375, 0)
            s.delegate = d
            s.beginDragging()
            s.drag(by: -100)
            #expect(s.contentOffset == P(475, 0))
            s.endDragging(velocity: P(v, 0))
            let clock = s.frameClock
            clock.advanceFrame()
            let first = s.contentOffset.x
            let rest = clock.runUntilIdle()
            return (s, clock, first, rest + 1, log)
        }
        let (s1, _, f1, n1, log1) = run(0.5)
        #expect(log1.entries.contains("willEndDragging(v (0.5,0.0), target (750.0,0.0))"))
        #expect(close(f1, 517.4127321700165))
        #expect(n1 == 38)
        #expect(s1.contentOffset.x == 750)
        let (s2, _, f2, n2, _) = run(0.1)
        #expect(close(f2, 459.57718830181216))
        #expect(n2 == 32)
        #expect(s2.contentOffset.x == 375)
    }

    @Test("simulateSwipe drags one step per frame and releases with the swipe velocity")
    func swipe() {
        let t = Setup()
        t.delegate.logOffsets = true
        _ = t.log.take()
        let before = t.clock.frameIndex
        t.s.simulateSwipe(distance: -300, duration: 0.1)
        #expect(t.clock.frameIndex - before == 6)
        let log = t.log.take()
        #expect(
            log.filter { $0.hasPrefix("didScroll") } == [
                "didScroll(30.0)", "didScroll(80.0)", "didScroll(130.0)", "didScroll(180.0)", "didScroll(230.0)", "didScroll(280.0)",
            ])
        #expect(log.contains("willEndDragging(v (0.0,3.0), target (0.0,1333.0))"))
        #expect(t.s.isDecelerating)
    }

    @Test("Gesture misuse is refused with the documented codes")
    func gestureMisuse() {
        let t = Setup()
        #expect(Diagnostics.capture { t.s.drag(by: 10) }.map(\.code) == ["scroll.notDragging"])
        #expect(Diagnostics.capture { t.s.endDragging(velocity: .zero) }.map(\.code) == ["scroll.notDragging"])
        t.s.beginDragging()
        #expect(Diagnostics.capture { t.s.beginDragging() }.map(\.code) == ["scroll.alreadyDragging"])
        #expect(Diagnostics.capture { t.s.simulateSwipe(distance: 10, duration: 0.1) }.map(\.code) == ["scroll.alreadyDragging"])
        t.s.endDragging(velocity: .zero)
        let frames = t.clock.frameIndex
        #expect(Diagnostics.capture { t.s.simulateSwipe(distance: 10, duration: 0) }.map(\.code) == ["scroll.invalidSwipe"])
        #expect(Diagnostics.capture { t.s.simulateSwipe(distance: .nan, duration: 1) }.map(\.code) == ["geometry.nonFinite"])
        #expect(Diagnostics.capture { t.s.contentOffset = P(.nan, 0) }.map(\.code) == ["geometry.nonFinite"])
        #expect(Diagnostics.capture { t.s.contentSize = CGSize(width: -1, height: 0) }.map(\.code) == ["geometry.negativeSize"])
        #expect(t.clock.frameIndex == frames)
    }

    @Test("A disabled scroll node ignores drags")
    func disabled() {
        let t = Setup()
        t.s.isScrollEnabled = false
        _ = t.log.take()
        t.s.beginDragging()
        #expect(!t.s.isTracking)
        #expect(t.log.take().isEmpty)
    }

    @Test("An animated offset change eases over 18 frames and reports its end")
    func animatedOffset() {
        let t = Setup()
        _ = t.log.take()
        t.s.setContentOffset(P(0, 280), animated: true)
        let frames = t.clock.runUntilIdle()
        #expect(frames == 18)
        #expect(t.s.contentOffset == P(0, 280))
        #expect(t.log.take().last == "didEndScrollingAnimation")
        #expect(!t.s.isDecelerating)
    }

    @Test("Assigning the offset cancels an animation silently")
    func assignmentCancelsAnimation() {
        let t = Setup()
        t.s.setContentOffset(P(0, 280), animated: true)
        t.clock.advanceFrame()
        t.s.contentOffset = P(0, 10)
        _ = t.log.take()
        t.clock.runUntilIdle()
        #expect(t.s.contentOffset == P(0, 10))
        #expect(!t.log.take().contains("didEndScrollingAnimation"))
    }

    @Test("Indicator insets add the included safe-area edges")
    func indicatorInsets() {
        let t = Setup()
        t.s.scrollIndicatorInsets.top = 10
        #expect(t.s.effectiveScrollIndicatorInsets.top == 30)
    }
}
