import Canopy
import FlexibleHeader

/// Expand on return: scrolling back far from the top brings the header back at full height.
///
/// The header shifts away as the list scrolls on; a scroll back returns it and keeps growing it
/// to its maximum height with the content, then scrolling on collapses it again. The demo
/// states scroll far down and back a little, so the returned header shows.
public final class ExpandOnReturnExample: HeaderListScreen {
    /// How far the demo scrolls back after scrolling down, in points.
    public static let demoReturn: CGFloat = 300

    /// Creates the screen.
    public init() { super.init(title: "Expands on return", color: Palette.purple, items: ListItem.sample(60)) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        header.shiftBehavior = .enabled
        header.maximumHeight = 160
        header.minimumHeight = 56
        header.expandsOnReturn = true
    }

    /// Scrolls `offset + 1200` points down, then back by `demoReturn` (at rest: the top).
    public override func showDemoState(scrollOffset offset: CGFloat) {
        guard offset > 0 else { return scrollDemoScrollView(by: offset) }
        scrollDemoScrollView(by: offset + 1200)
        scrollDemoScrollView(by: offset + 1200 - Self.demoReturn)
    }
}
