import Canopy
import FlexibleHeader
import Foundation

/// A table view controller wrapped by `FlexibleHeaderContainerController`.
///
/// The content controller knows nothing about headers: it shows a table of reused cells. The container adds
/// the header controller and the content controller as children, keeps the header in front,
/// and tracks the content's list, so an existing screen gains a flexible header without
/// changing its code.
public final class ContainerExample: FlexibleHeaderContainerController, ExampleScreen {
    /// The wrapped controller.
    public let listController = PlainListController()

    /// Creates the container around a plain list controller.
    public init() {
        super.init(contentViewController: listController)
        let header = headerViewController.headerView
        header.backgroundColor = Palette.amber
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let header = headerViewController.headerView
        HeaderTitle.install(LabelNode(), text: "Wrapped content", in: header, color: Palette.ink)
        header.trackingScrollView = listController.tableView
        listController.scrollEventsDelegate = headerViewController
    }

    /// Rests the list at its top once the window's safe area applies.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let table = listController.viewIfLoaded as? TableNode {
            table.contentOffset = CGPoint(x: table.contentOffset.x, y: table.minimumContentOffset.y)
        }
    }

    /// The content controller's list.
    public var demoScrollView: ScrollNode? { listController.viewIfLoaded as? ScrollNode }

    /// Scrolls the wrapped list.
    public func showDemoState(scrollOffset offset: CGFloat) { scrollDemoScrollView(by: offset) }
}

/// A table view controller listing tasks; it has no header of its own.
///
/// Its table's delegate stays the controller (rows, selection); scroll events are passed on
/// to `scrollEventsDelegate`, which is how a header wrapped around it follows the list.
public final class PlainListController: TableViewController {
    /// The tasks listed.
    public let items = ListItem.sample(30, topic: "task")
    /// Told about the table's scrolling; held weakly.
    public weak var scrollEventsDelegate: ScrollNodeDelegate?

    /// Creates the controller with a plain table.
    public init() { super.init(style: .plain) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ListRowCell.self, forCellReuseIdentifier: "task")
        tableView.rowHeight = ListRowCell.height
        tableView.separatorInsetReference = .fromAutomaticInsets
        tableView.backgroundColor = Palette.page
        tableView.separatorColor = Palette.separator
    }

    public override func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { items.count }

    public override func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        (cell as? ListRowCell)?.configure(with: items[indexPath.row], index: indexPath.row)
        return cell
    }

    public override func scrollViewDidScroll(_ scrollView: ScrollNode) {
        scrollEventsDelegate?.scrollViewDidScroll(scrollView)
    }

    public override func scrollViewWillEndDragging(_ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        scrollEventsDelegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    public override func scrollViewDidEndDragging(_ scrollView: ScrollNode, willDecelerate decelerate: Bool) {
        scrollEventsDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    public override func scrollViewDidEndDecelerating(_ scrollView: ScrollNode) {
        scrollEventsDelegate?.scrollViewDidEndDecelerating(scrollView)
    }
}
