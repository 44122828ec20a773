import Foundation

/// How the navigation controller feeds its bar: the stack's items, the large title's height
/// from the top controller's scroll view, and the push and pop animation.
extension NavigationControllerNode {
    /// How long a push or pop animates the bar's content, in seconds (UIKit's 0.35 s push).
    public static let barTransitionDuration: TimeInterval = 0.35

    /// Whether the stack's controller at `index` shows a large title: the bar prefers large
    /// titles and the item's mode says so, `.automatic` deferring to the item below (large
    /// for the root).
    func showsLargeTitle(at index: Int) -> Bool {
        // A compact-height bar (iPhone landscape) never shows a large title, as in UIKit.
        guard navigationBar.prefersLargeTitles, !navigationBar.isCompactHeight, stack.indices.contains(index) else { return false }
        var i = index
        while i >= 0 {
            switch stack[i].navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: i -= 1
            }
        }
        return true
    }

    /// The top item's prompt row height (30 with a prompt, else 0).
    var promptHeight: CGFloat { topViewController?.navigationItem.prompt == nil ? 0 : NavigationBarMetrics.promptHeight }

    /// The bar's height fully expanded: prompt + row (44, or 32 when compact-height) + 52 with
    /// a large title. The top child's
    /// safe area uses this height throughout a collapse, so the content and the large title
    /// move together instead of the inset chasing the scroll.
    var expandedBarHeight: CGFloat {
        promptHeight + navigationBar.rowHeight + (showsLargeTitle(at: stack.count - 1) ? NavigationBarMetrics.largeTitleHeight : 0)
    }

    /// The bar's height now: the expanded height less what the large title collapsed (more
    /// while over-scrolled), between the old and new heights during a push or pop.
    var currentBarHeight: CGFloat {
        let target = promptHeight + navigationBar.rowHeight + (navigationBar.largeTitleHeight ?? 0)
        guard let transition = navigationBar.transition else { return target }
        let p = Swift.min(1, Swift.max(0, transition.progress))
        return transition.fromLayout.height + (target - transition.fromLayout.height) * p
    }

    /// Hands the stack's items to the bar.
    func syncBarItems() {
        navigationBar.items = stack.map(\.navigationItem)
    }

    /// Starts following the top controller's content scroll view (and stops following the
    /// previous one), then lays the bar out for its offset.
    func trackTopContentScrollView() {
        contentOffsetObservation?.cancel()
        contentOffsetObservation = nil
        if let scroll = topViewController?.contentScrollView {
            contentOffsetObservation = scroll.observeContentOffset { [anchor = lifetimeAnchor] _ in
                guard let object = anchor.object else { return }
                unsafeDowncast(object, to: NavigationControllerNode.self).layoutNavigation()
            }
        }
        layoutNavigation()
    }

    /// Sets the bar's large-title height and scroll edge from the tracked scroll view: the
    /// large title loses what the content scrolled past its resting offset, never below 0,
    /// and grows by what it is pulled beyond it (the over-scroll stretch). Content is at the
    /// bar's edge until it scrolls beneath the bar's bottom edge; from there the bar
    /// cross-fades to its standard appearance over `scrollEdgeTransitionDistance` points.
    func updateBarScrollState() {
        let large = showsLargeTitle(at: stack.count - 1)
        var scrolled: CGFloat = 0
        if let scroll = topViewController?.contentScrollView, scroll.window != nil {
            scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
        }
        let expanded = NavigationBarMetrics.largeTitleHeight
        navigationBar.largeTitleHeight = large ? Swift.max(0, expanded - scrolled) : nil
        let beneath = scrolled - (large ? expanded : 0)
        let progress = beneath / NavigationBarMetrics.scrollEdgeTransitionDistance
        navigationBar.scrollEdgeTransitionProgress = progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0
    }

    /// Remembers how far `controller`'s content scroll view is scrolled past rest, before its
    /// view leaves the window (which resets its insets and clamps its offset).
    func saveScrollPosition(of controller: ViewControllerNode?) {
        guard let controller, let scroll = controller.contentScrollView, scroll.window != nil else { return }
        controller.chrome.savedScrollDistance = scroll.contentOffset.y + scroll.adjustedContentInset.top
    }

    /// Puts `controller`'s content scroll view back where it was scrolled when it was covered,
    /// as UIKit keeps a list's position across a push and pop.
    func restoreScrollPosition(of controller: ViewControllerNode) {
        guard let distance = controller.chromeStorage?.savedScrollDistance, let scroll = controller.contentScrollView else { return }
        controller.chrome.savedScrollDistance = nil
        scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: distance - scroll.adjustedContentInset.top)
    }

    /// The bar's content before a push or pop, kept to fade it out.
    func captureBarTransition(isPush: Bool) -> NavigationBarTransition {
        let bar = navigationBar
        let top = bar.topItem
        return NavigationBarTransition(
            fromLayout: bar.currentLayout, fromLeft: top?.leftBarButtonItems ?? [], fromRight: top?.rightBarButtonItems ?? [],
            fromAppearance: bar.resolvedAppearance, isPush: isPush, progress: 0)
    }

    /// Animates the bar from `transition`'s content to the new top item's over
    /// `barTransitionDuration` on the frame clock, easing in and out.
    func startBarTransition(_ transition: NavigationBarTransition, in navView: ViewNode) {
        barTransitionAnimation?.cancel()
        navigationBar.transition = transition
        layoutNavigation()
        let clock = navView.frameClock
        let start = clock.now
        var token: FrameHandlerToken?
        token = clock.addFrameHandler { [anchor = lifetimeAnchor] clock in
            guard let object = anchor.object else { token?.cancel(); return }
            let nav = unsafeDowncast(object, to: NavigationControllerNode.self)
            let u = Swift.min(1, (clock.now - start) / Self.barTransitionDuration)
            if u >= 1 - 1e-9 {
                nav.navigationBar.transition = nil
                nav.barTransitionAnimation = nil
                token?.cancel()
            } else {
                nav.navigationBar.transition?.progress = (1 - cos(CGFloat.pi * u)) / 2
            }
            nav.layoutNavigation()
        }
        barTransitionAnimation = token
    }
}
