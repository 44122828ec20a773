import Foundation

/// A stack of controllers under a hideable bar: the UINavigationController analogue.
///
/// Only the top controller's view is in the tree; the bar is always the front-most subview.
open class NavigationControllerNode: ViewControllerNode {
    /// Height of the bar's row in points (UIKit's 44); prompts and large titles add to it.
    public static let barHeight: CGFloat = NavigationBarMetrics.barHeight

    /// The bar, created at init: it draws the top controller's navigation item and its
    /// background from the top of the screen.
    public let navigationBar: NavigationBarNode
    var stack: [ViewControllerNode] = []
    var storedBarHidden = false
    var barAnimation: FrameHandlerToken?
    /// The push or pop animation of the bar's content, while it runs.
    var barTransitionAnimation: FrameHandlerToken?
    /// Follows the top controller's scroll view for the large title and scroll edge.
    var contentOffsetObservation: ScrollObservation?
    /// The top overlay last given to the top child's safe area, so a change of the expanded
    /// bar height (rotation to or from compact height, large titles switched) recomputes it.
    var lastChildOverlayTop: CGFloat?

    /// The swipe-from-the-left-edge gesture that pops the top controller.
    public private(set) lazy var interactivePopGestureRecognizer = InteractivePopGestureRecognizer(navigationController: self)

    /// Whether content extends under the bar (default true); false lays content out below it.
    public var isNavigationBarTranslucent = true {
        didSet { if oldValue != isNavigationBarTranslucent { layoutNavigation() } }
    }

    /// Creates a navigation controller with `rootViewController` at the bottom of the stack.
    public init(rootViewController: ViewControllerNode) {
        navigationBar = NavigationBarNode(frame: CGRect(x: 0, y: 0, width: 375, height: Self.barHeight))
        navigationBar.accessibilityIdentifier = "navigationBar"
        super.init()
        addChild(rootViewController)
        if rootViewController.parent === self {
            stack = [rootViewController]
            rootViewController.didMove(toParent: self)
        }
        syncBarItems()
    }

    /// The stack, bottom first.
    public var viewControllers: [ViewControllerNode] { stack }

    /// The controller on top of the stack.
    public var topViewController: ViewControllerNode? { stack.last }

    /// Whether the bar is hidden; setting it is the non-animated `setNavigationBarHidden`.
    public var isNavigationBarHidden: Bool {
        get { storedBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open override func loadView() {
        view = ViewNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = topViewController {
            let v = top.loadViewIfNeeded()
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(v)
        }
        view.addSubview(navigationBar)
        layoutNavigation()
        trackTopContentScrollView()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutNavigation()
    }

    /// `childForStatusBarHidden` is the top controller.
    open override var childForStatusBarHidden: ViewControllerNode? { topViewController }

    /// `childForStatusBarStyle` is the top controller while the bar is hidden, else nil (a
    /// navigation controller answers for the style itself while its bar shows, as in UIKit).
    open override var childForStatusBarStyle: ViewControllerNode? { storedBarHidden ? topViewController : nil }

    /// The bar's top edge: the navigation view's top safe-area inset.
    var barTop: CGFloat { viewIfLoaded?.safeAreaInsets.top ?? 0 }

    /// Positions the bar and the top child's view.
    func layoutNavigation() {
        guard let navView = viewIfLoaded else { return }
        let width = navView.bounds.width
        updateBarScrollState()
        let height = currentBarHeight
        if barAnimation == nil {
            navigationBar.frame =
                storedBarHidden
                ? CGRect(x: 0, y: -height, width: width, height: height)
                : CGRect(x: 0, y: barTop, width: width, height: height)
            navigationBar.isHidden = storedBarHidden
        }
        navigationBar.backgroundExtension = barTop
        if let top = topViewController, let v = top.viewIfLoaded, v.superview === navView {
            let b = navView.bounds
            if !storedBarHidden && !isNavigationBarTranslucent {
                let t = barTop + expandedBarHeight
                v.frame = CGRect(x: 0, y: t, width: b.width, height: Swift.max(0, b.height - t))
            } else {
                v.frame = CGRect(origin: .zero, size: b.size)
            }
            let overlayTop = overlayInsets(forChild: top).top
            let last = lastChildOverlayTop
            lastChildOverlayTop = overlayTop
            if let last, last != overlayTop { v.recomputeSafeArea() }
        }
        if navView.subviews.last !== navigationBar, navigationBar.superview === navView {
            navView.bringSubviewToFront(navigationBar)
        }
    }

    override func overlayInsets(forChild child: ViewControllerNode) -> EdgeInsets {
        guard !storedBarHidden, child === topViewController, let v = child.viewIfLoaded,
            let navView = viewIfLoaded, v.superview === navView
        else { return .zero }
        return EdgeInsets(top: Swift.max(0, barTop + expandedBarHeight - v.frame.minY), left: 0, bottom: 0, right: 0)
    }

    /// Whether this controller counts as on screen for push and pop: appearing or appeared,
    /// in a visible window.
    var isOnScreen: Bool {
        isVisibleState && (viewIfLoaded?.window.map { !$0.isHidden } ?? false)
    }
}
