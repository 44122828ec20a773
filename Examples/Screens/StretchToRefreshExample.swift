import Canopy
import FlexibleHeader

/// Stretch to refresh: pulling the content past 80 points fires the header's stretch trigger
/// once per pull.
///
/// The header over-extends as the list is pulled down; past the trigger offset the status line
/// in the header switches to "Refreshing" and counts the pulls. At rest the demo holds a pull
/// past the offset so the triggered state shows.
public final class StretchToRefreshExample: HeaderListScreen {
    /// Over-extension in points that triggers a refresh.
    public static let triggerOffset: CGFloat = 80
    /// The status line under the title.
    public let statusLabel = LabelNode()
    /// Pulls that triggered so far.
    public private(set) var refreshes = 0

    /// Creates the screen.
    public init() { super.init(title: "Stretch to refresh", color: Palette.orange) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        header.maximumHeight = 120
        header.minimumHeight = 56
        header.stretchTriggerOffset = Self.triggerOffset
        header.onStretchTrigger = { [weak self] in self?.didTrigger() }
        statusLabel.text = "Pull down to refresh"
        statusLabel.textColor = .white
        statusLabel.font = .system(size: 13)
        header.contentView.addSubview(statusLabel)
    }

    /// Keeps the status line just below the status bar or sensor housing.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let content = headerViewController.headerView.contentView
        let safe = content.safeAreaInsets
        statusLabel.frame = CGRect(
            x: 16 + safe.left, y: safe.top + 8, width: max(0, content.bounds.width - 32 - safe.left - safe.right), height: 18)
    }

    func didTrigger() {
        refreshes += 1
        statusLabel.text = "Refreshing — pull \(refreshes)"
    }

    /// At rest, holds a pull 96 points past the top, beyond the trigger offset.
    public override func showDemoState(scrollOffset offset: CGFloat) {
        scrollDemoScrollView(by: offset == 0 ? -96 : offset)
    }
}
