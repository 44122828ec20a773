import Foundation

/// A scroll node showing items in sections, placed by a flow layout and made from reused
/// cells: the UICollectionView analogue.
///
/// The layout's frames are computed as one value from the counts and sizes; only the items
/// meeting the visible area (plus `overscan` along the scroll axis) exist as cells, queued by
/// reuse identifier when they leave and handed back by `dequeueReusableCell`, after
/// `prepareForReuse()`. The collection loads and places cells in `layoutSubviews()`, which
/// every frame of a window's clock and every `layoutIfNeeded()` runs.
open class CollectionNode: ScrollNode {
    /// The `kind` of section headers in supplementary-view calls.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The `kind` of section footers in supplementary-view calls.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Points beyond the visible area, along the scroll axis, where items are kept as cells
    /// too, so the next line to scroll in is ready: one default item and its spacing.
    public static let overscan: CGFloat = 60

    /// The most items a collection lays out over all sections: each keeps a frame, so a
    /// larger total is refused with a diagnostic and the previous data is kept.
    public static let maximumItems = 1_000_000

    /// The most sections a collection loads, for the same reason.
    public static let maximumSections = 100_000

    /// Seconds an update animation takes: UIKit's default item animation lasts about 0.3 s,
    /// as a table's row animation does.
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// The most cells shown at once: items of zero size would otherwise fill the visible
    /// area without end.
    public static let maximumDisplayedItems = 2_000

    /// The layout placing the items; fixed at creation.
    public let collectionViewLayout: FlowLayout

    /// Supplies sections, items and cells; held weakly. Setting it reloads on the next layout.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate as a `CollectionViewDelegate`, or nil when it is only a scroll delegate.
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    /// Whether taps select items (true by default).
    public var allowsSelection = true

    /// Whether taps add items to the selection (and a second tap removes one) instead of
    /// replacing it. Turning it off keeps only the first selected item.
    public var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, selectedItems.count > 1, let first = selectedItems.min() {
                for ip in selectedItems where ip != first { displayedCells[ip]?.isSelected = false }
                selectedItems = [first]
            }
        }
    }

    /// A view drawn over the collection's top, such as a collapsing header, under whose
    /// bottom edge pinned section headers stay (vertical scrolling); held weakly.
    ///
    /// Without one, or while it is hidden or not in the collection's window, headers pin under
    /// the adjusted top inset. A flexible header sets itself here while it tracks the
    /// collection, since the inset it injects stays at its expanded height while it collapses.
    public weak var topOverlay: ViewNode? {
        didSet { if oldValue !== topOverlay { setNeedsLayout() } }
    }

    // MARK: State

    /// Item counts per section as last loaded.
    var counts: [Int] = []
    /// Whether the data source is to be asked for counts again before the next placement.
    var needsReload = true
    /// The frames as last computed; nil when they must be computed again.
    var frames: FlowLayoutFrames?
    /// The cross extent the frames were computed for.
    var framesCrossExtent: CGFloat = -1
    /// Sizes cells measured for themselves when the layout self-sizes, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether the collection places cells now (guards against re-entrant calls).
    var isTiling = false
    /// Cells on screen by index path, and their index paths by cell.
    var displayedCells: [IndexPath: CollectionCellNode] = [:]
    var displayedPaths: [ObjectIdentifier: IndexPath] = [:]
    /// Headers and footers on screen by kind and section.
    var displayedSupplementary: [SupplementaryKey: CollectionReusableNode] = [:]
    /// Registered classes and queued views by reuse identifier.
    var cellClasses: [String: CollectionCellNode.Type] = [:]
    var cellPool = ReuseQueue<CollectionCellNode>()
    var supplementaryClasses: [String: CollectionReusableNode.Type] = [:]
    var supplementaryPool = ReuseQueue<CollectionReusableNode>()
    /// Cells handed out by the running `cellForItemAt`, to queue the ones not returned.
    var dequeuedDuringCall: [CollectionCellNode] = []
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// Updates collected by a running `performBatchUpdates`; nil outside one.
    var pendingUpdates: CollectionUpdates?
    /// The running update animation, if any.
    var runningAnimation: ListUpdateAnimation<CollectionCellNode>?
    /// The inset at the scroll axis's start when it last changed, to tell a collection resting
    /// at its start.
    var restingInset: CGFloat = 0
    /// The finger on an item and whether it highlighted it, until it lifts or a scroll takes it.
    var itemTouch = ListTouchTracker()

    /// A header or footer's place: its kind and section.
    struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }

    /// Creates an empty collection laid out by `layout`; items load on the first layout.
    ///
    /// A layout already laying out another collection is shared: both follow its changes.
    public init(frame: CGRect = .zero, collectionViewLayout layout: FlowLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collection = self
        backgroundColor = .systemBackground
    }

    /// Loads pending data, computes frames if needed, then places cells and section views
    /// for the visible area.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    /// Keeps a collection resting at its start at the start when the inset changes (as
    /// UIKit does, so a new collection under a status bar shows its first items), and lays out
    /// again for the new width.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        let vertical = collectionViewLayout.scrollDirection == .vertical
        let start = vertical ? adjustedContentInset.top : adjustedContentInset.left
        let offset = vertical ? contentOffset.y : contentOffset.x
        if offset == -restingInset, !isTracking {
            contentOffset = vertical ? CGPoint(x: contentOffset.x, y: -start) : CGPoint(x: -start, y: contentOffset.y)
        }
        restingInset = start
        invalidateLayout()
    }

    /// Highlights the item a finger goes down on, then passes the touches up the chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        itemTouchesBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    /// Selects the item a tap lifts from, then passes the touches up the chain.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        itemTouchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    /// Ends the highlight of an item whose touch became a scroll, then passes the touches on.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        itemTouchesCancelled(touches)
        super.touchesCancelled(touches, with: event)
    }

    /// Computes the frames again on the next layout, keeping counts and measured sizes.
    public func invalidateLayout() {
        frames = nil
        setNeedsLayout()
    }

    // MARK: Registration

    /// Registers the cell class `dequeueReusableCell(withReuseIdentifier:for:)` makes for
    /// `identifier`; nil removes it. Anything but `CollectionCellNode` or a subclass is
    /// refused (`collection.invalidCellClass`).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? CollectionCellNode.Type else {
            return refuse(
                "collection.invalidCellClass",
                "Refused registering \(cellClass) for reuse identifier \"\(identifier)\" on \(diagnosticName): it is not a CollectionCellNode.")
        }
        cellClasses[identifier] = type
    }

    /// Registers the header or footer class made for `kind` and `identifier`; nil removes it.
    /// Anything but `CollectionReusableNode` or a subclass is refused (`collection.invalidCellClass`).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = kind + "\u{0}" + identifier
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? CollectionReusableNode.Type else {
            return refuse(
                "collection.invalidCellClass",
                "Refused registering \(viewClass) for \(kind) identifier \"\(identifier)\" on \(diagnosticName): it is not a CollectionReusableNode."
            )
        }
        supplementaryClasses[key] = type
    }

    /// A cell for `indexPath`: a queued cell of `identifier` after its `prepareForReuse()`, or
    /// a new one of the registered class.
    ///
    /// UIKit raises an exception for an unregistered identifier; Canopy reports
    /// `collection.unregisteredIdentifier` and returns a plain cell carrying the identifier.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionCellNode {
        let cell: CollectionCellNode
        if let reused = cellPool.dequeue(identifier: identifier) {
            reused.prepareForReuse()
            cell = reused
        } else {
            if cellClasses[identifier] == nil {
                refuse(
                    "collection.unregisteredIdentifier",
                    "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)) on \(diagnosticName): no class is registered for that identifier; returning a plain cell."
                )
            }
            cell = (cellClasses[identifier] ?? CollectionCellNode.self).init(dequeuedWithFrame: .zero)
            cell.reuseIdentifier = identifier
        }
        dequeuedDuringCall.append(cell)
        return cell
    }

    /// A header or footer of `kind` and `identifier`, reused when one is queued.
    ///
    /// An unregistered identifier is reported (`collection.unregisteredIdentifier`) and a
    /// plain view is returned.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionReusableNode
    {
        let key = kind + "\u{0}" + identifier
        if let reused = supplementaryPool.dequeue(identifier: key) {
            reused.prepareForReuse()
            return reused
        }
        if supplementaryClasses[key] == nil {
            refuse(
                "collection.unregisteredIdentifier",
                "dequeueReusableSupplementaryView(ofKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\", for: \(indexPath)) on \(diagnosticName): no class is registered; returning a plain view."
            )
        }
        let view = (supplementaryClasses[key] ?? CollectionReusableNode.self).init(dequeuedWithFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Loading

    /// Asks the data source for everything again on the next layout; the cells on screen go
    /// to the reuse queues and measured sizes are forgotten.
    public func reloadData() {
        needsReload = true
        frames = nil
        setNeedsLayout()
    }

    /// The number of sections as last loaded (loading now if nothing was loaded).
    public var numberOfSections: Int {
        loadIfNeeded()
        return counts.count
    }

    /// The number of items in `section` as last loaded; 0 (with a
    /// `collection.invalidSection` diagnostic) for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard counts.indices.contains(section) else {
            refuse(
                "collection.invalidSection", "numberOfItems(inSection: \(section)) on \(diagnosticName): the collection has \(counts.count) sections."
            )
            return 0
        }
        return counts[section]
    }
}
