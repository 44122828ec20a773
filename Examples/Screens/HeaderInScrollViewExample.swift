import Canopy
import FlexibleHeader
import Foundation

/// Table-controller style: the header lives inside its own tracking scroll view.
///
/// The controller's view is the list itself (as with a table view controller), so the header
/// view is added as a subview of the scroll node it tracks. The header counters the scroll
/// offset with a translation and keeps itself the front-most subview, so it stays pinned to
/// the top of the screen while rows scroll underneath.
public final class HeaderInScrollViewExample: ViewControllerNode, ExampleScreen {
    /// The header's controller.
    public let headerViewController = FlexibleHeaderController()
    let titleLabel = LabelNode()

    /// Creates the screen.
    public override init() {
        super.init()
        addChild(headerViewController)
    }

    public override func loadView() {
        view = ListScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), items: ListItem.sample(30, topic: "settings"))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let list = view as? ScrollNode else { return }
        let header = headerViewController.headerView
        header.backgroundColor = Palette.slate
        HeaderTitle.install(titleLabel, text: "Settings", in: header, color: .white)
        header.trackingScrollView = list
        list.delegate = headerViewController
        headerViewController.view.frame = list.bounds
        list.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    /// Rests the list at its top once the window's safe area applies.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        (viewIfLoaded as? ListScrollNode)?.restAtTop()
    }

    /// The controller's own view.
    public var demoScrollView: ScrollNode? { viewIfLoaded as? ScrollNode }

    /// Scrolls the list; the header follows the offset.
    public func showDemoState(scrollOffset offset: CGFloat) { scrollDemoScrollView(by: offset) }

    public override var childForStatusBarStyle: ViewControllerNode? { headerViewController }
}
