import Canopy
import FlexibleHeader

/// Shift behaviour `enabledWithStatusBar`: the header and the status bar leave together.
///
/// Once the header has shifted fully off screen it asks its controller to hide the status
/// bar; the screen routes `childForStatusBarHidden` to the header controller, so the window's
/// status bar disappears (and on devices without a sensor housing the top safe area with it).
public final class ShiftWithStatusBarExample: HeaderListScreen {
    /// Creates the screen.
    public init() { super.init(title: "Full-screen reading", color: Palette.orange, items: ListItem.sample(30, topic: "article")) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        header.shiftBehavior = .enabledWithStatusBar
    }
}
