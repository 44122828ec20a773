import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import SnapshotTesting

// The screen-reader view of a subject through swift-snapshot-testing: `.accessibility` is the
// reading-order text and `.accessibilityImage` the screen with each element outlined and
// numbered beside a legend, the two goldens Canopy's own `assertSnapshot(of:as: .accessibility)`
// records, with the same text and the same pixels.

extension Snapshotting where Value == ViewNode, Format == String {
    /// The view's elements in reading order as Canopy's accessibility text, laid out first;
    /// stored as `<test>.<n>.accessibility.txt`.
    ///
    /// A mismatch names the elements added, removed or changed, then the line difference.
    public static var accessibility: Snapshotting {
        Snapshotting(pathExtension: "accessibility.txt", diffing: .accessibilityText) { view in
            view.layoutIfNeeded()
            return AccessibilityTreeText.text(of: AccessibilityTree(of: view))
        }
    }
}

extension Snapshotting where Value == ViewNode, Format == Bitmap {
    /// The view rendered at `scale` with its elements outlined and numbered in reading order
    /// beside a legend; stored as `<test>.<n>.accessibility.png` and compared with Canopy's
    /// comparison.
    ///
    /// A view that renders to no pixels fails at once naming it, and nothing is recorded.
    ///
    /// - Parameters:
    ///   - scale: pixels per point, finite and greater than 0.
    ///   - tolerance: how different the pixels may be and still match.
    public static func accessibilityImage(
        scale: CGFloat = 1, tolerance: SnapshotTolerance = .exact,
        filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        let call = CanopyRendering.CallSite(filePath: filePath, testName: testName, line: line)
        return Snapshotting(
            pathExtension: "accessibility.png",
            diffing: .image(
                tolerance: tolerance, metadata: RenderEnvironment.metadata(scale: scale, device: nil),
                artifacts: call.artifactsLocation)
        ) { view in
            CanopyRendering.snapshot(call, subject: { CanopyRendering.describe(view) }) {
                view.layoutIfNeeded()
                return try AccessibilityOverlay.render(view, over: try CairoRenderer().render(view, scale: scale))
            }
        }
    }
}

extension Snapshotting where Value == WindowNode, Format == String {
    /// The window's elements in reading order as Canopy's accessibility text.
    public static var accessibility: Snapshotting {
        Snapshotting<ViewNode, String>.accessibility.pullback { (window: WindowNode) in window }
    }
}

extension Snapshotting where Value == WindowNode, Format == Bitmap {
    /// The window rendered at its device's scale, status bar included, with its elements
    /// outlined and numbered beside a legend; compared with Canopy's comparison.
    public static func accessibilityImage(
        tolerance: SnapshotTolerance = .exact,
        filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        let call = CanopyRendering.CallSite(filePath: filePath, testName: testName, line: line)
        return Snapshotting(
            pathExtension: "accessibility.png", diffing: .image(tolerance: tolerance, artifacts: call.artifactsLocation)
        ) { window in
            CanopyRendering.snapshot(call, subject: { CanopyRendering.describe(window) }) {
                window.layoutIfNeeded()
                return try AccessibilityOverlay.render(window, over: try CairoRenderer().render(window))
            }
        }
    }
}

extension Snapshotting where Value == ViewControllerNode, Format == String {
    /// The controller hosted in a new window of `device` (made key and visible), its
    /// elements in reading order as Canopy's accessibility text.
    public static func accessibility(on device: DeviceProfile) -> Snapshotting {
        Snapshotting<ViewNode, String>.accessibility.pullback { (controller: ViewControllerNode) in
            let window = WindowNode(device: device)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
    }
}

extension Snapshotting where Value == ViewControllerNode, Format == Bitmap {
    /// The controller hosted in a new window of `device`, rendered with its elements
    /// outlined and numbered beside a legend: the image Canopy's own
    /// `assertSnapshot(of:on:as: .accessibility)` records.
    ///
    /// - Parameters:
    ///   - device: the screen size, scale, safe area and status bar to host the controller in.
    ///   - tolerance: how different the pixels may be and still match.
    public static func accessibilityImage(
        on device: DeviceProfile, tolerance: SnapshotTolerance = .exact,
        filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        let call = CanopyRendering.CallSite(filePath: filePath, testName: testName, line: line)
        let metadata = RenderEnvironment.metadata(scale: device.scale, device: device)
        return Snapshotting(
            pathExtension: "accessibility.png",
            diffing: .image(tolerance: tolerance, metadata: metadata, artifacts: call.artifactsLocation)
        ) { controller in
            let window = WindowNode(device: device)
            return CanopyRendering.snapshot(call, subject: { "\(type(of: controller)) on \(device.name)" }) {
                window.rootViewController = controller
                window.makeKeyAndVisible()
                window.layoutIfNeeded()
                return try AccessibilityOverlay.render(window, over: try CairoRenderer().render(window))
            }
        }
    }
}
