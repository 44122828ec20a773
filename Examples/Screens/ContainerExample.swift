import Canopy
import FlexibleHeader
import Foundation

/// A content controller wrapped by `FlexibleHeaderContainerController`.
///
/// The content controller knows nothing about headers: it shows a list. The container adds
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
        if let list = listController.view as? ScrollNode {
            header.trackingScrollView = list
            list.delegate = headerViewController
        }
    }

    /// Rests the list at its top once the window's safe area applies.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        (listController.viewIfLoaded as? ListScrollNode)?.restAtTop()
    }

    /// The content controller's list.
    public var demoScrollView: ScrollNode? { listController.viewIfLoaded as? ScrollNode }

    /// Scrolls the wrapped list.
    public func showDemoState(scrollOffset offset: CGFloat) { scrollDemoScrollView(by: offset) }
}

/// A controller whose whole view is a list; it has no header of its own.
public final class PlainListController: ViewControllerNode {
    public override func loadView() {
        view = ListScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), items: ListItem.sample(30, topic: "task"))
    }
}
