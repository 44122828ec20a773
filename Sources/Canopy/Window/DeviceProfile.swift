import Foundation

/// A screen a window can stand for: size in points, pixel scale, safe area and status bar.
///
/// The safe area is the one seen while the status bar shows; a device has a sensor housing
/// when `safeAreaInsets.top > statusBarHeight`, which keeps the top inset when the status bar
/// hides.
public struct DeviceProfile: Sendable, Hashable, CustomStringConvertible {
    /// Short identifier used by the CLI and `named(_:)`, e.g. `"iPhone15"`.
    public var name: String
    /// Screen size in points.
    public var size: CGSize
    /// Pixels per point (1, 2 or 3).
    public var scale: CGFloat
    /// Safe-area insets while the status bar shows, in points.
    public var safeAreaInsets: EdgeInsets
    /// Height of the status bar while it shows, in points (0 = no status bar).
    public var statusBarHeight: CGFloat
    /// The kind of device: phone or pad.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Room across the screen, as UIKit reports it for a full-screen window.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Room down the screen, as UIKit reports it for a full-screen window.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// Creates a profile.
    ///
    /// `hasSensorHousing` left nil is inferred from a top safe area taller than the status bar
    /// (true of the Dynamic Island phones; the notched phones, whose status bar is as tall as
    /// their top inset, pass it). Size classes left nil follow UIKit's rule for the idiom: a pad is regular both ways; a
    /// phone is compact across, and regular down in portrait (taller than wide) but compact
    /// in landscape. Large phones are regular across in landscape: pass that explicitly.
    public init(
        name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, statusBarHeight: CGFloat,
        userInterfaceIdiom: UserInterfaceIdiom = .phone, horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil, hasSensorHousing: Bool? = nil
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.userInterfaceIdiom = userInterfaceIdiom
        let isPad = userInterfaceIdiom == .pad
        self.horizontalSizeClass = horizontalSizeClass ?? (isPad ? .regular : .compact)
        self.verticalSizeClass = verticalSizeClass ?? (isPad || size.height > size.width ? .regular : .compact)
        self.hasSensorHousing = hasSensorHousing ?? (safeAreaInsets.top > statusBarHeight)
    }

    /// The traits a full-screen window on this device starts from: its scale, idiom and size
    /// classes, light style, the default (large) text size, left-to-right, normal contrast
    /// and regular weight, as a device with default settings reports them.
    public var traitCollection: TraitCollection {
        var t = TraitCollection(displayScale: scale)
        t.userInterfaceIdiom = userInterfaceIdiom
        t.horizontalSizeClass = horizontalSizeClass
        t.verticalSizeClass = verticalSizeClass
        t.userInterfaceStyle = .light
        t.preferredContentSizeCategory = .large
        t.layoutDirection = .leftToRight
        t.accessibilityContrast = .normal
        t.legibilityWeight = .regular
        return t
    }

    /// True when the top of the screen has a notch or island that keeps the top safe area
    /// while the status bar hides.
    public var hasSensorHousing: Bool

    /// iPhone SE (2nd/3rd generation): 375×667 @2x, status bar 20, safe top 20.
    public static let iPhoneSE = DeviceProfile(
        name: "iPhoneSE", size: CGSize(width: 375, height: 667), scale: 2,
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20)

    /// iPhone 15 portrait: 393×852 @3x, status bar 54, safe area (59, 0, 34, 0).
    public static let iPhone15 = DeviceProfile(
        name: "iPhone15", size: CGSize(width: 393, height: 852), scale: 3,
        safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54)

    /// iPhone 15 landscape: 852×393 @3x, no status bar, safe area (0, 59, 21, 59).
    public static let iPhone15Landscape = DeviceProfile(
        name: "iPhone15Landscape", size: CGSize(width: 852, height: 393), scale: 3,
        safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 0)

    /// A popover on iPad: 375×500 @2x, no status bar, zero safe area.
    ///
    /// Popover content is compact across and regular down on iPad.
    public static let iPadPopover = DeviceProfile(
        name: "iPadPopover", size: CGSize(width: 375, height: 500), scale: 2,
        safeAreaInsets: .zero, statusBarHeight: 0, userInterfaceIdiom: .pad, horizontalSizeClass: .compact,
        verticalSizeClass: .regular)

    /// Every preset, in a stable order: the original four first (seeded tests pick from this
    /// list by index), then today's lineup from `DeviceProfile+Lineup.swift`, each portrait
    /// before landscape.
    public static var all: [DeviceProfile] { [.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPopover] + lineup }

    /// The preset or iPad split-view profile with this name (case-insensitive), or nil.
    public static func named(_ name: String) -> DeviceProfile? {
        (all + splitViewPresets).first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// `name (w×h @sx)`; whole numbers print without decimals, anything else as is.
    public var description: String {
        func f(_ v: CGFloat) -> String { v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }
        return "\(name) (\(f(size.width))×\(f(size.height)) @\(f(scale))x)"
    }
}
