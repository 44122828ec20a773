import Canopy

/// UIKit's navigation item, the Canopy `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// UIKit's bar item base class, the Canopy `BarItem`.
public typealias UIBarItem = BarItem
/// UIKit's bar button item, the Canopy `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's bar appearance base class, the Canopy `BarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// UIKit's navigation bar appearance, the Canopy `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance

extension BarButtonItem {
    /// UIKit's `UIBarButtonItem.SystemItem`, the Canopy `BarButtonItem.SystemItem`.
    public typealias UIBarButtonSystemItem = SystemItem

    /// UIKit's system-item initializer, with the action as a method of the target's type
    /// (Linux has no selectors).
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping (Target) -> (BarButtonItem) -> Void
    ) {
        self.init(systemItem: systemItem, target: target, action: action)
    }
}
