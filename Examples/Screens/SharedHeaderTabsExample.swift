import Canopy
import FlexibleHeader
import Foundation

/// Tabs: several lists share one header, and switching tabs never makes the header jump.
///
/// The header is `sharedWithManyScrollViews`; switching tabs calls
/// `trackingScrollWillChange(toScrollView:)` and then assigns the new tracking scroll view, so
/// each list keeps its own injected inset and the header keeps its current height: the newly
/// shown list is moved so its first rows sit right under the header, and a list shown before
/// gets back the position it had at the header's stashed height. The demo scrolls the first tab,
/// then (past 200 points) switches to the second tab, which was resting at its top.
public final class SharedHeaderTabsExample: ViewControllerNode, ExampleScreen, TableViewDataSource {
    /// The header's controller.
    public let headerViewController = FlexibleHeaderController()
    /// One table per tab.
    public private(set) var tabs: [TableNode] = []
    /// The rows of each tab, in tab order.
    public let tabItems = [ListItem.sample(30, topic: "message"), ListItem.sample(20, topic: "archive")]
    /// The tab shown now.
    public private(set) var selectedTab = 0
    let titleLabel = LabelNode()
    let tabStrip = TabStripNode(titles: ["Messages", "Archive"])

    /// Creates the screen.
    public override init() {
        super.init()
        addChild(headerViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.page
        tabs = tabItems.map { _ in TableNode(frame: view.bounds, style: .plain) }
        for (i, list) in tabs.enumerated() {
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.backgroundColor = Palette.page
            list.separatorColor = Palette.separator
            list.rowHeight = ListRowCell.height
            list.separatorInsetReference = .fromAutomaticInsets
            list.register(ListRowCell.self, forCellReuseIdentifier: "row")
            list.dataSource = self
            list.isHidden = i != 0
            list.delegate = headerViewController
            view.addSubview(list)
        }
        let header = headerViewController.headerView
        header.backgroundColor = Palette.indigo
        header.sharedWithManyScrollViews = true
        header.minMaxHeightIncludesSafeArea = false
        header.maximumHeight = 104
        HeaderTitle.install(titleLabel, text: "Mail", in: header, color: .white, raisedBy: 48)
        let content = header.contentView
        tabStrip.frame = CGRect(x: 0, y: max(0, content.bounds.height - 48), width: content.bounds.width, height: 48)
        tabStrip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        content.addSubview(tabStrip)
        header.trackingScrollView = tabs[0]
        headerViewController.view.frame = view.bounds
        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    /// Rests every list at its top once the window's safe area applies.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabs.forEach { $0.restAtTop() }
    }

    /// Shows tab `index`, handing the header over to its list.
    public func selectTab(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedTab else { return }
        let header = headerViewController.headerView
        header.trackingScrollWillChange(toScrollView: tabs[index])
        tabs[selectedTab].isHidden = true
        tabs[index].isHidden = false
        header.trackingScrollView = tabs[index]
        selectedTab = index
        tabStrip.selectedIndex = index
    }

    /// The selected tab's list.
    public var demoScrollView: ScrollNode? { tabs.indices.contains(selectedTab) ? tabs[selectedTab] : nil }

    /// Scrolls the first tab; past 200 points switches to the second.
    public func showDemoState(scrollOffset offset: CGFloat) {
        selectTab(0)
        scrollDemoScrollView(by: offset)
        if offset > 200 { selectTab(1) }
        view.window?.layoutIfNeeded()
    }

    public override var childForStatusBarStyle: ViewControllerNode? { headerViewController }

    /// The rows of the tab whose table asks.
    func items(of tableView: TableNode) -> [ListItem] {
        tabs.firstIndex { $0 === tableView }.map { tabItems[$0] } ?? []
    }

    /// One row per item of the table's tab.
    public func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { items(of: tableView).count }

    /// A reused row cell showing the item.
    public func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? ListRowCell)?.configure(with: items(of: tableView)[indexPath.row], index: indexPath.row)
        return cell
    }
}

/// Tab titles with an underline under the selected one, drawn in code.
public final class TabStripNode: ViewNode {
    /// The tab titles, left to right.
    public let titles: [String]
    /// The underlined tab.
    public var selectedIndex = 0

    /// Creates a strip for the titles.
    public init(titles: [String]) {
        self.titles = titles
        super.init(frame: .zero)
    }

    public override func draw(in canvas: Canvas) {
        guard !titles.isEmpty else { return }
        let w = bounds.width / CGFloat(titles.count)
        let font = Font.system(size: 14, weight: .bold)
        let m = canvas.textMetrics
        for (i, title) in titles.enumerated() {
            let text = title.uppercased()
            let tw = m.width(of: text, font: font)
            let color = i == selectedIndex ? Color.white : Color.white.withAlpha(0.7)
            canvas.drawText(
                text, at: CGPoint(x: CGFloat(i) * w + (w - tw) / 2, y: bounds.midY + m.ascent(for: font) / 2 - 2), font: font, color: color)
        }
        canvas.fill(CGRect(x: CGFloat(selectedIndex) * w, y: bounds.maxY - 3, width: w, height: 3), color: .white)
    }
}
