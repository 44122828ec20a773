import Canopy
import FlexibleHeader
import Foundation

/// Popover versus full screen: the header infers its top safe area from its controller.
///
/// With `inferTopSafeAreaInsetFromViewController` the header asks the controller hierarchy for
/// the top safe-area inset instead of reading the device's. Full screen on a phone that is the
/// status bar (or sensor housing), so the header grows by it; shown on the popover device,
/// which has no safe area, the same screen's header is only its 56-point content tall.
public final class PopoverInferenceExample: HeaderListScreen {
    /// Creates the screen.
    public init() { super.init(title: "Share to…", color: Palette.teal, items: ListItem.sample(8, topic: "contact")) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        headerViewController.inferTopSafeAreaInsetFromViewController = true
    }
}
