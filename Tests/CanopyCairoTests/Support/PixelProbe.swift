import Canopy
import CanopyCairo
import Foundation
import Testing

/// The bytes of one pixel as `[r, g, b, a]`, or `[]` outside the bitmap.
func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    guard let p = bitmap.rgba(x: x, y: y) else { return [] }
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// Expects a pixel to match `expected` (3 channels: alpha ignored; 4: alpha too) within ±`tolerance`.
func expectPixel(
    _ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = rgba(bitmap, x, y)
    let close = actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(close, "pixel (\(x), \(y)) is \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

let white = [255, 255, 255, 255]
let black = [0, 0, 0, 255]
let red = [255, 0, 0, 255]
let green = [0, 255, 0, 255]
let blue = [0, 0, 255, 255]
let transparent = [0, 0, 0, 0]

/// A node with a frame and an optional background, added to `parent` when given.
@discardableResult
func node(_ frame: CGRect, _ background: Color? = nil, in parent: ViewNode? = nil) -> ViewNode {
    let view = ViewNode(frame: frame)
    view.backgroundColor = background
    parent?.addSubview(view)
    return view
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// A temporary folder removed when the test ends.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}
