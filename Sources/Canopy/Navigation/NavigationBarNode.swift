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
    /// The appearance in a compact-height environment (iPhone landscape); nil uses the
    /// standard appearance.
    public var compactAppearance: NavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }
    /// The appearance in a compact-height environment with content at the bar's edge; nil
    /// uses the scroll-edge appearance, as UIKit does.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
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
    /// How far the bar has turned from its scroll-edge appearance to its standard one: 0 with
    /// content at the bar's edge, 1 once content has scrolled
    /// `NavigationBarMetrics.scrollEdgeTransitionDistance` points beneath it, a cross-fade of
    /// the background and shadow line in between (set by the navigation controller).
    public internal(set) var scrollEdgeTransitionProgress: CGFloat = 0
    /// Whether content sits at the bar's edge (nothing scrolled under it), which selects the
    /// scroll-edge appearance unblended.
    public var isAtScrollEdge: Bool { scrollEdgeTransitionProgress <= 0 }
    /// Whether the bar is compact-height: the vertical size class is compact (iPhone
    /// landscape), so the row is 32 points, large titles do not show and the compact
    /// appearances apply.
    public var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }
    /// The row's height for the current traits: 44 points, or 32 when compact-height.
    public var rowHeight: CGFloat { NavigationBarMetrics.barHeight(for: traitCollection) }

    private var storedStandardAppearance = NavigationBarAppearance()
    private var storedScrollEdgeAppearance: NavigationBarAppearance?
    private var storedCompactAppearance: NavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: NavigationBarAppearance?
    /// The push or pop under way: the outgoing bar's layout and content, and the progress
    /// (0…1) the navigation controller advances on the frame clock.
    var transition: NavigationBarTransition?
    private weak var installedTitleView: ViewNode?

    var metrics: any TextMetrics { textMetrics ?? TextEngine.shared }

    /// The layout for the current items, width and large-title height.
    ///
    /// The row is laid out between the bar's left and right safe-area insets, as UIKit keeps
    /// bar content clear of a notched phone's sensor housing and rounded corners in landscape;
    /// the background still spans the whole bar.
    public var currentLayout: NavigationBarLayout {
        let insets = safeAreaInsets
        let left = insets.left.isFinite ? Swift.max(0, insets.left) : 0
        let right = insets.right.isFinite ? Swift.max(0, insets.right) : 0
        let width = Swift.max(0, bounds.width - left - right)
        return NavigationBarLayout(
            Self.layoutInput(
                top: topItem, back: backItem, width: width, rowHeight: rowHeight, largeTitleHeight: largeTitleHeight,
                appearance: resolvedAppearance),
            metrics: metrics
        ).offsetBy(dx: left)
    }

    /// The appearance in effect: the scroll-edge appearance blended into the standard one by
    /// `scrollEdgeTransitionProgress` (each the top item's, else the bar's, compact ones in a
    /// compact-height bar).
    public var resolvedAppearance: NavigationBarAppearance {
        let p = scrollEdgeTransitionProgress
        if p <= 0 { return resolvedScrollEdgeAppearance }
        if p >= 1 { return resolvedStandardAppearance }
        return NavigationBarAppearance.blending(resolvedScrollEdgeAppearance, into: resolvedStandardAppearance, progress: p, traits: traitCollection)
    }

    /// The appearance while content scrolls under the bar: in a compact-height bar the item's
    /// or bar's compact appearance, falling back to the standard one; `barTintColor` replaces
    /// the bar's own standard fill.
    public var resolvedStandardAppearance: NavigationBarAppearance {
        let item = topItem
        if isCompactHeight, let compact = item?.compactAppearance ?? storedCompactAppearance { return compact }
        let standard = item?.standardAppearance ?? storedStandardAppearance
        if let tint = barTintColor, item?.standardAppearance == nil {
            let tinted = standard.copy()
            tinted.backgroundColor = tint
            return tinted
        }
        return standard
    }

    /// The appearance with content at the bar's edge: in a compact-height bar the compact
    /// scroll-edge appearance first; then the scroll-edge appearance (item's, else bar's);
    /// else the standard (or compact) one with a transparent background, as UIKit does.
    public var resolvedScrollEdgeAppearance: NavigationBarAppearance {
        let item = topItem
        if isCompactHeight, let edge = item?.compactScrollEdgeAppearance ?? storedCompactScrollEdgeAppearance { return edge }
        if let edge = item?.scrollEdgeAppearance ?? storedScrollEdgeAppearance { return edge }
        let transparent = resolvedStandardAppearance.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The layout input for an item pair.
    static func layoutInput(
        top: NavigationItem?, back: NavigationItem?, width: CGFloat, rowHeight: CGFloat = NavigationBarMetrics.barHeight,
        largeTitleHeight: CGFloat?, appearance: NavigationBarAppearance
    ) -> NavigationBarLayout.Input {
        var input = NavigationBarLayout.Input(width: width, title: top?.title)
        input.rowHeight = rowHeight
        if let top {
            input.titleViewSize = top.titleView.map { view in
                let fitting = view.sizeThatFits(CGSize(width: width, height: rowHeight))
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

    /// Called by the framework: a touch lifted inside a bar button item's box activates the
    /// item; touches ending elsewhere on the bar go on up to the superview.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let unhandled = activateItems(under: touches)
        if !unhandled.isEmpty { super.touchesEnded(unhandled, with: event) }
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
