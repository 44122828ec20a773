import Canopy
import FlexibleHeader
import Foundation

/// A screen with a flexible header over a table of rows: the shape most examples share.
///
/// Follows the integration recipe of the original component: the header controller is added
/// as a child at init, its view is added last in `viewDidLoad` (so it stays in front), the
/// table is its tracking scroll view and forwards its scroll events by making the header
/// controller its delegate (a table's delegate hears its scroll events, as a
/// `UITableViewDelegate` is a `UIScrollViewDelegate`), and the status-bar questions go to the
/// header controller. The screen is the table's data source: one section of `items`, each a
/// reused `ListRowCell`.
open class HeaderListScreen: ViewControllerNode, ExampleScreen, TableViewDataSource {
    /// The header's controller.
    public let headerViewController = FlexibleHeaderController()
    /// The title shown in the header.
    public let titleLabel = LabelNode()
    /// The table under the header (created in `viewDidLoad`).
    public private(set) var list: TableNode?
    /// The rows listed, in order.
    public let items: [ListItem]
    let headerColor: Color

    /// The reuse identifier of the rows' cells.
    static let rowIdentifier = "row"

    /// Creates the screen; nothing loads until the view is needed.
    public init(title: String, color: Color, items: [ListItem] = ListItem.sample(30)) {
        self.headerColor = color
        self.items = items
        super.init()
        self.title = title
        addChild(headerViewController)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.page
        let list = TableNode(frame: view.bounds, style: .plain)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.backgroundColor = Palette.page
        list.separatorColor = Palette.separator
        list.rowHeight = ListRowCell.height
        list.separatorInsetReference = .fromAutomaticInsets
        list.register(ListRowCell.self, forCellReuseIdentifier: Self.rowIdentifier)
        list.dataSource = self
        self.list = list
        view.addSubview(list)

        let header = headerViewController.headerView
        header.backgroundColor = headerColor
        // Heights set by the examples exclude the top safe area, which the header adds per device.
        header.minMaxHeightIncludesSafeArea = false
        installTitle(in: header)
        configureHeader(header)
        header.trackingScrollView = list
        list.delegate = headerViewController

        headerViewController.view.frame = view.bounds
        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    /// Rests the list at its top once the window's safe area and the header's inset apply.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        list?.restAtTop()
    }

    /// Keeps the title clear of the sensor housing in landscape.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        HeaderTitle.keepClearOfSideSafeArea(titleLabel, in: headerViewController.headerView)
    }

    /// Subclass hook: adjust the header before it starts tracking the list.
    open func configureHeader(_ header: FlexibleHeaderView) {}

    /// One section.
    open func numberOfSections(in tableView: TableNode) -> Int { 1 }

    /// One row per item.
    open func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { items.count }

    /// A reused row cell showing the item; subclasses restyle the cell `super` returns.
    open func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.rowIdentifier, for: indexPath)
        (cell as? ListRowCell)?.configure(with: items[indexPath.row], index: indexPath.row)
        return cell
    }

    /// Puts the title in the bottom 56 points of the header's content view; content views do
    /// not hide themselves when the header shifts, so the header is asked to fade it.
    func installTitle(in header: FlexibleHeaderView) {
        HeaderTitle.install(
            titleLabel, text: title ?? "", in: header,
            color: headerColor.relativeLuminance > 0.4 ? Palette.ink : .white)
    }

    /// The list drives the header.
    open var demoScrollView: ScrollNode? { list }

    /// Scrolls the list `offset` points past its top resting position.
    open func showDemoState(scrollOffset offset: CGFloat) { scrollDemoScrollView(by: offset) }

    /// The header controller decides whether the status bar hides (when shifting with it).
    open override var childForStatusBarHidden: ViewControllerNode? { headerViewController }
    /// The header controller infers the status-bar style from the header's colour.
    open override var childForStatusBarStyle: ViewControllerNode? { headerViewController }
}
