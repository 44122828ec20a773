import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The two environments header tests run in: E0, nothing attached to a window, and E20, a
/// window with top inset 20 and a zero-height status bar (so the inset stays 20 whatever the
/// status bar does).
enum Environment: String, CaseIterable, CustomStringConvertible, Sendable {
    /// Nothing attached to a window: `T = 0`.
    case e0 = "E0"
    /// Attached to a window with top inset 20 and no status bar.
    case e20 = "E20"

    var description: String { rawValue }

    /// The top safe-area inset of the environment.
    var inset: CGFloat { self == .e0 ? 0 : 20 }

    /// Picks `a` in E0 and `b` in E20.
    func pick<T>(_ a: T, _ b: T) -> T { self == .e0 ? a : b }

    /// A window for the environment (nil in E0), kept alive for the rest of the test run.
    func makeWindow(size: CGSize = CGSize(width: 375, height: 667)) -> WindowNode? {
        guard self == .e20 else { return nil }
        return keepAlive(WindowNode(size: size, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 0, scale: 1))
    }

    /// A header created detached and attached at the window origin in E20.
    func makeHeader(frame: CGRect = .zero) -> (FlexibleHeaderView, WindowNode?) {
        let header = FlexibleHeaderView(frame: frame)
        let window = makeWindow()
        window?.addSubview(header)
        return (header, window)
    }
}

/// Windows are weakly referenced by their views; tests that only hold a view keep the window
/// alive through this list (a few kilobytes per test).
nonisolated(unsafe) private var keptWindows: [WindowNode] = []
private let keptWindowsLock = NSLock()

/// Retains `window` until the process ends and returns it.
@discardableResult
func keepAlive(_ window: WindowNode) -> WindowNode {
    keptWindowsLock.lock()
    keptWindows.append(window)
    keptWindowsLock.unlock()
    return window
}

/// A classic-device window: top inset 20 from a visible 20-point status bar (hiding it drops
/// the inset to 0), kept alive.
func makeClassicWindow() -> WindowNode {
    keepAlive(
        WindowNode(
            size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20, scale: 2))
}

/// A scroll node with `.never` adjustment (so the test sets every inset), given size and
/// content height.
func makeScrollNode(width: CGFloat = 100, height: CGFloat, contentHeight: CGFloat) -> ScrollNode {
    let sv = ScrollNode(frame: CGRect(x: 0, y: 0, width: width, height: height))
    sv.contentInsetAdjustmentBehavior = .never
    sv.contentSize = CGSize(width: width, height: contentHeight)
    return sv
}

/// Sets the offset and forwards the did-scroll event, as a scroll delegate would.
func scroll(_ header: FlexibleHeaderView, _ sv: ScrollNode, to y: CGFloat) {
    sv.contentOffset = CGPoint(x: 0, y: y)
    header.trackingScrollViewDidScroll()
}

/// Compares two floating values with a small tolerance.
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Records delegate callbacks.
final class HeaderDelegateSpy: FlexibleHeaderViewDelegate, FlexibleHeaderViewAnimationDelegate {
    var statusBarUpdates = 0
    var frameChanges = 0
    var didChangeAnimated: [Bool] = []
    var completions = 0

    func flexibleHeaderViewNeedsStatusBarAppearanceUpdate(_ headerView: FlexibleHeaderView) { statusBarUpdates += 1 }
    func flexibleHeaderViewFrameDidChange(_ headerView: FlexibleHeaderView) { frameChanges += 1 }
    func flexibleHeaderView(_ headerView: FlexibleHeaderView, didChangeTrackingScrollViewAnimated animated: Bool) {
        didChangeAnimated.append(animated)
    }
    func flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(_ headerView: FlexibleHeaderView) {
        completions += 1
    }
}

/// A header tracking a scroll view in the given environment (by default: enabled shifting,
/// a 100-point-tall scroll view over 1000 points of content).
struct TrackedHeader {
    let header: FlexibleHeaderView
    let scrollView: ScrollNode
    let window: WindowNode?

    init(
        _ env: Environment, behavior: FlexibleHeaderView.ShiftBehavior = .enabled, height: CGFloat = 100,
        contentHeight: CGFloat = 1000, configure: (FlexibleHeaderView) -> Void = { _ in }
    ) {
        let (header, window) = env.makeHeader()
        header.shiftBehavior = behavior
        configure(header)
        let sv = makeScrollNode(height: height, contentHeight: contentHeight)
        header.trackingScrollView = sv
        self.header = header
        self.scrollView = sv
        self.window = window
    }

    func scroll(to y: CGFloat) { FlexibleHeaderTests.scroll(header, scrollView, to: y) }

    /// Advances the header's clock by one frame.
    func tick(_ count: Int = 1) {
        for _ in 0..<count { header.frameClock.advanceFrame() }
    }
}

/// A root controller whose status-bar answers tests can change.
final class StatusBarRootController: ViewControllerNode {
    var hidesStatusBar = false
    var statusBarChild: ViewControllerNode?
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var childForStatusBarHidden: ViewControllerNode? { statusBarChild }
}
