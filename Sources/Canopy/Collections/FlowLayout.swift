import Foundation

/// Places a collection's items in lines that wrap, section after section: the
/// UICollectionViewFlowLayout analogue.
///
/// Items fill a line along the cross axis (across the screen for vertical scrolling) while
/// they fit with `minimumInteritemSpacing` between them; the leftover space is shared between
/// the line's items, so lines are justified (a line of one item is centred), as UIKit's flow
/// layout does. Lines stack `minimumLineSpacing` apart. Changing a property lays the
/// collection out again.
public final class FlowLayout {
    /// The direction the content scrolls and lines stack: the
    /// UICollectionView.ScrollDirection analogue.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, stacked rightwards.
        case horizontal
    }

    /// The size of every item in points (default 50 × 50, UIKit's); a delegate's
    /// `sizeForItemAt` overrides it.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidate() } }
    /// The size assumed for items before their cells measure themselves; `.zero` (the
    /// default) turns self-sizing off and uses `itemSize`.
    public var estimatedItemSize = CGSize.zero { didSet { invalidate() } }
    /// The least space between lines in points (default 10, UIKit's).
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidate() } }
    /// The least space between items of a line in points (default 10, UIKit's).
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidate() } }
    /// Space around each section's items, inside its header and footer.
    public var sectionInset = EdgeInsets.zero { didSet { invalidate() } }
    /// The direction lines stack and the content scrolls (vertical by default).
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidate() } }
    /// Each section header's size; only the length along the scroll direction is used (the
    /// header spans the collection across it). Zero (the default) shows no header.
    public var headerReferenceSize = CGSize.zero { didSet { invalidate() } }
    /// Each section footer's size, as `headerReferenceSize`.
    public var footerReferenceSize = CGSize.zero { didSet { invalidate() } }
    /// Whether a section's header stays at the visible area's top edge while its section
    /// shows (false by default).
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidate() } }

    /// The collection laid out by this layout; set by the collection.
    weak var collection: CollectionNode?

    /// Creates a flow layout with UIKit's defaults.
    public init() {}

    private func invalidate() { collection?.invalidateLayout() }

    /// The layout's parameters as a value, for the frame computation.
    var metrics: FlowLayoutMetrics {
        FlowLayoutMetrics(
            vertical: scrollDirection == .vertical, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
            inset: sectionInset, headerSize: headerReferenceSize, footerSize: footerReferenceSize)
    }
}
