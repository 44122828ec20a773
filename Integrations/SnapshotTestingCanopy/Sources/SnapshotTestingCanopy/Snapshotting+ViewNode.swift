import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == ViewNode, Format == Bitmap {
    /// Renders the view's bounds with Canopy's renderer at `scale` and compares the pixels
    /// with Canopy's comparison.
    ///
    /// The golden is the PNG Canopy's own `assertSnapshot(of:scale:)` records for the same
    /// view and scale (same pixels). The tree is laid out first. A view that renders to no
    /// pixels (a zero or non-finite size) or that the renderer refuses fails at once naming
    /// the view, and nothing is recorded. The file, function and line default to the call
    /// site; they place failure images under `.canopy-failures/<TestFile>/`.
    ///
    /// - Parameters:
    ///   - scale: pixels per point, finite and greater than 0.
    ///   - tolerance: how different the pixels may be and still match.
    public static func image(
        scale: CGFloat = 1, tolerance: SnapshotTolerance = .exact,
        filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        let call = CanopyRendering.CallSite(filePath: filePath, testName: testName, line: line)
        return Snapshotting(
            pathExtension: "png",
            diffing: .image(
                tolerance: tolerance, metadata: RenderEnvironment.metadata(scale: scale, device: nil),
                artifacts: call.artifactsLocation)
        ) { view in
            CanopyRendering.snapshot(call, subject: { CanopyRendering.describe(view) }) {
                try CairoRenderer().render(view, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == ViewNode, Format == String {
    /// The view's node tree, laid out, as Canopy's tree dump (`TreeSnapshot`): one node per
    /// line with its type, identifier, frame, and the properties that differ from a plain
    /// view's. A view in no window is dumped relative to its tree root.
    public static var tree: Snapshotting {
        Snapshotting(pathExtension: "tree.txt", diffing: .lines) { view in
            view.layoutIfNeeded()
            return TreeSnapshot(of: view).text
        }
    }
}
