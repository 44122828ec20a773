import Canopy
import Foundation

@testable import FlexibleHeader

/// A header over a long list in a classic-device window, with its controller as the list's
/// scroll delegate (so drag events are forwarded): minimum 76 pt, maximum 220 pt (top inset
/// included), the list 375×667 pt with `contentHeight` points of content.
final class DetentHost {
    let window: WindowNode
    let controller = FlexibleHeaderController()
    var header: FlexibleHeaderView { controller.headerView }
    let list: ScrollNode
    var clock: FrameClock { window.clock }

    static let minimum: CGFloat = 76
    static let maximum: CGFloat = 220

    init(shift: FlexibleHeaderView.ShiftBehavior = .enabled, contentHeight: CGFloat = 3000, frameDuration: TimeInterval = 1.0 / 60) {
        window = WindowNode(
            size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            statusBarHeight: 20, scale: 1)
        window.clock.frameDuration = frameDuration
        list = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 375, height: contentHeight)
        list.decelerationRate = 0.99
        list.delegate = controller
        window.addSubview(list)
        window.addSubview(header)
        header.frame = CGRect(x: 0, y: 0, width: 375, height: 0)
        header.shiftBehavior = shift
        header.minimumHeight = Self.minimum
        header.maximumHeight = Self.maximum
        header.trackingScrollView = list
        header.sizeToFit()
        list.contentOffset.y = -list.adjustedContentInset.top
        header.trackingScrollViewDidScroll()
        clock.advanceFrame()
    }

    /// Where the content's top is on screen: the header's height the offset asks for.
    var contentTop: CGFloat {
        -(list.contentOffset.y + list.contentInset.top - (header.trackingInfo?.injectedTopContentInset ?? 0))
    }

    /// The header's visible bottom edge on screen.
    var headerBottom: CGFloat { header.frame.maxY }

    /// Scrolls the list by `distance` points (positive: content moves up) with a drag.
    func drag(_ distance: CGFloat, steps: Int = 10) {
        list.beginDragging()
        for _ in 0..<steps {
            clock.advanceFrame()
            list.drag(by: -distance / CGFloat(steps))
        }
    }

    /// Lifts the finger with `velocity` points per millisecond (positive: content moves up).
    func release(velocity: CGFloat = 0) {
        list.endDragging(velocity: CGPoint(x: 0, y: velocity))
    }

    /// Runs the clock until nothing moves any more; returns the frames run.
    @discardableResult
    func settle(maximumFrames: Int = 3000, eachFrame: () -> Void = {}) -> Int {
        var frames = 0
        while (list.isDecelerating || header.progress.isSettling || header.isShiftAnimationRunning) && frames < maximumFrames {
            clock.advanceFrame()
            eachFrame()
            frames += 1
        }
        return frames
    }

    /// Puts the content at offset `y` without a drag.
    func scroll(to y: CGFloat) {
        list.contentOffset.y = y
        header.trackingScrollViewDidScroll()
    }

    /// The offset at which the content's top meets the bottom of the expanded header.
    var topOffset: CGFloat { -list.adjustedContentInset.top }
}
