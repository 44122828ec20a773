import Canopy
import FlexibleHeader
import Foundation

/// Inside a navigation controller whose bar is hidden: the flexible header replaces the bar.
///
/// The header screen hides the navigation bar when it appears, so the child's safe area drops
/// back to the status bar's and the header sits at the top. Hiding the bar also disables the
/// swipe-back gesture (as in UIKit) unless its delegate is cleared; this screen clears it while
/// it is on screen, the workaround the original documentation recommends.
public final class NavigationHiddenExample: NavigationControllerNode, ExampleScreen {
    /// The header screen on top of the stack.
    public let headerScreen = HiddenBarHeaderScreen()
    let rootList = HeaderListScreen(title: "Folders", color: Palette.slate, items: ListItem.sample(12, topic: "folder"))

    /// Creates the stack: a folder list with the header screen pushed on top.
    public init() {
        super.init(rootViewController: rootList)
        pushViewController(headerScreen, animated: false)
    }

    /// The pushed screen's list.
    public var demoScrollView: ScrollNode? { headerScreen.demoScrollView }

    /// Scrolls the pushed screen's list.
    public func showDemoState(scrollOffset offset: CGFloat) { headerScreen.showDemoState(scrollOffset: offset) }
}

/// The pushed screen: hides the navigation bar and keeps swipe-back working.
public final class HiddenBarHeaderScreen: HeaderListScreen {
    /// Creates the screen.
    public init() { super.init(title: "Starred", color: Palette.orange, items: ListItem.sample(30, topic: "starred")) }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
        navigationController?.interactivePopGestureRecognizer.delegate = nil
    }
}
