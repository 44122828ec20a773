import Foundation

/// A controller's bar-related state, made when first read so plain controllers carry none.
final class ControllerChrome {
    var title: String?
    lazy var navigationItem = NavigationItem()
    /// The scroll view set with `setContentScrollView(_:)`, held weakly as UIKit does.
    weak var contentScrollView: ScrollNode?
    var hasExplicitContentScrollView = false
    /// How far the content scroll view was scrolled past its resting offset when another
    /// controller was pushed on top, restored when this one is on top again.
    var savedScrollDistance: CGFloat?
    /// The tab item, once something read or assigned it.
    var tabBarItemIfMade: TabBarItem?
}

extension ViewControllerNode {
    var chrome: ControllerChrome {
        if let chrome = chromeStorage { return chrome }
        let chrome = ControllerChrome()
        chromeStorage = chrome
        return chrome
    }

    /// The controller's title; setting it also sets `navigationItem.title`, as in UIKit.
    public var title: String? {
        get { chromeStorage?.title }
        set {
            chrome.title = newValue
            chrome.navigationItem.title = newValue
            chrome.tabBarItemIfMade?.title = newValue
        }
    }

    /// The item a tab bar shows for this controller, made on first use with the controller's
    /// title; assigning nil makes a fresh one at the next read, as in UIKit.
    public var tabBarItem: TabBarItem! {
        get {
            if let item = chrome.tabBarItemIfMade { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            chrome.tabBarItemIfMade = item
            return item
        }
        set {
            chrome.tabBarItemIfMade = newValue
            (parent as? TabBarController)?.tabItemsDidChange()
        }
    }

    /// What a navigation bar shows while this controller is on its stack, made on first use.
    public var navigationItem: NavigationItem { chrome.navigationItem }

    /// Names the scroll view whose offset the navigation bar follows (the large title's
    /// collapse and the scroll-edge appearance); nil makes the bar follow none.
    ///
    /// Without a call, the bar follows the root view when it is a scroll view, else the root
    /// view's first subview when that is one (UIKit's lookup).
    public func setContentScrollView(_ scrollView: ScrollNode?) {
        chrome.contentScrollView = scrollView
        chrome.hasExplicitContentScrollView = true
        navigationController?.trackTopContentScrollView()
    }

    /// The scroll view a navigation bar follows for this controller, per `setContentScrollView(_:)`.
    public var contentScrollView: ScrollNode? {
        if let chrome = chromeStorage, chrome.hasExplicitContentScrollView { return chrome.contentScrollView }
        guard let root = viewIfLoaded else { return nil }
        if let scroll = root as? ScrollNode { return scroll }
        return root.subviews.first as? ScrollNode
    }
}
