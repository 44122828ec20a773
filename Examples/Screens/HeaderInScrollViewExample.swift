import Canopy
import FlexibleHeader
import Foundation

/// Table-controller style: the header lives inside the table it tracks.
///
/// The controller is a table view controller, so its view is the table itself and the header
/// view is added as a subview of the table. The header counters the scroll offset with a
/// translation and keeps itself the front-most subview (the table puts its cells at the
/// back), so it stays pinned to the top of the screen while rows scroll underneath. The
/// controller stays the table's delegate and passes the scroll events on to the header
/// controller.
public final class HeaderInScrollViewExample: TableViewController, ExampleScreen {
    /// The header's controller.
    public let headerViewController = FlexibleHeaderController()
    /// The rows listed.
    public let items = ListItem.sample(30, topic: "settings")
    let titleLabel = LabelNode()

    /// Creates the screen.
    public init() {
        super.init(style: .plain)
        addChild(headerViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ListRowCell.self, forCellReuseIdentifier: "setting")
        tableView.rowHeight = ListRowCell.height
        tableView.separatorInsetReference = .fromAutomaticInsets
        tableView.backgroundColor = Palette.page
        tableView.separatorColor = Palette.separator

        let header = headerViewController.headerView
        header.backgroundColor = Palette.slate
        HeaderTitle.install(titleLabel, text: "Settings", in: header, color: .white)
        header.trackingScrollView = tableView
        headerViewController.view.frame = tableView.bounds
        tableView.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    /// Rests the table at its top once the window's safe area applies.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.restAtTop()
    }

    /// One row per item.
    public override func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { items.count }

    /// A reused row cell showing the item.
    public override func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        (cell as? ListRowCell)?.configure(with: items[indexPath.row], index: indexPath.row)
        return cell
    }

    /// Passes the scroll on: the header follows the table's offset.
    public override func scrollViewDidScroll(_ scrollView: ScrollNode) {
        headerViewController.scrollViewDidScroll(scrollView)
    }

    /// Passes the end of a drag on, so the header can aim the deceleration.
    public override func scrollViewWillEndDragging(_ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        headerViewController.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    /// Passes the lifted finger on.
    public override func scrollViewDidEndDragging(_ scrollView: ScrollNode, willDecelerate decelerate: Bool) {
        headerViewController.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    /// Passes the end of the deceleration on.
    public override func scrollViewDidEndDecelerating(_ scrollView: ScrollNode) {
        headerViewController.scrollViewDidEndDecelerating(scrollView)
    }

    /// The controller's own view.
    public var demoScrollView: ScrollNode? { viewIfLoaded as? ScrollNode }

    /// Scrolls the table; the header follows the offset.
    public func showDemoState(scrollOffset offset: CGFloat) { scrollDemoScrollView(by: offset) }

    public override var childForStatusBarStyle: ViewControllerNode? { headerViewController }
}
