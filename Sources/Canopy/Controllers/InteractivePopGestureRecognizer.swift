import Foundation

/// Decides whether the interactive pop gesture may begin.
public protocol InteractivePopGestureRecognizerDelegate: AnyObject {
    /// Return false to veto the swipe-back gesture.
    func gestureRecognizerShouldBegin(_ recognizer: InteractivePopGestureRecognizer) -> Bool
}

/// The navigation controller's swipe-from-the-left-edge gesture that pops the top controller.
///
/// As in UIKit, the navigation controller is its own delegate by default and refuses the
/// gesture while the bar is hidden or only the root is on the stack; clearing `delegate`
/// (setting it to nil) removes the bar-hidden restriction, and a custom delegate can veto.
public final class InteractivePopGestureRecognizer {
    /// Whether the gesture recognises swipes at all.
    public var isEnabled = true
    /// The object that can veto the gesture; defaults to the navigation controller's rule.
    public weak var delegate: InteractivePopGestureRecognizerDelegate? {
        didSet { usesDefaultDelegate = false }
    }
    var usesDefaultDelegate = true
    weak var navigationController: NavigationControllerNode?

    init(navigationController: NavigationControllerNode) {
        self.navigationController = navigationController
    }

    /// Whether a swipe starting now would begin the gesture.
    public var wouldBegin: Bool {
        guard isEnabled, let nav = navigationController, nav.viewControllers.count > 1 else { return false }
        if usesDefaultDelegate { return !nav.isNavigationBarHidden }
        if let d = delegate { return d.gestureRecognizerShouldBegin(self) }
        return true
    }

    /// Simulates a swipe from the left edge; pops the top controller when the gesture may
    /// begin and returns the popped controller (nil when nothing happened).
    @discardableResult
    public func simulateEdgeSwipe() -> ViewControllerNode? {
        guard wouldBegin, let nav = navigationController else { return nil }
        return nav.popViewController(animated: false)
    }
}
