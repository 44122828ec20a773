import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == ViewControllerNode, Format == Bitmap {
    /// Hosts the controller in a new window of `device` (made key and visible, so loaded,
    /// appeared and laid out), renders that window and compares the pixels with Canopy's
    /// comparison.
    ///
    /// The golden is the PNG Canopy's own `assertSnapshot(of:on:)` records for the same
    /// controller and device (same pixels). The file, function and line default to the call
    /// site; they place failure images under `.canopy-failures/<TestFile>/`.
    ///
    /// - Parameters:
    ///   - device: the screen size, scale, safe area and status bar to host the controller in.
    ///   - scale: pixels per point instead of the device's own; nil keeps the device's.
    ///   - tolerance: how different the pixels may be and still match.
    public static func image(
        on device: DeviceProfile, scale: CGFloat? = nil, tolerance: SnapshotTolerance = .exact,
        filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        var device = device
        if let scale { device.scale = scale }
        let call = CanopyRendering.CallSite(filePath: filePath, testName: testName, line: line)
        let metadata = RenderEnvironment.metadata(scale: device.scale, device: device)
        return Snapshotting(
            pathExtension: "png", diffing: .image(tolerance: tolerance, metadata: metadata, artifacts: call.artifactsLocation)
        ) { [device] controller in
            let window = WindowNode(device: device)
            return CanopyRendering.snapshot(call, subject: { "\(type(of: controller)) on \(device.name)" }) {
                window.rootViewController = controller
                window.makeKeyAndVisible()
                return try CairoRenderer().render(window)
            }
        }
    }
}

extension Snapshotting where Value == ViewControllerNode, Format == String {
    /// The controller's node tree, hosted in a new window of `device` and laid out, as
    /// Canopy's tree dump in window coordinates.
    public static func tree(on device: DeviceProfile) -> Snapshotting {
        Snapshotting(pathExtension: "tree.txt", diffing: .lines) { controller in
            let window = WindowNode(device: device)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return TreeSnapshot(of: window).text
        }
    }
}
