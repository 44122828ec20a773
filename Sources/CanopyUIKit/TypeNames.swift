import Canopy

/// UIKit's view, the Canopy `ViewNode`.
public typealias UIView = ViewNode
/// UIKit's scroll view, the Canopy `ScrollNode`.
public typealias UIScrollView = ScrollNode
/// UIKit's scroll view delegate, the Canopy `ScrollNodeDelegate`.
public typealias UIScrollViewDelegate = ScrollNodeDelegate
/// UIKit's label, the Canopy `LabelNode`.
public typealias UILabel = LabelNode
/// UIKit's image view, the Canopy `ImageNode`.
public typealias UIImageView = ImageNode
/// UIKit's window, the Canopy `WindowNode` (which owns its device and frame clock).
public typealias UIWindow = WindowNode
/// UIKit's screen, the Canopy `Screen` (a window's device; `UIScreen.main` is the key window's).
public typealias UIScreen = Screen
/// UIKit's view controller, the Canopy `ViewControllerNode`.
public typealias UIViewController = ViewControllerNode
/// UIKit's navigation controller, the Canopy `NavigationControllerNode`.
public typealias UINavigationController = NavigationControllerNode
/// UIKit's navigation bar, the Canopy `NavigationBarNode`.
public typealias UINavigationBar = NavigationBarNode
/// UIKit's layout guide, the Canopy `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's colour, the Canopy `Color` (a value type: `UIColor` instances compare by value).
public typealias UIColor = Color
/// UIKit's font, the Canopy `Font` request (family, size, weight), resolved by the text engine.
public typealias UIFont = Font
/// UIKit's edge insets, the Canopy `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's text alignment, the Canopy `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// UIKit's status bar style, the Canopy `StatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle

extension ViewNode {
    /// UIKit's `UIView.ContentMode`, the Canopy `ContentMode`.
    public typealias ContentMode = Canopy.ContentMode
    /// UIKit's `UIView.AutoresizingMask`, the Canopy `AutoresizingMask`.
    public typealias AutoresizingMask = Canopy.AutoresizingMask
}

extension ScrollNode {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`, the Canopy
    /// `ContentInsetAdjustmentBehavior`.
    public typealias ContentInsetAdjustmentBehavior = Canopy.ContentInsetAdjustmentBehavior
}
