import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Tracking scroll view contract and injection")
struct TrackingScrollViewTests {
    /// A header 100 wide sized to fit, tracking a 100×250 scroll view.
    static func setup(_ env: Environment) -> TrackedHeader {
        let t = TrackedHeader(env, behavior: .disabled, height: 250, contentHeight: 1000) { header in
            header.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            header.sizeToFit()
        }
        return t
    }

    @Test("Drag, deceleration, orientation and inset events at rest keep the frame", arguments: Environment.allCases)
    func eventsAtRestKeepFrame(env: Environment) {
        let events: [(FlexibleHeaderView) -> Void] = [
            { $0.trackingScrollViewDidScroll() },
            { $0.trackingScrollViewDidEndDraggingWillDecelerate(true) },
            { $0.trackingScrollViewDidEndDraggingWillDecelerate(false) },
            { $0.trackingScrollViewDidEndDecelerating() },
            { h in
                var p = CGPoint.zero; h.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &p)
            },
            { h in
                var p = CGPoint.zero; h.trackingScrollViewWillEndDragging(withVelocity: CGPoint(x: 0, y: 10), targetContentOffset: &p)
            },
            { h in
                var p = CGPoint.zero; h.trackingScrollViewWillEndDragging(withVelocity: CGPoint(x: 0, y: -10), targetContentOffset: &p)
            },
            { $0.trackingScrollWillChange(toScrollView: nil) },
            { $0.shiftHeaderOnScreen(animated: false) },
            { $0.interfaceOrientationWillChange() },
            {
                $0.interfaceOrientationWillChange(); $0.interfaceOrientationIsChanging()
            },
            {
                $0.interfaceOrientationWillChange(); $0.interfaceOrientationDidChange()
            },
            { $0.changeContentInsets {} },
        ]
        for event in events {
            let t = Self.setup(env)
            let before = t.header.frame
            event(t.header)
            #expect(t.header.frame == before)
        }
    }

    @Test("First scroll events keep the frame of a disabled header", arguments: Environment.allCases)
    func firstScrollEventsKeepDisabledHeaderFrame(env: Environment) {
        for y in [-Self.setup(env).header.maximumHeight, 200] {
            let t = Self.setup(env)
            let before = t.header.frame
            t.scroll(to: y)
            #expect(t.header.frame == before)
        }
    }

    @Test("The header expands when pulled down at the top", arguments: Environment.allCases)
    func headerExpandsAtTop(env: Environment) {
        let t = Self.setup(env)
        t.header.trackingScrollViewDidScroll()
        t.header.maximumHeight = 200
        t.scroll(to: -200)
        #expect(t.header.frame.height == 200 && t.scrollView.contentInset.top == 200)
    }

    @Test("Injected insets are removed exactly on switching, unless shared", arguments: Environment.allCases)
    func injectionIsRemovedExactlyUnlessShared(env: Environment) {
        for shared in [false, true] {
            let (header, _) = env.makeHeader()
            header.minMaxHeightIncludesSafeArea = false
            header.minimumHeight = 50
            header.maximumHeight = 100
            header.sharedWithManyScrollViews = shared
            let a = makeScrollNode(height: 100, contentHeight: 1000)
            a.contentInset.top = 10
            let b = makeScrollNode(height: 100, contentHeight: 1000)
            header.trackingScrollView = a
            #expect(a.contentInset.top == env.pick(110, 130))
            header.trackingScrollView = b
            #expect(a.contentInset.top == (shared ? env.pick(110, 130) : 10))
            #expect(b.contentInset.top == env.pick(100, 120))
        }
    }

    @Test("Existing adjustment is subtracted, bounded below by the maximum without safe area")
    func existingAdjustmentIsSubtractedWithLowerBound() {
        let window = keepAlive(WindowNode(size: CGSize(width: 100, height: 700), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let header = FlexibleHeaderView()
        window.addSubview(header)
        header.minMaxHeightIncludesSafeArea = false
        header.maximumHeight = 100
        let sv = ScrollNode(frame: CGRect(x: 0, y: 0, width: 100, height: 700))
        sv.contentSize = CGSize(width: 100, height: 2000)
        sv.contentInsetAdjustmentBehavior = .always
        window.insertSubview(sv, belowSubview: header)
        header.trackingScrollView = sv
        #expect(sv.contentInset.top == 100 && sv.adjustedContentInset.top == 120)

        let big = ScrollNode(frame: CGRect(x: 0, y: 0, width: 100, height: 700))
        big.contentSize = CGSize(width: 100, height: 2000)
        let controller = ViewControllerNode()
        controller.view = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 700))
        window.addSubview(controller.view)
        controller.additionalSafeAreaInsets.top = 50
        big.contentInsetAdjustmentBehavior = .always
        controller.view.addSubview(big)
        #expect(big.adjustedContentInset.top - big.contentInset.top == 70)
        header.trackingScrollView = big
        #expect(big.contentInset.top == 100)
    }

    @Test(".never opt-out leaves insets untouched", arguments: Environment.allCases)
    func neverOptOutLeavesInsetsUntouched(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled) {
            $0.disableContentInsetAdjustmentWhenContentInsetAdjustmentBehaviorIsNever = true
        }
        t.scroll(to: 0)
        #expect(t.scrollView.contentInset.top == 0 && t.scrollView.scrollIndicatorInsets.top == 0)
    }

    @Test("Switching a shared header animates only shrinking", arguments: Environment.allCases)
    func sharedHeaderAnimatesOnlyShrinking(env: Environment) {
        let (header, _) = env.makeHeader(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        let spy = HeaderDelegateSpy()
        header.animationDelegate = spy
        header.minMaxHeightIncludesSafeArea = false
        header.sharedWithManyScrollViews = true
        header.maximumHeight = 200
        let sv1 = makeScrollNode(height: 100, contentHeight: 1000)
        let sv2 = makeScrollNode(height: 100, contentHeight: 1000)
        sv1.contentOffset.y = env.pick(-200, -220)
        sv2.contentOffset.y = 300
        header.trackingScrollView = sv1
        #expect(header.frame.height == env.pick(200, 220))
        #expect(spy.didChangeAnimated == [false] && spy.completions == 0)
        header.trackingScrollView = sv2
        #expect(spy.didChangeAnimated == [false, true])
        #expect(header.frame.height == env.pick(56, 76))
        header.frameClock.advance(by: 0.19)
        #expect(spy.completions == 0)
        header.frameClock.advance(by: 0.02)
        #expect(spy.completions == 1)
        #expect(sv1.contentInset.top == env.pick(200, 220))
        header.trackingScrollView = sv1
        #expect(sv1.contentOffset.y == env.pick(-56, -76) && header.frame.height == env.pick(56, 76))
        #expect(spy.didChangeAnimated == [false, true, false])
    }

    @Test("Preparing a new scroll view keeps the height", arguments: Environment.allCases)
    func preparingNewScrollViewKeepsHeight(env: Environment) {
        let (header, _) = env.makeHeader()
        header.minMaxHeightIncludesSafeArea = false
        header.maximumHeight = 200
        let sv1 = makeScrollNode(height: 100, contentHeight: 1000)
        sv1.contentOffset.y = env.pick(-200, -220)
        header.trackingScrollView = sv1
        #expect(header.frame.height == env.pick(200, 220))
        let sv3 = makeScrollNode(height: 100, contentHeight: 1000)
        header.trackingScrollWillChange(toScrollView: sv3)
        #expect(sv3.contentInset.top == env.pick(200, 220) && sv3.contentOffset.y == env.pick(-200, -220))
        header.trackingScrollView = sv3
        #expect(header.frame.height == env.pick(200, 220))
    }

    // As in the original's code (its documentation promised to remove the injection first).
    @Test("changeContentInsets keeps the header height; the block sees the injected inset", arguments: Environment.allCases)
    func changeContentInsetsKeepsHeight(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled, height: 250, contentHeight: 1000) {
            $0.minMaxHeightIncludesSafeArea = false
            $0.minimumHeight = 50
            $0.maximumHeight = 100
        }
        t.scroll(to: env.pick(-100, -120))
        #expect(t.header.frame.height == env.pick(100, 120))
        var seenInBlock: CGFloat = 0
        t.header.changeContentInsets {
            seenInBlock = t.scrollView.contentInset.top
            t.scrollView.contentInset.top += 20
        }
        #expect(seenInBlock == env.pick(100, 120))
        #expect(t.scrollView.contentInset.top == env.pick(120, 140) && t.scrollView.contentOffset.y == env.pick(-120, -140))
        t.header.trackingScrollViewDidScroll()
        #expect(t.header.frame.height == env.pick(100, 120))
    }

    @Test("The scroll node clamps its offset on inset changes at rest (host contract)")
    func scrollNodeClampsOffsetOnInsetChangeAtRest() {
        for contentHeight in 0...60 {
            let sv = ScrollNode(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
            sv.contentSize = CGSize(width: 320, height: CGFloat(contentHeight))
            sv.contentInset.top = 6
            let expected: CGFloat = contentHeight <= 14 ? -6 : (contentHeight < 20 ? CGFloat(contentHeight) - 20 : 0)
            #expect(sv.contentOffset.y == expected, "content \(contentHeight)")
            let other = ScrollNode(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
            other.contentSize = CGSize(width: 320, height: CGFloat(contentHeight))
            other.contentInset.bottom = 6
            other.contentInset.bottom = 0
            #expect(other.contentOffset.y == 0)
        }
    }
}
