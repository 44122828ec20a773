import Canopy
import FlexibleHeader

/// Shift behaviour `enabled`: the header slides off screen as the list scrolls up.
///
/// Scrolling down the content shifts the whole header upward until only the status bar's
/// strip would remain; scrolling back up (or a slow drag ending mid-way) brings it back, and a
/// drag never leaves the header half visible.
public final class ShiftEnabledExample: HeaderListScreen {
    /// Creates the screen.
    public init() { super.init(title: "Shifting header", color: Palette.teal) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        header.shiftBehavior = .enabled
    }
}
