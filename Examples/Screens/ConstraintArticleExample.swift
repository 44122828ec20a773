import Canopy
import FlexibleHeader
import Foundation

/// An article page built only with constraints: a photo, a title, a byline, a wrapping body,
/// a row of stat stacks and two buttons, under the flexible header.
///
/// No frame is computed here. The content hangs from the controller's top layout guide
/// (which the header controller keeps at the header's bottom edge), its sides follow the
/// root view's layout margins (20 points, inset from the safe area in landscape), and the
/// buttons sit 16 points above the safe area's bottom. Where the screen is short the photo
/// gives way first: its aspect ratio is a preference below the stats-above-buttons rule.
public final class ConstraintArticleExample: ViewControllerNode, ExampleScreen {
    /// The header's controller.
    public let headerViewController = FlexibleHeaderController()
    /// The article's photo.
    public let photo = ImageNode()
    /// The article's headline.
    public let headline = LabelNode()
    /// The wrapping article text.
    public let body = LabelNode()
    /// The row of three stat stacks.
    public let stats = StackNode()
    /// The row holding the two buttons.
    public let buttons = StackNode()
    let byline = LabelNode()
    let titleLabel = LabelNode()

    /// Side margin of the content, in points: a little wider than UIKit's default 16.
    static let sideMargin: CGFloat = 20
    /// Gap between the buttons and the bottom of the safe area, in points.
    static let bottomGap: CGFloat = 16

    /// Creates the screen.
    public override init() {
        super.init()
        addChild(headerViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.page
        view.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 0, leading: Self.sideMargin, bottom: 0, trailing: Self.sideMargin)

        configureContent()
        for part in [photo, headline, byline, body, stats, buttons] as [ViewNode] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        activateConstraints()

        let header = headerViewController.headerView
        header.backgroundColor = Palette.indigo
        header.minMaxHeightIncludesSafeArea = false
        header.maximumHeight = 96
        header.minimumHeight = 96
        HeaderTitle.install(titleLabel, text: "Field notes", in: header, color: .white, size: 22, weight: .bold, height: 32, raisedBy: 12)

        headerViewController.topLayoutGuideViewController = self
        headerViewController.isTopLayoutGuideAdjustmentEnabled = true
        headerViewController.view.frame = view.bounds
        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    /// Text, colours and the arranged views of the two stacks.
    private func configureContent() {
        photo.image = Image(source: SceneryImage.pngSource)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.cornerRadius = 12
        photo.accessibilityIdentifier = "photo"
        // The photo's own 600 × 400 size must not outvote the aspect ratio below.
        photo.setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
        photo.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)

        headline.text = "A week above the tree line"
        headline.font = .system(size: 24, weight: .bold)
        headline.textColor = Palette.ink
        headline.numberOfLines = 0
        byline.text = "By Ana Ruiz · 6 min read"
        byline.font = .system(size: 13)
        byline.textColor = Palette.secondaryInk
        body.text =
            "We walked the ridge from the lake to the pass, four hours each way, and slept where the wind allowed. "
            + "The light arrives late up there and leaves early, so every day starts in the dark."
        body.font = .system(size: 15)
        body.textColor = Palette.ink
        body.numberOfLines = 0

        stats.axis = .horizontal
        stats.distribution = .fillEqually
        stats.alignment = .top
        for (value, caption) in [("42 km", "distance"), ("2,310 m", "climb"), ("5", "nights")] {
            stats.addArrangedSubview(Self.stat(value, caption))
        }

        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        buttons.addArrangedSubview(Self.button("Follow", .filled()))
        buttons.addArrangedSubview(Self.button("Share", .tinted()))
    }

    /// A value over its caption, centred: one stat of the row.
    static func stat(_ value: String, _ caption: String) -> StackNode {
        let number = LabelNode()
        number.text = value
        number.font = .system(size: 20, weight: .bold)
        number.textColor = Palette.ink
        let label = LabelNode()
        label.text = caption
        label.font = .system(size: 13)
        label.textColor = Palette.secondaryInk
        let stack = StackNode(arrangedSubviews: [number, label])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 2
        return stack
    }

    /// A button styled by `configuration` with `title` in the header's colour.
    static func button(_ title: String, _ configuration: ButtonConfiguration) -> ButtonNode {
        var configuration = configuration
        configuration.title = title
        configuration.baseBackgroundColor = Palette.indigo
        configuration.baseForegroundColor = configuration.style == .filled ? .white : Palette.indigo
        let button = ButtonNode(type: .system)
        button.configuration = configuration
        button.accessibilityIdentifier = title.lowercased()
        return button
    }

    /// Every constraint of the content, activated at once.
    private func activateConstraints() {
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        // The photo's height follows its width below the rule that keeps the stats above the
        // buttons, so a short screen shrinks the photo instead of overlapping the text.
        let aspect = photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 0.5)
        aspect.priority = LayoutPriority(740)
        let statsAboveButtons = stats.bottomAnchor.constraint(lessThanOrEqualTo: buttons.topAnchor, constant: -16)
        statsAboveButtons.priority = LayoutPriority(760)
        var constraints = [
            photo.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 16),
            aspect,
            photo.heightAnchor.constraint(lessThanOrEqualToConstant: 220),
            headline.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 16),
            byline.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 4),
            body.topAnchor.constraint(equalTo: byline.bottomAnchor, constant: 12),
            stats.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 20),
            statsAboveButtons,
            buttons.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -Self.bottomGap),
        ]
        for part in [photo, headline, byline, body, stats, buttons] as [ViewNode] {
            constraints.append(part.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
            constraints.append(part.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
        }
        LayoutConstraint.activate(constraints)
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        headerViewController.updateTopLayoutGuide()
    }

    /// No scroll view drives this header.
    public var demoScrollView: ScrollNode? { nil }

    /// Layout only; the header does not move.
    public func showDemoState(scrollOffset offset: CGFloat) { view.window?.layoutIfNeeded() }

    public override var childForStatusBarStyle: ViewControllerNode? { headerViewController }
}
