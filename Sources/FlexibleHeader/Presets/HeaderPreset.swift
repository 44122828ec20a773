import Canopy
import Foundation

/// A named header configuration reproducing a platform's collapsing header: heights, shifting,
/// over-extension and snapping, applied to a `FlexibleHeaderView` in one call.
///
/// Heights exclude the top safe area (the header adds it per device). Each preset states the
/// platform's published heights: iOS's 44-point bar and 96-point large-title bar, Material 3's
/// 64, 112 and 152 dp top app bars, and the 56-point toolbar of Flutter (`kToolbarHeight`) and
/// Android (`?attr/actionBarSize`).
public struct HeaderPreset: Equatable, Sendable {
    /// The preset's name, for listings and snapshot names.
    public var name: String
    /// The collapsed height in points, excluding the top safe area.
    public var minimumHeight: CGFloat
    /// The expanded height in points, excluding the top safe area.
    public var maximumHeight: CGFloat
    /// Whether the header slides off screen as content scrolls up.
    public var shiftBehavior: FlexibleHeaderView.ShiftBehavior
    /// Whether pulling content down stretches the header past its maximum height.
    public var canOverExtend: Bool
    /// Where the header rests when a drag ends.
    public var snapping: HeaderSnapping

    /// Describes a preset.
    public init(
        name: String, minimumHeight: CGFloat, maximumHeight: CGFloat, shiftBehavior: FlexibleHeaderView.ShiftBehavior = .disabled,
        canOverExtend: Bool = false, snapping: HeaderSnapping = .none
    ) {
        self.name = name
        self.minimumHeight = minimumHeight
        self.maximumHeight = maximumHeight
        self.shiftBehavior = shiftBehavior
        self.canOverExtend = canOverExtend
        self.snapping = snapping
    }

    /// Sets the header's heights (excluding the safe area), shifting, over-extension and
    /// snapping to this preset's; a preset that does not over-extend also keeps the header
    /// attached to content pulled past its top (`staysAttachedWhenPulled`).
    public func apply(to header: FlexibleHeaderView) {
        header.minMaxHeightIncludesSafeArea = false
        header.minimumHeight = minimumHeight
        header.maximumHeight = maximumHeight
        header.shiftBehavior = shiftBehavior
        header.canOverExtend = canOverExtend
        header.snapping = snapping
        // A header that does not stretch rides down on content pulled past its top: the
        // platforms these presets reproduce never open a gap between bar and list.
        header.staysAttachedWhenPulled = !canOverExtend
    }

    /// iOS's large title: a 96-point bar (44 plus the 52-point title area) collapsing to 44,
    /// stretching when pulled, resting expanded or collapsed.
    public static let iOSLargeTitle = HeaderPreset(
        name: "iOSLargeTitle", minimumHeight: 44, maximumHeight: 96, canOverExtend: true, snapping: .expandedOrCollapsed)

    /// Material 3's small top app bar: 64 dp, fixed.
    public static let materialSmall = HeaderPreset(name: "materialSmall", minimumHeight: 64, maximumHeight: 64)

    /// Material 3's medium top app bar: 112 dp collapsing to 64, resting expanded or collapsed.
    public static let materialMedium = HeaderPreset(
        name: "materialMedium", minimumHeight: 64, maximumHeight: 112, snapping: .expandedOrCollapsed)

    /// Material 3's large top app bar: 152 dp collapsing to 64, resting expanded or collapsed.
    public static let materialLarge = HeaderPreset(
        name: "materialLarge", minimumHeight: 64, maximumHeight: 152, snapping: .expandedOrCollapsed)

    /// Flutter's `SliverAppBar(pinned: true)`: collapses from `expandedHeight` to the 56-point
    /// toolbar, which stays.
    public static func sliverAppBarPinned(expandedHeight: CGFloat = 200) -> HeaderPreset {
        HeaderPreset(name: "sliverAppBarPinned", minimumHeight: 56, maximumHeight: Swift.max(56, expandedHeight))
    }

    /// Flutter's `SliverAppBar(floating: true)`: collapses to the toolbar, scrolls off with
    /// the content and comes back as soon as the content scrolls down.
    public static func sliverAppBarFloating(expandedHeight: CGFloat = 200) -> HeaderPreset {
        HeaderPreset(name: "sliverAppBarFloating", minimumHeight: 56, maximumHeight: Swift.max(56, expandedHeight), shiftBehavior: .enabled)
    }

    /// Flutter's `SliverAppBar(floating: true, snap: true)`: floating, and a partly shown bar
    /// finishes by the last scroll direction when the drag ends — fully open after scrolling
    /// back, fully closed (scrolled off) otherwise, never resting collapsed in between.
    public static func sliverAppBarSnap(expandedHeight: CGFloat = 200) -> HeaderPreset {
        HeaderPreset(
            name: "sliverAppBarSnap", minimumHeight: 56, maximumHeight: Swift.max(56, expandedHeight), shiftBehavior: .enabled,
            snapping: .openOrClosedByDirection)
    }

    /// Android's `CollapsingToolbarLayout` with `exitUntilCollapsed`: collapses from
    /// `expandedHeight` to the 56-point toolbar, which stays; no stretch.
    public static func collapsingToolbar(expandedHeight: CGFloat = 256) -> HeaderPreset {
        HeaderPreset(name: "collapsingToolbar", minimumHeight: 56, maximumHeight: Swift.max(56, expandedHeight))
    }

    /// Every preset, the parameterised ones at their default expanded heights.
    public static let all: [HeaderPreset] = [
        .iOSLargeTitle, .materialSmall, .materialMedium, .materialLarge, .sliverAppBarPinned(), .sliverAppBarFloating(),
        .sliverAppBarSnap(), .collapsingToolbar(),
    ]
}
