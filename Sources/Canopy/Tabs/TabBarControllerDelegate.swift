import Foundation

/// Hears and vets the user's tab selections: the UITabBarControllerDelegate analogue.
///
/// Programmatic selection (`selectedIndex`, `selectedViewController`) asks and tells nothing,
/// as in UIKit.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tapped tab may become selected (default true).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerNode) -> Bool
    /// Called after a tapped tab became selected, and when the selected tab is tapped again.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerNode)
}

extension TabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerNode) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerNode) {}
}
