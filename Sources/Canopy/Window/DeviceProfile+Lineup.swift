import Foundation

// The current iPhone and iPad lineup, each in portrait and landscape.
//
// Sources: point sizes and scales are Apple's published device screen sizes (Human Interface
// Guidelines, Layout, "iOS, iPadOS device screen sizes"). Size classes follow Apple's
// published size-class table in the same guidelines ("Device size classes"): every iPhone is
// compact across in portrait; in landscape the Plus and Pro Max phones are regular across,
// the others compact; every phone is compact down in landscape; full-screen iPads are
// regular both ways.
//
// Apple publishes no table of safe-area insets or status-bar heights. The values are those
// UIKit reports for a full-screen window under iOS 17 and 18; each family below was checked
// against public tables of those reports, and every value agrees:
// - Home-button phone (iPhone SE, 375×667): safe area (20, 0, 0, 0) in portrait, none in
//   landscape: swift-snapshot-testing's `iPhone8` configuration, the same 375×667 screen
//   (github.com/pointfreeco/swift-snapshot-testing, Sources/SnapshotTesting/Common/View.swift).
//   No table gives the status bar separately; 20 is that top inset, since a home-button
//   phone's safe area ends at its status bar.
// - iPhone 13 mini (375×812): (50, 0, 34, 0) in portrait, (0, 50, 21, 50) in landscape:
//   swift-snapshot-testing's `iPhone13Mini` configuration (same file) and
//   useyourloaf.com/blog/iphone-13-screen-sizes/. No table found gives its status-bar
//   height; 50 assumes, as on the other notched phones, a status bar as tall as the top inset.
// - Dynamic Island phones of 393×852 and 430×932 (iPhone 15, 15 Plus, 15 Pro, 15 Pro Max):
//   (59, 0, 34, 0) in portrait, (0, 59, 21, 59) in landscape:
//   useyourloaf.com/blog/iphone-15-screen-sizes/ and, for the two screens' first phones,
//   useyourloaf.com/blog/iphone-14-screen-sizes/, which also gives the 54-point status bar,
//   five points short of the top inset.
// - iPhone 16 Pro and Pro Max (402×874, 440×956): (62, 0, 34, 0) in portrait,
//   (0, 62, 21, 62) in landscape, status bar 54: useyourloaf.com/blog/iphone-16-screen-sizes/.
// - iPads with a home indicator (iPad mini 6th generation, Air 11-inch, Pro 13-inch): (24, 0,
//   20, 0) in both orientations: useyourloaf.com/blog/ipad-2024-screen-sizes/ and
//   swift-snapshot-testing's `iPadPro11` configuration (same file), the first iPad of this
//   family. No table gives the status bar separately; 24 is that top inset.
//
// In landscape an iPhone hides its status bar (height 0), and its home indicator leaves 21
// points at the bottom; an iPad keeps its 24-point status bar in both orientations.

extension DeviceProfile {
    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, statusBar: CGFloat,
        bottom: CGFloat, landscapeSide: CGFloat, landscapeBottom: CGFloat, isLarge: Bool, hasSensorHousing: Bool
    ) -> (DeviceProfile, DeviceProfile) {
        let portrait = DeviceProfile(
            name: name, size: CGSize(width: width, height: height), scale: scale,
            safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), statusBarHeight: statusBar,
            userInterfaceIdiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular,
            hasSensorHousing: hasSensorHousing)
        let landscape = DeviceProfile(
            name: name + "Landscape", size: CGSize(width: height, height: width), scale: scale,
            safeAreaInsets: EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
            statusBarHeight: 0, userInterfaceIdiom: .phone, horizontalSizeClass: isLarge ? .regular : .compact,
            verticalSizeClass: .compact, hasSensorHousing: hasSensorHousing)
        return (portrait, landscape)
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> (DeviceProfile, DeviceProfile) {
        // Every current iPad has a home indicator: 24-point status bar, 20 points at the bottom.
        let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return (
            DeviceProfile(
                name: name, size: CGSize(width: width, height: height), scale: 2, safeAreaInsets: insets, statusBarHeight: 24,
                userInterfaceIdiom: .pad),
            DeviceProfile(
                name: name + "Landscape", size: CGSize(width: height, height: width), scale: 2, safeAreaInsets: insets,
                statusBarHeight: 24, userInterfaceIdiom: .pad)
        )
    }

    private static let se = phone(
        "iPhoneSE", 375, 667, scale: 2, top: 20, statusBar: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0,
        isLarge: false, hasSensorHousing: false)
    private static let mini = phone(
        "iPhone13Mini", 375, 812, scale: 3, top: 50, statusBar: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21,
        isLarge: false, hasSensorHousing: true)
    private static let fifteenPlus = phone(
        "iPhone15Plus", 430, 932, scale: 3, top: 59, statusBar: 54, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
        isLarge: true, hasSensorHousing: true)
    private static let fifteenPro = phone(
        "iPhone15Pro", 393, 852, scale: 3, top: 59, statusBar: 54, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
        isLarge: false, hasSensorHousing: true)
    private static let fifteenProMax = phone(
        "iPhone15ProMax", 430, 932, scale: 3, top: 59, statusBar: 54, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
        isLarge: true, hasSensorHousing: true)
    private static let sixteenPro = phone(
        "iPhone16Pro", 402, 874, scale: 3, top: 62, statusBar: 54, bottom: 34, landscapeSide: 62, landscapeBottom: 21,
        isLarge: false, hasSensorHousing: true)
    private static let sixteenProMax = phone(
        "iPhone16ProMax", 440, 956, scale: 3, top: 62, statusBar: 54, bottom: 34, landscapeSide: 62, landscapeBottom: 21,
        isLarge: true, hasSensorHousing: true)
    private static let mini6 = pad("iPadMini", 744, 1133)
    private static let air11 = pad("iPadAir11", 820, 1180)
    private static let pro13 = pad("iPadPro13", 1032, 1376)

    /// iPhone SE (3rd generation) in landscape: 667×375 @2x, status bar hidden, no safe area.
    public static let iPhoneSELandscape = se.1
    /// iPhone 13 mini: 375×812 @3x, status bar 50, safe area (50, 0, 34, 0), notch.
    public static let iPhone13Mini = mini.0
    /// iPhone 13 mini in landscape: 812×375 @3x, safe area (0, 50, 21, 50).
    public static let iPhone13MiniLandscape = mini.1
    /// iPhone 15 Plus: 430×932 @3x, status bar 54, safe area (59, 0, 34, 0).
    public static let iPhone15Plus = fifteenPlus.0
    /// iPhone 15 Plus in landscape: 932×430 @3x, safe area (0, 59, 21, 59), regular across.
    public static let iPhone15PlusLandscape = fifteenPlus.1
    /// iPhone 15 Pro: 393×852 @3x, status bar 54, safe area (59, 0, 34, 0).
    public static let iPhone15Pro = fifteenPro.0
    /// iPhone 15 Pro in landscape: 852×393 @3x, safe area (0, 59, 21, 59).
    public static let iPhone15ProLandscape = fifteenPro.1
    /// iPhone 15 Pro Max: 430×932 @3x, status bar 54, safe area (59, 0, 34, 0).
    public static let iPhone15ProMax = fifteenProMax.0
    /// iPhone 15 Pro Max in landscape: 932×430 @3x, safe area (0, 59, 21, 59), regular across.
    public static let iPhone15ProMaxLandscape = fifteenProMax.1
    /// iPhone 16 Pro: 402×874 @3x, status bar 54, safe area (62, 0, 34, 0).
    public static let iPhone16Pro = sixteenPro.0
    /// iPhone 16 Pro in landscape: 874×402 @3x, safe area (0, 62, 21, 62).
    public static let iPhone16ProLandscape = sixteenPro.1
    /// iPhone 16 Pro Max: 440×956 @3x, status bar 54, safe area (62, 0, 34, 0).
    public static let iPhone16ProMax = sixteenProMax.0
    /// iPhone 16 Pro Max in landscape: 956×440 @3x, safe area (0, 62, 21, 62), regular across.
    public static let iPhone16ProMaxLandscape = sixteenProMax.1
    /// iPad mini (6th generation): 744×1133 @2x, status bar 24, safe area (24, 0, 20, 0).
    public static let iPadMini = mini6.0
    /// iPad mini in landscape: 1133×744 @2x, status bar 24, safe area (24, 0, 20, 0).
    public static let iPadMiniLandscape = mini6.1
    /// iPad Air 11-inch: 820×1180 @2x, status bar 24, safe area (24, 0, 20, 0).
    public static let iPadAir11 = air11.0
    /// iPad Air 11-inch in landscape: 1180×820 @2x, status bar 24, safe area (24, 0, 20, 0).
    public static let iPadAir11Landscape = air11.1
    /// iPad Pro 13-inch: 1032×1376 @2x, status bar 24, safe area (24, 0, 20, 0).
    public static let iPadPro13 = pro13.0
    /// iPad Pro 13-inch in landscape: 1376×1032 @2x, status bar 24, safe area (24, 0, 20, 0).
    public static let iPadPro13Landscape = pro13.1

    /// Today's lineup (everything in `all` after the original four), portrait before landscape.
    static var lineup: [DeviceProfile] {
        [
            .iPhoneSELandscape, .iPhone13Mini, .iPhone13MiniLandscape, .iPhone15Plus, .iPhone15PlusLandscape, .iPhone15Pro,
            .iPhone15ProLandscape, .iPhone15ProMax, .iPhone15ProMaxLandscape, .iPhone16Pro, .iPhone16ProLandscape,
            .iPhone16ProMax, .iPhone16ProMaxLandscape, .iPadMini, .iPadMiniLandscape, .iPadAir11, .iPadAir11Landscape,
            .iPadPro13, .iPadPro13Landscape,
        ]
    }
}
