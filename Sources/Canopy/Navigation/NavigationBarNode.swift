import Foundation

/// The navigation controller's bar: the UINavigationBar analogue.
///
/// Draws the top item's title centred, its bar button items at the edges, a back chevron with
/// the item below's title, and with `prefersLargeTitles` a large title under the 44-point row
/// that collapses as the tracked scroll view scrolls. Its background extends up under the
/// status bar, so it covers `0…T + height`, where `T` is the navigation view's top safe-area
/// inset. The navigation controller sets its items and frame; layout numbers come from
/// `NavigationBarLayout`.
open class NavigationBarNode: ViewNode {
    /// The items, bottom of the stack first: the last is drawn, the one before gives the
    /// back button its title.
    public internal(set) var items: [NavigationItem] = [] {
        didSet { syncTitleView() }
    }
    /// The item on top (drawn), if any.
    public var topItem: NavigationItem? { items.last }
    /// The item below the top, which the back button returns to.
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// Whether the bar shows large titles for items that allow them (default false).
    public var prefersLargeTitles = false {
        didSet { if oldValue != prefersLargeTitles { superview?.setNeedsLayout() } }
    }
    /// The appearance while content scrolls under the bar (default: the default background).
    ///
    /// Assigning copies the appearance, as UIKit does.
    public var standardAppearance: NavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }
    /// The appearance with content at the bar's edge; nil (the default) uses the standard
    /// appearance with a transparent background, as UIKit does since iOS 15.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }
    /// The appearance in a compact-height environment; nil uses the standard appearance.
    public var compactAppearance: NavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }
    /// A legacy background colour: when set it replaces the standard appearance's fill.
    public var barTintColor: Color?
    /// Metrics to lay out text with; nil uses `TextEngine.shared`, the engine the renderer
    /// draws with. Tests set `FixedTextMetrics()` for exact numbers.
    public var textMetrics: (any TextMetrics)?

    /// How far above its frame the fill extends, in points (the top safe area, set by the
    /// navigation controller).
    public internal(set) var backgroundExtension: CGFloat = 0
    /// The large-title area's current height, or nil when the top item shows no large title
    /// (set by the navigation controller from the tracked scroll view).
    public internal(set) var largeTitleHeight: CGFloat?
    /// Whether content sits at the bar's edge (nothing scrolled under it), which selects the
    /// scroll-edge appearance.
    public internal(set) var isAtScrollEdge = true

    private var storedStandardAppearance = NavigationBarAppearance()
    private var storedScrollEdgeAppearance: NavigationBarAppearance?
    private var storedCompactAppearance: NavigationBarAppearance?
    /// The push or pop under way: the outgoing bar's layout and content, and the progress
    /// (0…1) the navigation controller advances on the frame clock.
    var transition: NavigationBarTransition?
    private weak var installedTitleView: ViewNode?

    var metrics: any TextMetrics { textMetrics ?? TextEngine.shared }

    /// The layout for the current items, width and large-title height.
    public var currentLayout: NavigationBarLayout {
        NavigationBarLayout(
            Self.layoutInput(top: topItem, back: backItem, width: bounds.width, largeTitleHeight: largeTitleHeight, appearance: resolvedAppearance),
            metrics: metrics)
    }

    /// The appearance in effect: the top item's, else the bar's, for the compact, scroll-edge
    /// or standard case.
    public var resolvedAppearance: NavigationBarAppearance {
        let item = topItem
        if traitCollection.verticalSizeClass == .compact, let compact = item?.compactAppearance ?? storedCompactAppearance {
            return compact
        }
        let standard = item?.standardAppearance ?? storedStandardAppearance
        if isAtScrollEdge {
            if let edge = item?.scrollEdgeAppearance ?? storedScrollEdgeAppearance { return edge }
            let transparent = standard.copy()
            transparent.configureWithTransparentBackground()
            return transparent
        }
        if let tint = barTintColor, item?.standardAppearance == nil {
            let tinted = standard.copy()
            tinted.backgroundColor = tint
            return tinted
        }
        return standard
    }

    /// The layout input for an item pair.
    static func layoutInput(
        top: NavigationItem?, back: NavigationItem?, width: CGFloat, largeTitleHeight: CGFloat?, appearance: NavigationBarAppearance
    ) -> NavigationBarLayout.Input {
        var input = NavigationBarLayout.Input(width: width, title: top?.title)
        if let top {
            input.titleViewSize = top.titleView.map { view in
                let fitting = view.sizeThatFits(CGSize(width: width, height: NavigationBarMetrics.barHeight))
                return fitting == .zero ? view.bounds.size : fitting
            }
            input.leftItems = (top.leftBarButtonItems ?? []).map(NavigationBarLayout.ItemInput.init)
            input.rightItems = (top.rightBarButtonItems ?? []).map(NavigationBarLayout.ItemInput.init)
            input.leftItemsSupplementBackButton = top.leftItemsSupplementBackButton
            input.prompt = top.prompt
            input.showsBackButton = back != nil && !top.hidesBackButton
        }
        if let back {
            input.backTitle = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title
        }
        input.largeTitleHeight = largeTitleHeight
        if let font = appearance.titleTextAttributes.font { input.titleFont = font }
        if let font = appearance.largeTitleTextAttributes.font { input.largeTitleFont = font }
        return input
    }

    /// The bar button item whose box contains `point` (bar coordinates), if any: the entry
    /// point for delivering a tap to an item.
    public func barButtonItem(at point: CGPoint) -> BarButtonItem? {
        let layout = currentLayout
        guard let top = topItem else { return nil }
        let left = top.leftBarButtonItems ?? [], right = top.rightBarButtonItems ?? []
        if let hit = layout.leftItems.first(where: { $0.frame.contains(point) }), hit.index < left.count { return left[hit.index] }
        if let hit = layout.rightItems.first(where: { $0.frame.contains(point) }), hit.index < right.count { return right[hit.index] }
        return nil
    }

    /// Draws the background, shadow line, items and titles (see `drawBar(in:)`).
    open override func draw(in canvas: Canvas) { drawBar(in: canvas) }

    /// Places the title view, when the top item has one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        syncTitleView()
        if let view = installedTitleView, let frame = currentLayout.titleViewFrame {
            view.frame = frame
        }
    }

    /// Keeps the top item's title view (and only it) a subview.
    private func syncTitleView() {
        let wanted = topItem?.titleView
        guard installedTitleView !== wanted else { return }
        if let old = installedTitleView, old.superview === self { old.removeFromSuperview() }
        installedTitleView = nil
        if let view = wanted {
            addSubview(view)
            installedTitleView = view
        }
        setNeedsLayout()
    }
}
