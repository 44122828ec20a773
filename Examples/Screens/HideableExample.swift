import Canopy
import FlexibleHeader
import Foundation

/// Shift behaviour `hideable`: the header hides and shows only when code asks.
///
/// Scrolling the list never moves the header off screen; `setHeaderHidden(_:animated:)` calls
/// `shiftHeaderOffScreen`/`shiftHeaderOnScreen`, animated on the window's frame clock with the
/// original component's per-frame law. The demo hides the header once the list has scrolled
/// well past the top, as a reader app would when the user taps the content.
public final class HideableExample: HeaderListScreen {
    /// Creates the screen.
    public init() { super.init(title: "Photos", color: Palette.purple, items: ListItem.sample(30, topic: "album")) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        header.shiftBehavior = .hideable
    }

    /// Hides or shows the header programmatically.
    public func setHeaderHidden(_ hidden: Bool, animated: Bool) {
        let header = headerViewController.headerView
        if hidden { header.shiftHeaderOffScreen(animated: animated) } else { header.shiftHeaderOnScreen(animated: animated) }
    }

    public override func showDemoState(scrollOffset offset: CGFloat) {
        scrollDemoScrollView(by: offset)
        setHeaderHidden(offset > 200, animated: false)
        view.window?.layoutIfNeeded()
    }
}
