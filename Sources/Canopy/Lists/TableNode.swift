import Foundation

/// A scroll node showing rows in sections, made from reused cells: the UITableView analogue.
///
/// Only the rows in view, plus `overscan` points above and below, exist as cells; rows that
/// leave are queued by reuse identifier and handed back by
/// `dequeueReusableCell(withIdentifier:for:)`, after `prepareForReuse()`. Row heights come
/// from `rowHeight`, the delegate, or the cell itself (`automaticDimension`); rows never
/// shown count at the estimate, so the memory a table uses follows the rows shown, not the
/// row counts the data source claims. The table loads and places cells in `layoutSubviews()`,
/// which every frame of a window's clock and every `layoutIfNeeded()` runs.
open class TableNode: ScrollNode {
    /// How sections look: the UITableView.Style analogue.
    public enum Style: Int, Sendable {
        /// Edge-to-edge rows; section headers stick to the top while their section shows.
        case plain
        /// Sections separated by grouped-background gaps; headers scroll with the rows.
        case grouped
        /// Grouped sections with rounded corners, inset from each side by the safe area plus a
        /// 16-point margin (20 on tables 414 points wide or more), so in landscape they clear
        /// the sensor housing.
        ///
        /// UIKit documents the inset and the rounded corners; the margin's values and its
        /// measuring from the safe area follow how iOS draws these tables.
        case insetGrouped
    }

    /// Where `scrollToRow` and `selectRow` place a row: the UITableView.ScrollPosition analogue.
    public enum ScrollPosition: Int, Sendable {
        /// Scrolls the least needed to show the row fully, or not at all when it shows.
        case none
        /// The row's top at the visible area's top.
        case top
        /// The row centred in the visible area.
        case middle
        /// The row's bottom at the visible area's bottom.
        case bottom
    }

    /// How rows appear and disappear in an update: the UITableView.RowAnimation analogue.
    ///
    /// Every kind but `none` animates over `updateAnimationDuration` on the frame clock:
    /// surviving rows slide to their new places, inserted rows fade in, deleted rows fade out.
    public enum RowAnimation: Int, Sendable {
        /// Rows fade in and out.
        case fade
        /// Drawn as `fade`: rows slide in from the right in UIKit.
        case right
        /// Drawn as `fade`: rows slide in from the left in UIKit.
        case left
        /// Drawn as `fade`: rows slide from the top in UIKit.
        case top
        /// Drawn as `fade`: rows slide from the bottom in UIKit.
        case bottom
        /// No animation: the update shows at once.
        case none
        /// Drawn as `fade`: rows grow from their middle in UIKit.
        case middle
        /// The table chooses (a fade).
        case automatic = 100
    }

    /// The value of `rowHeight` or a delegate height asking for the cell's own size.
    public static let automaticDimension: CGFloat = -1

    /// Seconds a row animation takes: UIKit's default row animation lasts about 0.3 s.
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// Points beyond the visible area, above and below, where rows are kept as cells too:
    /// one default row, so the next row to scroll in is ready.
    public static let overscan: CGFloat = 44

    /// The most sections a table loads: each costs a little memory, so a larger count is
    /// refused with a diagnostic and the previous data is kept.
    public static let maximumSections = 100_000

    /// The most rows one section may claim (2⁴⁰, about 1.1 × 10¹²): beyond it, offsets at
    /// the estimated heights lose sub-point precision in a `CGFloat`.
    public static let maximumRowsPerSection = 1 << 40

    /// The most cells shown at once: rows of zero height would otherwise fill the visible area
    /// without end.
    public static let maximumDisplayedRows = 2_000

    /// The most rows whose heights are asked for up front when `estimatedRowHeight` is 0;
    /// larger tables are measured lazily at `rowHeight` instead.
    public static let maximumEagerlyMeasuredRows = 100_000

    /// The table's style, fixed at creation.
    public let style: Style

    /// Supplies sections, rows and cells; held weakly. Setting it reloads on the next layout.
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The delegate as a `TableViewDelegate`, or nil when the delegate is only a scroll delegate.
    public var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    /// Height of every row in points (default 44, UIKit's standard row), or `automaticDimension`
    /// to size each row to its cell; a delegate's `heightForRowAt` overrides it.
    public var rowHeight: CGFloat = 44 {
        didSet { validateHeight(\.rowHeight, oldValue, name: "rowHeight", allowsAutomatic: true) }
    }

    /// The height assumed for rows not yet shown, in points; `automaticDimension` (the
    /// default) uses `rowHeight` when it is positive, else 44. 0 asks for every row's height up
    /// front (up to `maximumEagerlyMeasuredRows`).
    public var estimatedRowHeight: CGFloat = TableNode.automaticDimension {
        didSet { validateHeight(\.estimatedRowHeight, oldValue, name: "estimatedRowHeight", allowsAutomatic: true) }
    }

    /// Header height for every section when the delegate gives none; `automaticDimension`
    /// (the default) uses the style's height.
    public var sectionHeaderHeight: CGFloat = TableNode.automaticDimension {
        didSet { validateHeight(\.sectionHeaderHeight, oldValue, name: "sectionHeaderHeight", allowsAutomatic: true) }
    }

    /// Footer height for every section when the delegate gives none; `automaticDimension`
    /// (the default) uses the style's height.
    public var sectionFooterHeight: CGFloat = TableNode.automaticDimension {
        didSet { validateHeight(\.sectionFooterHeight, oldValue, name: "sectionFooterHeight", allowsAutomatic: true) }
    }

    /// Whether separators are drawn between rows (`singleLine`, the default) or not (`none`).
    public var separatorStyle: TableCellNode.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }

    /// The separators' colour; UIKit's `separator` colour by default.
    public var separatorColor: Color? = .separator {
        didSet { setNeedsLayout() }
    }

    /// Insets of every separator from the cell's edges, in points; the left inset defaults to
    /// 16, the iPhone's standard layout margin, so separators line up with the text.
    ///
    /// Only `left` and `right` are used; a cell's own `separatorInset`, when set, wins.
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// How `separatorInset` (the table's or a cell's own) is measured: from the cell's edges
    /// (the default) or as offsets from the automatic inset, the text's margin inside the safe area.
    public var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
        didSet { setNeedsLayout() }
    }

    /// Whether the content views of cells, headers and footers stay inside the table's safe
    /// area on the leading and trailing sides (the default), while their backgrounds span the
    /// full width; false lets content views run under a landscape sensor housing.
    public var insetsContentViewsToSafeArea = true {
        didSet {
            guard oldValue != insetsContentViewsToSafeArea else { return }
            relayoutContentViewsForSafeArea()
        }
    }

    /// A view above the first section, as wide as the table; its frame's height is kept.
    public var tableHeaderView: ViewNode? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// A view below the last section, as wide as the table; its frame's height is kept.
    public var tableFooterView: ViewNode? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// Whether taps add rows to the selection instead of replacing it.
    ///
    /// Turning it off keeps only the first selected row.
    public var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, selectedRows.count > 1, let first = selectedRows.min() {
                for ip in selectedRows where ip != first { setCellSelected(false, at: ip) }
                selectedRows = [first]
            }
        }
    }

    /// Whether rows may be selected at all (true by default).
    public var allowsSelection = true

    /// Whether a change of the rows wholly above the first visible row moves the offset by the
    /// height it added or removed, so the rows on screen stay where they are (true by default).
    ///
    /// UIKit keeps the offset, so the visible rows jump by the height inserted above them;
    /// a header that keeps content still relies on the list not jumping. The list resting at its
    /// top is left there, so rows inserted at the top show.
    public var keepsVisibleRowsStill = true

    /// A view drawn over the table's top, such as a collapsing header, under whose bottom
    /// edge a plain table's section headers pin; held weakly.
    ///
    /// Without one, or while it is hidden or not in the table's window, headers pin under the
    /// adjusted top inset. A flexible header sets itself here while it tracks the table, since
    /// the inset it injects stays at its expanded height while it collapses.
    public weak var topOverlay: ViewNode? {
        didSet { if oldValue !== topOverlay { setNeedsLayout() } }
    }

    // MARK: State

    /// The loaded sections; empty until the first load.
    var sections: [TableSectionMetrics] = []
    /// Whether the data source is to be asked again before the next placement.
    var needsReload = true
    /// Whether `tile()` runs now (guards against re-entrant data-source calls).
    var isTiling = false
    /// Whether `reloadData()` was called from inside the table's own data-source call.
    var reloadWasDeferred = false
    /// Cells on screen by index path.
    var displayedCells: [IndexPath: TableCellNode] = [:]
    /// Index paths of the cells on screen, by cell.
    var displayedPaths: [ObjectIdentifier: IndexPath] = [:]
    /// Cells waiting for reuse, by reuse identifier.
    var reusePool = ReuseQueue<TableCellNode>()
    /// Registered cell classes by reuse identifier.
    var cellClasses: [String: TableCellNode.Type] = [:]
    /// Registered header and footer classes by reuse identifier.
    var headerFooterClasses: [String: TableHeaderFooterNode.Type] = [:]
    /// Header and footer views waiting for reuse, by reuse identifier.
    var headerFooterPool: [String: [TableHeaderFooterNode]] = [:]
    /// Header views on screen by section.
    var displayedHeaders: [Int: ViewNode] = [:]
    /// Footer views on screen by section.
    var displayedFooters: [Int: ViewNode] = [:]
    /// The cell handed out by the running `cellForRowAt`, to tell dequeued cells from others.
    var dequeuedDuringCall: [TableCellNode] = []
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// Updates collected by a running `performBatchUpdates`; nil outside one.
    var pendingUpdates: TableUpdates?
    /// The running row animation, if any.
    var runningAnimation: ListUpdateAnimation<TableCellNode>?
    /// Open `beginUpdates()` calls.
    var updateGroupDepth = 0
    /// The finger on a row and the row it highlighted, until it lifts or a scroll takes it.
    var rowTouch = ListTouchTracker()

    /// Creates an empty table of the given style; rows load on the first layout.
    public init(frame: CGRect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        isTableView = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// Creates a plain table with the given frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Loads pending data, then places cells and section views for the visible area.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
    }

    /// Highlights the row a finger goes down on, then passes the touches up the chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        rowTouchesBegan(touches)
        super.touchesBegan(touches, with: event)
    }

    /// Selects the row a tap lifts from, then passes the touches up the chain.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        rowTouchesEnded(touches)
        super.touchesEnded(touches, with: event)
    }

    /// Ends the highlight of a row whose touch became a scroll, then passes the touches on.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        rowTouchesCancelled(touches)
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Registration

    /// Registers the cell class `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`.
    ///
    /// `cellClass` must be `TableCellNode` or a subclass; anything else is refused with a
    /// `table.invalidCellClass` diagnostic. nil removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? TableCellNode.Type else {
            return refuse(
                "table.invalidCellClass",
                "Refused registering \(cellClass) for reuse identifier \"\(identifier)\" on \(diagnosticName): it is not a TableCellNode.")
        }
        cellClasses[identifier] = type
    }

    /// Registers the header or footer class made for `identifier`; nil removes it.
    ///
    /// Anything but `TableHeaderFooterNode` or a subclass is refused (`table.invalidCellClass`).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let type = aClass as? TableHeaderFooterNode.Type else {
            return refuse(
                "table.invalidCellClass",
                "Refused registering \(aClass) for header/footer identifier \"\(identifier)\" on \(diagnosticName): it is not a TableHeaderFooterNode."
            )
        }
        headerFooterClasses[identifier] = type
    }

    /// A cell for `indexPath`: a queued cell of `identifier` after its `prepareForReuse()`, or
    /// a new one of the registered class.
    ///
    /// UIKit raises an exception for an unregistered identifier; Canopy reports
    /// `table.unregisteredIdentifier` and returns a default-style cell carrying the identifier.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableCellNode {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        refuse(
            "table.unregisteredIdentifier",
            "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)) on \(diagnosticName): no class is registered for that identifier; returning a default cell."
        )
        let cell = TableCellNode(style: .default, reuseIdentifier: identifier)
        dequeuedDuringCall.append(cell)
        return cell
    }

    /// A header or footer view of `identifier`, reused when one is queued; nil when the
    /// identifier is not registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableHeaderFooterNode? {
        if var queue = headerFooterPool[identifier], let reused = queue.popLast() {
            headerFooterPool[identifier] = queue
            reused.prepareForReuse()
            return reused
        }
        return headerFooterClasses[identifier].map { $0.init(dequeuedWithReuseIdentifier: identifier) }
    }

    // MARK: Loading

    /// Asks the data source for everything again on the next layout, dropping the cells on
    /// screen into the reuse queues and forgetting measured heights.
    ///
    /// Called from inside the data source's own `cellForRowAt`, the reload runs after the
    /// running placement ends (reported as `table.reentrantReload`), so it never recurses.
    public func reloadData() {
        if isTiling {
            reloadWasDeferred = true
            refuse(
                "table.reentrantReload",
                "reloadData() on \(diagnosticName) was called while the table asked its data source for a cell; it runs after this placement.")
            return
        }
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections as last loaded (loading now if nothing was loaded).
    public var numberOfSections: Int {
        loadIfNeeded()
        return sections.count
    }

    /// The number of rows in `section` as last loaded; 0 (with a `table.invalidSection`
    /// diagnostic) for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard sections.indices.contains(section) else {
            refuse("table.invalidSection", "numberOfRows(inSection: \(section)) on \(diagnosticName): the table has \(sections.count) sections.")
            return 0
        }
        return sections[section].rows.count
    }

    /// Loads counts, titles and heights from the data source when a reload is pending.
    func loadIfNeeded() {
        guard needsReload, !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        performLoad()
    }

    /// Refuses a non-finite or negative height (other than `automaticDimension` where allowed).
    private func validateHeight(_ keyPath: ReferenceWritableKeyPath<TableNode, CGFloat>, _ oldValue: CGFloat, name: String, allowsAutomatic: Bool) {
        let value = self[keyPath: keyPath]
        guard value != oldValue else { return }
        if !value.isFinite || (value < 0 && !(allowsAutomatic && value == TableNode.automaticDimension)) {
            self[keyPath: keyPath] = oldValue
            return refuse(
                "table.invalidHeight",
                "Refused \(name) = \(value) on \(diagnosticName): heights must be finite and not negative (or automaticDimension).")
        }
        setNeedsReload()
    }
}
