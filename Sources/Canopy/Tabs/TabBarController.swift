import Foundation

/// Shows one of several child controllers above a tab bar: the UITabBarController analogue.
///
/// Only the selected child's view is in the tree. The bar sits at the bottom, 49 points plus
/// the bottom safe area, and the selected child's safe area includes it.
open class TabBarController: ViewControllerNode {
    /// The tab bar, created at init.
    public let tabBar = TabBarNode(frame: CGRect(x: 0, y: 618, width: 375, height: TabBarMetrics.barHeight))
    /// Asked before and told after the user selects a tab; held weakly.
    public weak var delegate: TabBarControllerDelegate?
    var tabs: [ViewControllerNode] = []
    var storedSelectedIndex = 0

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
        tabBar.accessibilityIdentifier = "tabBar"
    }

    /// The tabs' controllers, in order; setting replaces them all and selects the first
    /// unless the selected index is still valid. Controllers that already have another
    /// parent are refused (`controller.alreadyInStack`) and left out.
    public var viewControllers: [ViewControllerNode]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (`viewControllers`'s setter).
    public func setViewControllers(_ controllers: [ViewControllerNode]?, animated: Bool) {
        let old = tabs
        if let o = selectedViewController, let v = o.viewIfLoaded, let own = viewIfLoaded, v.superview === own {
            // Removing the view from the window sends its disappearance callbacks.
            v.removeFromSuperview()
        }
        for c in old {
            c.willMove(toParent: nil)
            c.removeFromParent()
        }
        tabs = []
        for c in controllers ?? [] {
            guard c.parent == nil, c !== self, !tabs.contains(where: { $0 === c }) else {
                Diagnostics.report(code: "controller.alreadyInStack", "Refused a tab: \(c.diagnosticName) already has a parent controller.")
                continue
            }
            addChild(c)
            guard c.parent === self else { continue }
            tabs.append(c)
            c.didMove(toParent: self)
        }
        storedSelectedIndex = tabs.indices.contains(storedSelectedIndex) ? storedSelectedIndex : 0
        tabItemsDidChange()
        showSelected()
    }

    /// The selected tab's index; an index outside the tabs is refused
    /// (`tabBar.indexOutOfRange`) and the selection kept.
    public var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard tabs.indices.contains(newValue) else {
                return Diagnostics.report(
                    code: "tabBar.indexOutOfRange", "Refused selectedIndex = \(newValue) on \(diagnosticName): it has \(tabs.count) tabs.")
            }
            select(newValue)
        }
    }

    /// The selected tab's controller; setting one that is not a tab is refused
    /// (`tabBar.notATab`).
    public var selectedViewController: ViewControllerNode? {
        get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
        set {
            guard let c = newValue, let i = tabs.firstIndex(where: { $0 === c }) else {
                return Diagnostics.report(code: "tabBar.notATab", "Refused selectedViewController on \(diagnosticName): it is not one of the tabs.")
            }
            select(i)
        }
    }

    /// What a tap on the tab at `index` does: asks the delegate, selects the tab, then tells
    /// the delegate (also when it was already selected). Returns whether it was selected.
    ///
    /// The entry point for delivering a tap to a tab; an index outside the tabs or a disabled
    /// item does nothing.
    @discardableResult
    public func selectTabAsUser(at index: Int) -> Bool {
        guard tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled else { return false }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return false }
        select(index)
        delegate?.tabBarController(self, didSelect: target)
        return true
    }

    /// The selected child is the one that decides the status bar.
    open override var childForStatusBarStyle: ViewControllerNode? { selectedViewController }
    /// The selected child is the one that decides the status bar.
    open override var childForStatusBarHidden: ViewControllerNode? { selectedViewController }

    open override func loadView() {
        view = ViewNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelected()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutTabs()
    }

    /// Refreshes the bar's items from the tabs' `tabBarItem`s.
    func tabItemsDidChange() {
        tabBar.items = tabs.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Positions the bar (49 points plus the bottom safe area, at the bottom) and the
    /// selected child's view (the whole view).
    func layoutTabs() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let height = TabBarMetrics.barHeight + v.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        if let child = selectedViewController?.viewIfLoaded, child.superview === v {
            child.frame = CGRect(origin: .zero, size: b.size)
        }
        if v.subviews.last !== tabBar, tabBar.superview === v { v.bringSubviewToFront(tabBar) }
    }

    override func overlayInsets(forChild child: ViewControllerNode) -> EdgeInsets {
        guard child === selectedViewController, let v = child.viewIfLoaded, let own = viewIfLoaded, v.superview === own else { return .zero }
        let barTop = own.bounds.height - TabBarMetrics.barHeight - own.safeAreaInsets.bottom
        return EdgeInsets(top: 0, left: 0, bottom: Swift.max(0, v.frame.maxY - barTop), right: 0)
    }

    private var isOnScreen: Bool { isVisibleState && (viewIfLoaded?.window.map { !$0.isHidden } ?? false) }

    private func select(_ index: Int) {
        guard index != storedSelectedIndex || selectedViewController?.viewIfLoaded?.superview !== viewIfLoaded else { return }
        let old = selectedViewController
        let visible = isOnScreen
        let new = tabs[index]
        if viewIfLoaded != nil { _ = new.loadViewIfNeeded() }
        if visible {
            old?.deliverWillDisappear(false)
            new.deliverWillAppear(false)
        }
        if let ov = old?.viewIfLoaded, ov.superview === viewIfLoaded {
            ov.suppressesAutomaticAppearance = true
            ov.removeFromSuperview()
            ov.suppressesAutomaticAppearance = false
        }
        storedSelectedIndex = index
        tabBar.selectedItem = new.tabBarItem
        if let own = viewIfLoaded {
            let nv = new.loadViewIfNeeded()
            nv.frame = CGRect(origin: .zero, size: own.bounds.size)
            nv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            nv.suppressesAutomaticAppearance = true
            own.insertSubview(nv, belowSubview: tabBar)
            nv.suppressesAutomaticAppearance = false
            layoutTabs()
            nv.recomputeSafeArea()
            own.setNeedsLayout()
            own.layoutIfNeeded()
        }
        if visible {
            old?.deliverDidDisappear(false)
            new.deliverDidAppear(false)
        }
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Puts the selected child's view in the tree (after load or a change of tabs).
    private func showSelected() {
        guard let own = viewIfLoaded, let selected = selectedViewController else { return }
        if selected.viewIfLoaded?.superview === own { return }
        let nv = selected.loadViewIfNeeded()
        nv.frame = CGRect(origin: .zero, size: own.bounds.size)
        nv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if tabBar.superview === own { own.insertSubview(nv, belowSubview: tabBar) } else { own.addSubview(nv) }
        layoutTabs()
        nv.recomputeSafeArea()
        tabBar.selectedItem = selected.tabBarItem
    }
}
