import Foundation

/// The tab bar controller's bar: the UITabBar analogue.
///
/// 49 points tall plus the bottom safe area, its background reaching the screen's bottom
/// edge; draws each item's image and title in the tint colour when selected and in
/// `Color.systemGray` otherwise, with badges. Layout numbers come from `TabBarLayout`.
open class TabBarNode: ViewNode {
    /// By default `tabBar`, so a screen reader announces the tabs (its elements, one per item)
    /// as tabs; a set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? .tabBar }
        set { super.accessibilityTraits = newValue }
    }

    /// The items, in order (set by the tab bar controller).
    public internal(set) var items: [TabBarItem] = []
    /// The selected item.
    public internal(set) var selectedItem: TabBarItem?
    /// The bar's background and top hairline (default: the default background).
    ///
    /// Assigning copies the appearance, as UIKit does.
    public var standardAppearance: BarAppearance {
        get { storedAppearance }
        set { storedAppearance = newValue.copy() }
    }
    /// The colour of unselected items (default `Color.systemGray`, UIKit's).
    public var unselectedItemTintColor: Color?
    /// Metrics to lay out text with; nil uses `TextEngine.shared`.
    public var textMetrics: (any TextMetrics)?

    private var storedAppearance = BarAppearance()

    /// The layout for the current items and width.
    public var currentLayout: TabBarLayout {
        TabBarLayout(
            width: bounds.width, items: items.map { TabBarLayout.ItemInput(title: $0.title, badgeValue: $0.badgeValue) },
            metrics: textMetrics ?? TextEngine.shared)
    }

    /// The index of the item whose slot contains `point` (bar coordinates): the entry point
    /// for delivering a tap to a tab.
    public func itemIndex(at point: CGPoint) -> Int? {
        currentLayout.items.firstIndex { $0.frame.contains(point) }
    }

    /// Fills the bar, draws the hairline along its top edge, then each item.
    open override func draw(in canvas: Canvas) {
        let b = bounds
        if let fill = storedAppearance.backgroundColor { canvas.fill(b, color: fill) }
        if let shadow = storedAppearance.shadowColor {
            let hairline = 1 / Swift.max(1, canvas.scale)
            canvas.fill(CGRect(x: b.minX, y: b.minY - hairline, width: b.width, height: hairline), color: shadow)
        }
        let tint = tintColor ?? .systemBlue
        let unselected = unselectedItemTintColor ?? .systemGray
        for (item, placed) in zip(items, currentLayout.items) {
            let isSelected = item === selectedItem
            let color = item.isEnabled ? (isSelected ? tint : unselected) : Color.tertiaryLabel
            let image = isSelected ? (item.selectedImage ?? item.image) : item.image
            image?.draw(in: placed.imageFrame, tintColor: color, on: canvas)
            if let title = placed.title {
                canvas.drawText(title, at: placed.titleOrigin, font: TabBarMetrics.titleFont, color: color)
            }
            if let badge = placed.badgeFrame {
                canvas.fill(.roundedRect(badge, cornerRadius: badge.height / 2), color: item.badgeColor ?? .systemRed)
                if let text = placed.badgeText {
                    canvas.drawText(text, at: placed.badgeTextOrigin, font: TabBarMetrics.badgeFont, color: .white)
                }
            }
        }
    }
}
