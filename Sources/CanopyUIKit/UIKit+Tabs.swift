import Canopy

/// UIKit's tab bar controller, the Canopy `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's tab bar controller delegate, the Canopy `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's tab bar, the Canopy `TabBarNode`.
public typealias UITabBar = TabBarNode
/// UIKit's tab bar item, the Canopy `TabBarItem`.
public typealias UITabBarItem = TabBarItem
