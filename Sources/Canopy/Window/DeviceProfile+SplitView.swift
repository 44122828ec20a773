import Foundation

// iPad Split View: one app's window beside another's, as a device profile a test renders on.
//
// The window is the split's width and the screen's full height; it keeps the iPad's scale,
// 24-point status bar and (24, 0, 20, 0) safe area, because both apps extend under the
// status bar and above the home indicator. Vertical size class stays regular.
//
// Sources. Apple published the split widths for the iPads of its time in the Human
// Interface Guidelines ("Adaptivity and Layout", multitasking size table, 2015–2019); the same
// numbers are collected in swift-snapshot-testing's device table
// (github.com/pointfreeco/swift-snapshot-testing, Sources/SnapshotTesting/Common/View.swift)
// and in "Interface sizes a regular Universal app must support"
// (gist.github.com/macguru/b7a01e3f0e9ae6f350d5):
//   12.9-inch (1024×1366): landscape 375 / 678 / 981, portrait 375 / 639
//   11-inch   (834×1194):  landscape 375 / 592 / 809, portrait 320 / 504
//   10.5-inch (834×1112):  landscape 320 / 551 / 782, portrait 320 / 504
//   10.2-inch (810×1080):  landscape 320 / 535 / 750, portrait 320 / 480
//   9.7-inch  (768×1024):  landscape 320 / 507 / 694, portrait 320 / 438
// Every row follows one rule: the divider between the apps is 10 points, the even split is
// (screen − 10) / 2 and the wide side is screen − narrow − 10. The narrow side is 375 points
// on the 12.9-inch iPad and on a landscape screen at least 1194 points wide, 320 otherwise.
// Apple publishes no split widths for the iPad mini (6th generation), iPad Air 11-inch or
// iPad Pro 13-inch; their widths below are derived from that rule. The 13-inch takes the
// 12.9-inch's 375 points in both orientations. The mini (1133) and the Air (1180) are
// narrower in landscape than the narrowest published screen with a 375-point side (1194),
// so they take 320; that is the rule's reading, not a published number. The mini's even
// split is 561.5 points, a whole number of pixels at @2x.
//
// Size classes follow the same table and the demonstration in "iPad Multitasking Size
// Classes" (txt.jazzychad.net/post/70b4389ab2e9ce42522d): every portrait split and every
// narrow side is compact across; the wide side in landscape is regular; the even split in
// landscape is compact except on the 12.9-inch iPad, where 678 points is regular (the 13-inch
// is treated the same). The same write-up shows that portrait has no even split.

extension DeviceProfile {
    /// The divider between the two apps, in points.
    private static let splitDivider: CGFloat = 10

    /// The split widths and horizontal size classes of a full-screen iPad of `size`, by the
    /// rule the published table follows; `isLargest` marks the 12.9- and 13-inch iPads.
    static func splitWidths(for size: CGSize, isLargest: Bool) -> [SplitViewWidth: (CGFloat, UserInterfaceSizeClass)] {
        // The narrowest landscape screen Apple published with a 375-point narrow side.
        let wideLandscape: CGFloat = 1194
        let isLandscape = size.width > size.height
        let narrow: CGFloat = isLargest || (isLandscape && size.width >= wideLandscape) ? 375 : 320
        let wide = size.width - narrow - splitDivider
        if !isLandscape {
            return [.oneThird: (narrow, .compact), .twoThirds: (wide, .compact)]
        }
        let half = (size.width - splitDivider) / 2
        return [.oneThird: (narrow, .compact), .half: (half, isLargest ? .regular : .compact), .twoThirds: (wide, .regular)]
    }

    /// The full-screen iPad presets that have split views, each with whether it is the largest.
    private static var splitCapable: [(DeviceProfile, Bool)] {
        [
            (.iPadMini, false), (.iPadMiniLandscape, false), (.iPadAir11, false), (.iPadAir11Landscape, false),
            (.iPadPro13, true), (.iPadPro13Landscape, true),
        ]
    }

    /// This iPad's window in Split View at `width`, named `<name>Split<Width>` (e.g.
    /// `iPadPro13LandscapeSplitOneThird`), or nil when this profile is not a full-screen iPad
    /// preset (`iPadMini`, `iPadAir11`, `iPadPro13` and their landscape twins) or the share
    /// is not offered in this orientation (`half` in portrait).
    ///
    /// The window is the split's width and the screen's height, with the iPad's scale, status
    /// bar and safe area; across it is compact or regular as UIKit reports for that split.
    public func splitView(_ width: SplitViewWidth) -> DeviceProfile? {
        guard let (_, isLargest) = Self.splitCapable.first(where: { $0.0 == self }),
            let (points, sizeClass) = Self.splitWidths(for: size, isLargest: isLargest)[width]
        else { return nil }
        return DeviceProfile(
            name: name + "Split" + width.rawValue.prefix(1).uppercased() + width.rawValue.dropFirst(),
            size: CGSize(width: points, height: size.height), scale: scale, safeAreaInsets: safeAreaInsets,
            statusBarHeight: statusBarHeight, userInterfaceIdiom: .pad, horizontalSizeClass: sizeClass,
            verticalSizeClass: .regular, hasSensorHousing: hasSensorHousing)
    }

    /// Every split view this preset offers, narrowest first; empty for anything but a
    /// full-screen iPad preset.
    public var splitViews: [DeviceProfile] {
        SplitViewWidth.allCases.compactMap { splitView($0) }
    }

    /// Every iPad split-view profile, by iPad (mini, Air, Pro), portrait before landscape,
    /// narrowest first; `named(_:)` finds them, `all` does not list them.
    public static var splitViewPresets: [DeviceProfile] {
        splitCapable.flatMap { $0.0.splitViews }
    }
}
