import Canopy
import FlexibleHeader

/// Detents with velocity snapping: the header never stops half-way.
///
/// A tall header with a middle detent: when a drag ends, the list's deceleration is aimed so the
/// header comes to rest expanded, at the middle height, collapsed, or hidden (shifting is on),
/// whichever is nearest where the fling would have stopped.
public final class SnappingDetentsExample: HeaderListScreen {
    /// The middle detent's height, without the top safe area.
    public static let middleHeight: CGFloat = 128

    /// Creates the screen.
    public init() { super.init(title: "Snapping to detents", color: Palette.indigo) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        header.shiftBehavior = .enabled
        header.maximumHeight = 200
        header.minimumHeight = 56
        header.snapping = HeaderSnapping(detents: [.expanded, .height(Self.middleHeight), .collapsed, .hidden])
    }
}
