import Canopy
import CanopyCairo
import Foundation

@testable import CanopySnapshotTesting

/// A temporary folder removed when the value is released.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-snap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    /// Where a test's golden `Snapshots/Suite/<name>.png` and its failure artefacts go in
    /// this folder.
    func snapshotLocation(named name: String = "test") -> SnapshotLocation {
        SnapshotLocation(
            golden: url.appendingPathComponent("Snapshots/Suite/\(name).png"),
            artifactsFolder: url.appendingPathComponent(".canopy-failures/Suite"))
    }
}

/// A bitmap of `size` filled with `fill`, with the listed pixels recoloured.
func bitmap(_ width: Int, _ height: Int, fill: Color = .white, _ pixels: [(Int, Int, Color)] = []) -> Bitmap {
    var b = Bitmap(width: width, height: height, fill: fill)
    for (x, y, c) in pixels { b[x: x, y: y] = c }
    return b
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// A node with a frame and background, added to `parent` when given.
@discardableResult
func node(_ frame: CGRect, _ background: Color? = nil, in parent: ViewNode? = nil) -> ViewNode {
    let view = ViewNode(frame: frame)
    view.backgroundColor = background
    parent?.addSubview(view)
    return view
}
