import Foundation

/// The display a window shows on (UIKit's `UIScreen`): its device's size and scale.
///
/// Canopy has one screen per window, made from the window's ``DeviceProfile``; there is no
/// physical display. ``main`` stands for the screen of the window made key last on this
/// thread, which is what `UIScreen.main` means to a screen under test.
public final class Screen {
    /// The device this screen shows.
    public let device: DeviceProfile

    /// A screen for `device`.
    public init(device: DeviceProfile) { self.device = device }

    /// The screen's rectangle in points, in the device's current orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }

    /// Pixels per point.
    public var scale: CGFloat { device.scale }

    /// The screen's rectangle in pixels with the device upright (portrait), as UIKit reports it.
    public var nativeBounds: CGRect {
        let short = Swift.min(device.size.width, device.size.height), long = Swift.max(device.size.width, device.size.height)
        return CGRect(x: 0, y: 0, width: short * device.scale, height: long * device.scale)
    }

    /// The traits a window on this screen starts from.
    public var traitCollection: TraitCollection { device.traitCollection }

    /// The screen of the window made key last on this thread (`UIScreen.main`).
    ///
    /// With no key window alive on this thread — UIKit always has a main screen — it is the
    /// screen of ``DeviceProfile/iPhone15`` and `screen.noKeyWindow` is reported, so a test
    /// that reads it before showing its window learns why its numbers are an iPhone 15's.
    public static var main: Screen {
        if let window = WindowNode.keyWindow { return window.screen }
        Diagnostics.report(
            code: "screen.noKeyWindow",
            "Screen.main was read with no key window on this thread; it describes an iPhone 15. Call makeKeyAndVisible() on the window first.")
        return Screen(device: .iPhone15)
    }
}

extension WindowNode {
    /// The screen this window shows on: its device's.
    public var screen: Screen { Screen(device: device) }

    /// True when this window is the key window of its thread (the last made key and visible).
    public var isKeyWindow: Bool { WindowNode.keyWindow === self }

    /// Makes this window the key window of its thread without showing it (UIKit's `makeKey()`).
    public func makeKey() {
        Thread.current.threadDictionary[WindowNode.keyWindowKey] = KeyWindowReference(self)
    }

    /// The key window of the current thread, if it is still alive.
    public static var keyWindow: WindowNode? {
        (Thread.current.threadDictionary[keyWindowKey] as? KeyWindowReference)?.window
    }

    fileprivate static let keyWindowKey = "org.canopy.keyWindow"
}

/// A weak reference to a thread's key window, so being key never keeps a window alive.
private final class KeyWindowReference {
    weak var window: WindowNode?
    init(_ window: WindowNode) { self.window = window }
}
