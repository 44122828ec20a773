import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == WindowNode, Format == Bitmap {
    /// Renders the window at its device's scale, with the status bar while it shows, and
    /// compares the pixels with Canopy's comparison.
    ///
    /// The golden is the PNG Canopy's own `assertSnapshot(of: window)` records (same
    /// pixels). A window that cannot be rendered fails at once naming it, and nothing is
    /// recorded. The file, function and line default to the call site; they place failure
    /// images under `.canopy-failures/<TestFile>/`.
    public static func image(
        tolerance: SnapshotTolerance = .exact,
        filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        let call = CanopyRendering.CallSite(filePath: filePath, testName: testName, line: line)
        return Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance, artifacts: call.artifactsLocation)) {
            window in
            CanopyRendering.snapshot(call, subject: { CanopyRendering.describe(window) }) {
                try CairoRenderer().render(window)
            }
        }
    }
}

extension Snapshotting where Value == WindowNode, Format == String {
    /// The window's node tree, laid out, as Canopy's tree dump in window coordinates.
    public static var tree: Snapshotting {
        Snapshotting<ViewNode, String>.tree.pullback { (window: WindowNode) in window }
    }
}
