import Canopy
import FlexibleHeader
import Foundation

/// Top layout guide: content that is not a scroll view, pinned under the header's bottom edge.
///
/// The screen has no tracking scroll view; the header stays at its maximum height (128
/// points) and the header controller writes its bottom edge into this controller's
/// `topLayoutGuide` (`topLayoutGuideViewController = self`, adjustment enabled). The card and
/// the note below are laid out from `topLayoutGuide.length`, so they follow the header on every
/// device and when the header height changes.
public final class TopLayoutGuideExample: ViewControllerNode, ExampleScreen {
    /// The header's controller.
    public let headerViewController = FlexibleHeaderController()
    /// The card pinned under the header.
    public let card = ViewNode()
    let cardTitle = LabelNode()
    let cardBody = LabelNode()
    let titleLabel = LabelNode()

    /// Creates the screen.
    public override init() {
        super.init()
        addChild(headerViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.page

        card.backgroundColor = .white
        card.cornerRadius = 12
        card.borderWidth = 1
        card.borderColor = Palette.separator
        card.shadowOpacity = 0.15
        card.shadowOffset = CGSize(width: 0, height: 2)
        card.shadowRadius = 4
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
        cardTitle.text = "Pinned under the header"
        cardTitle.font = .system(size: 18, weight: .bold)
        cardTitle.textColor = Palette.ink
        card.addSubview(cardTitle)
        cardBody.text = "This card is laid out from the controller's top layout guide, which the header controller keeps at the header's bottom edge."
        cardBody.font = .system(size: 14)
        cardBody.textColor = Palette.secondaryInk
        cardBody.numberOfLines = 0
        card.addSubview(cardBody)

        let header = headerViewController.headerView
        header.backgroundColor = Palette.teal
        header.minMaxHeightIncludesSafeArea = false
        header.maximumHeight = 128
        header.minimumHeight = 128
        HeaderTitle.install(titleLabel, text: "Trip details", in: header, color: .white, size: 24, weight: .bold, height: 40, raisedBy: 16)

        headerViewController.topLayoutGuideViewController = self
        headerViewController.isTopLayoutGuideAdjustmentEnabled = true
        headerViewController.view.frame = view.bounds
        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        headerViewController.updateTopLayoutGuide()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = topLayoutGuide.length
        let width = view.bounds.width - 32
        cardBody.frame = CGRect(x: 16, y: 48, width: width - 32, height: 0)
        let bodySize = cardBody.sizeThatFits(CGSize(width: width - 32, height: .infinity))
        cardBody.frame.size.height = bodySize.height
        cardTitle.frame = CGRect(x: 16, y: 16, width: width - 32, height: 24)
        card.frame = CGRect(x: 16, y: top + 16, width: width, height: 48 + bodySize.height + 16)
    }

    /// No scroll view drives this header.
    public var demoScrollView: ScrollNode? { nil }

    /// Layout only; the header does not move.
    public func showDemoState(scrollOffset offset: CGFloat) { view.window?.layoutIfNeeded() }

    public override var childForStatusBarStyle: ViewControllerNode? { headerViewController }
}
