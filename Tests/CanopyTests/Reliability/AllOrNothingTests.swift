import Canopy
import Foundation
import Testing

/// A refused change leaves no trace; an accepted one is applied whole.
@Suite("All or nothing")
struct AllOrNothingTests {
    @Test("A frame whose centre overflows is refused whole, bounds included")
    func overflowingFrameRefusedWhole() {
        let v = ViewNode(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        let d = Diagnostics.capture { v.frame = CGRect(x: 1.7e308, y: 0, width: 1.7e308, height: 10) }
        #expect(d.map(\.code) == ["geometry.nonFinite"])
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(v.center == CGPoint(x: 16, y: 22))
    }

    @Test("init(frame:) refuses a frame whose centre overflows")
    func initRefusesOverflowingCentre() {
        let d = Diagnostics.capture {
            let v = ViewNode(frame: CGRect(x: 0, y: 1.7e308, width: 10, height: 1.7e308))
            #expect(v.center == .zero)
            #expect(v.bounds == .zero)
            #expect(v.frame.isFiniteRect)
        }
        #expect(d.map(\.code) == ["geometry.nonFinite"])
    }

    @Test("Autoresizing that would overflow a subview's centre leaves that subview whole")
    func autoresizeOverflowLeavesSubviewWhole() {
        let parent = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = ViewNode(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        parent.addSubview(child)
        _ = Diagnostics.capture { parent.bounds = CGRect(x: 0, y: 0, width: 1.7e308, height: 100) }
        #expect(child.frame.isFiniteRect)
        #expect(child.center.x.isFinite)
    }

    /// A controller that makes another controller the window's root from its viewWillAppear.
    final class Swapping: ViewControllerNode {
        weak var window: WindowNode?
        var replacement: ViewControllerNode?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let r = replacement {
                replacement = nil
                window?.rootViewController = r
            }
        }
    }

    @Test("Setting the root controller inside the old root's viewWillAppear shows the new root")
    func rootSwapDuringWillAppear() {
        let window = WindowNode(device: .iPhoneSE)
        let old = Swapping(), new = ViewControllerNode()
        old.window = window
        old.replacement = new
        window.rootViewController = old
        window.makeKeyAndVisible()
        #expect(window.rootViewController === new)
        #expect(new.isViewLoaded)
        #expect(new.view.superview === window)
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(window.subviews.count == 1)
    }

    @Test("Setting the root controller inside the new root's viewWillAppear on a visible window shows the last one")
    func rootSwapDuringVisibleSwap() {
        let window = WindowNode(device: .iPhoneSE)
        let first = ViewControllerNode(), second = Swapping(), third = ViewControllerNode()
        window.rootViewController = first
        window.makeKeyAndVisible()
        second.window = window
        second.replacement = third
        window.rootViewController = second
        #expect(window.rootViewController === third)
        #expect(third.view.superview === window)
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === third.view)
    }
}

/// Found by the tree fuzz: sums of near-maximum insets overflowed to infinity.
@Suite("Saturating safe areas")
struct SaturatingSafeAreaTests {
    @Test("A controller's safe area saturates instead of overflowing when its additional insets are near the maximum")
    func additionalInsetsSaturate() {
        let window = WindowNode(device: .iPhoneSE)
        let controller = ViewControllerNode()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.frame = CGRect(x: 0, y: -1.6e308, width: 375, height: 1.7e308)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 1.7e308, left: 0, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets.top == .greatestFiniteMagnitude)
        #expect(controller.view.safeAreaInsets.isFinite)
    }
}
