import Foundation

/// The root of a view tree: owns the device (size, scale, safe area, status bar), the root
/// controller and the frame clock.
///
/// Starts hidden, as in UIKit; `makeKeyAndVisible()` shows it and installs the root view.
/// Keep a reference to the window for as long as its tree is in use: views do not retain
/// their window (as in UIKit, where the application holds it).
open class WindowNode: ViewNode {
    var storedDevice: DeviceProfile
    var storedRootViewController: ViewControllerNode?
    var resolvedStatusBarHidden = false
    var resolvedStatusBarStyle: StatusBarStyle = .default
    let statusBarObservers = HandlerList<WindowNode>()
    var isChangingVisibility = false
    /// True while the window shows, hides or swaps its root; a root set meanwhile (from an
    /// appearance callback) waits in `pendingRootViewController` until that finishes.
    var isApplyingRootChange = false
    var hasPendingRootViewController = false
    var pendingRootViewController: ViewControllerNode?

    /// The clock driving this window's animations, deceleration and frame handlers.
    public var clock: FrameClock { ownClock }

    /// Creates a hidden window for a device profile.
    ///
    /// A profile with non-finite or negative geometry (or a non-positive scale) is refused
    /// with a diagnostic and iPhoneSE is used instead.
    public init(device: DeviceProfile) {
        storedDevice = Self.validated(device, what: "device \(device)")
        super.init(frame: CGRect(origin: .zero, size: storedDevice.size))
        finishWindowSetup()
    }

    /// Creates a hidden window from ad-hoc device values (a profile named "custom").
    public init(size: CGSize, safeAreaInsets: EdgeInsets = .zero, statusBarHeight: CGFloat = 0, scale: CGFloat = 1) {
        let device = DeviceProfile(name: "custom", size: size, scale: scale, safeAreaInsets: safeAreaInsets, statusBarHeight: statusBarHeight)
        storedDevice = Self.validated(device, what: "window size \(size), insets \(safeAreaInsets), status bar \(statusBarHeight), scale \(scale)")
        super.init(frame: CGRect(origin: .zero, size: storedDevice.size))
        finishWindowSetup()
    }

    /// The device itself when valid; otherwise a diagnostic and iPhoneSE.
    private static func validated(_ device: DeviceProfile, what: String) -> DeviceProfile {
        if isValid(device) { return device }
        Diagnostics.report(
            code: "geometry.nonFinite",
            "Refused \(what) for a window: size, insets and status bar must be finite and non-negative, the scale positive; using iPhoneSE.")
        return .iPhoneSE
    }

    private func finishWindowSetup() {
        storedWindow = self
        storedTraits = storedDevice.traitCollection
        isHidden = true
        storedSafeAreaInsets = windowSafeAreaInsets
        lastNotifiedSafeAreaInsets = storedSafeAreaInsets
    }

    static func isValid(_ d: DeviceProfile) -> Bool {
        d.size.isFiniteSize && d.size.width >= 0 && d.size.height >= 0 && d.safeAreaInsets.isFinite
            && d.safeAreaInsets.clampedToZero == d.safeAreaInsets && d.statusBarHeight.isFinite && d.statusBarHeight >= 0
            && d.scale.isFinite && d.scale > 0
    }

    /// The device the window stands for. Setting a new one transitions the tree.
    public var device: DeviceProfile {
        get { storedDevice }
        set { transition(to: newValue) }
    }

    /// Pixels per point of the device.
    public var scale: CGFloat { storedDevice.scale }

    /// The controller whose view fills the window.
    public var rootViewController: ViewControllerNode? {
        get { storedRootViewController }
        set { setRootViewController(newValue) }
    }

    /// Whether the status bar is hidden, resolved through `childForStatusBarHidden` chains.
    public var isStatusBarHidden: Bool { resolvedStatusBarHidden }

    /// The status-bar style, resolved through `childForStatusBarStyle` chains.
    public var statusBarStyle: StatusBarStyle { resolvedStatusBarStyle }

    /// The status bar's height in points: the device's, or 0 while hidden.
    public var statusBarHeight: CGFloat { resolvedStatusBarHidden ? 0 : storedDevice.statusBarHeight }

    /// The status bar's frame in window coordinates; `.zero` while hidden or absent.
    public var statusBarFrame: CGRect {
        statusBarHeight > 0 ? CGRect(x: 0, y: 0, width: storedBounds.width, height: storedDevice.statusBarHeight) : .zero
    }

    /// The window's own safe area: the device's, with the top dropped to 0 while the status
    /// bar hides on a device without a sensor housing.
    var windowSafeAreaInsets: EdgeInsets {
        var insets = storedDevice.safeAreaInsets
        if resolvedStatusBarHidden && !storedDevice.hasSensorHousing { insets.top = 0 }
        return insets
    }

    /// Registers a handler called after the tree is updated whenever `statusBarHeight` changes.
    public func addStatusBarObserver(_ handler: @escaping (WindowNode) -> Void) -> StatusBarObservation {
        statusBarObservers.add(handler, token: StatusBarObservation.init)
    }

    override func hiddenDidChange() {
        guard !isChangingVisibility else { return }
        applyingRootChanges { if isHidden { hideWindow() } else { showWindow(installingRoot: false) } }
    }
}

/// Keeps a status-bar observer registered; `cancel()` or releasing it unregisters.
public final class StatusBarObservation: CancellableToken {}
