import Foundation

/// What a controller shows in a navigation bar while it is on the stack: the
/// UINavigationItem analogue.
///
/// The bar reads it whenever it lays out and draws, so changes show at the next layout pass.
open class NavigationItem {
    /// When the bar shows the large title for this item.
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
        /// The same as the item below it on the stack (large for the root).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Never large.
        case never
        /// Never large; the title sits in the bar (UIKit's inline mode).
        case inline
    }

    /// Creates an item with a title.
    public init(title: String) { self.title = title }
    /// Creates an item with no title.
    public init() {}

    /// The title drawn centred in the bar and as the large title.
    open var title: String?
    /// A view drawn in the title's place, centred, at its fitting size.
    open var titleView: ViewNode?
    /// When this item's title is large (default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// One line of text above the bar's content; the bar grows by 30 points while it shows
    /// (UIKit's prompt height).
    open var prompt: String?
    /// Items at the leading edge, first outermost; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [BarButtonItem]?
    /// Items at the trailing edge, first outermost.
    open var rightBarButtonItems: [BarButtonItem]?
    /// Whether left items sit after the back button instead of replacing it (default false).
    open var leftItemsSupplementBackButton = false
    /// The title the back button shows when this item is the one below the top.
    open var backButtonTitle: String?
    /// The item the back button takes its title from when this item is below the top.
    open var backBarButtonItem: BarButtonItem?
    /// Whether the back button is hidden while this item is on top (default false).
    open var hidesBackButton = false
    /// This item's appearance when content scrolls under the bar; nil uses the bar's.
    open var standardAppearance: NavigationBarAppearance?
    /// This item's appearance with content at the bar's edge; nil uses the bar's.
    open var scrollEdgeAppearance: NavigationBarAppearance?
    /// This item's appearance in a compact-height bar; nil uses the bar's.
    open var compactAppearance: NavigationBarAppearance?
    /// This item's appearance in a compact-height bar with content at the bar's edge; nil
    /// uses the bar's.
    open var compactScrollEdgeAppearance: NavigationBarAppearance?

    /// The outermost left item (setting replaces all left items).
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The outermost right item (setting replaces all right items).
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
}
