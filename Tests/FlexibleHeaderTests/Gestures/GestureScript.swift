import Canopy
import Foundation

@testable import FlexibleHeader

/// A scripted gesture session that records the header's `(minY, height)` after every clock frame.
///
/// Classic device (status bar 20, inset 20), a 375×667 scroll node with 2000 points of content
/// and fast deceleration (0.99), the header controller as its delegate, the header above it.
enum GestureScript {
    static func record(_ behavior: FlexibleHeaderView.ShiftBehavior) -> [CGFloat] {
        let window = WindowNode(
            size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, scale: 2)
        let controller = FlexibleHeaderController()
        let header = controller.headerView
        let sv = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        sv.contentInsetAdjustmentBehavior = .never
        sv.contentSize = CGSize(width: 375, height: 2000)
        sv.decelerationRate = 0.99
        sv.delegate = controller
        window.addSubview(sv)
        window.addSubview(header)
        header.frame = CGRect(x: 0, y: 0, width: 375, height: 0)
        header.shiftBehavior = behavior
        header.trackingScrollView = sv
        header.sizeToFit()
        sv.contentOffset.y = -sv.adjustedContentInset.top
        let clock = window.clock
        clock.advanceFrame()

        var values: [CGFloat] = []
        func sample() {
            values.append(header.frame.minY)
            values.append(header.frame.height)
        }
        // Until the scroll node and the shift animation rest (a status-bar replica's
        // invalidation timer may keep the clock busy for up to a minute).
        func settle() {
            var frames = 0
            while (sv.isDecelerating || header.isShiftAnimationRunning) && frames < 200 {
                clock.advanceFrame()
                sample()
                frames += 1
            }
        }
        // Pull the content down past the top (the header over-extends), release, bounce back.
        sv.beginDragging()
        for _ in 0..<4 {
            clock.advanceFrame()
            sv.drag(by: 15)
            sample()
        }
        sv.endDragging(velocity: .zero)
        sample()
        settle()
        // Fling the content up (header collapses and, if allowed, shifts away).
        sv.beginDragging()
        for _ in 0..<8 {
            clock.advanceFrame()
            sv.drag(by: -15)
            sample()
        }
        sv.endDragging(velocity: CGPoint(x: 0, y: 0.8))
        sample()
        settle()
        // Drag back a little and let go without velocity.
        sv.beginDragging()
        for _ in 0..<4 {
            clock.advanceFrame()
            sv.drag(by: 10)
            sample()
        }
        sv.endDragging(velocity: .zero)
        sample()
        settle()
        // Programmatic shifting, animated.
        header.shiftHeaderOffScreen(animated: true)
        settle()
        header.shiftHeaderOnScreen(animated: true)
        settle()
        withExtendedLifetime(window) {}
        return values
    }

    /// Prints a recording as a Swift literal (used once to write the expected numbers).
    static func literal(_ values: [CGFloat]) -> String {
        let items = values.map { v -> String in
            let rounded = (v * 10_000).rounded() / 10_000
            return rounded == rounded.rounded()
                ? String(Int(rounded))
                : String(format: "%.4f", rounded)
                    .replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
        }
        var lines: [String] = []
        var index = 0
        while index < items.count {
            lines.append("        " + items[index..<min(index + 12, items.count)].joined(separator: ", ") + ",")
            index += 12
        }
        return "[\n" + lines.joined(separator: "\n") + "\n    ]"
    }
}
