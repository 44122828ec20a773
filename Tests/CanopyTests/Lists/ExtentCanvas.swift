import Canopy
import Foundation

/// A canvas that keeps the horizontal extent of every filled and stroked shape.
final class ExtentCanvas: Canvas {
    var fills: [ClosedRange<CGFloat>] = []
    var strokes: [ClosedRange<CGFloat>] = []
    let scale: CGFloat = 1
    let textMetrics: any TextMetrics = FixedTextMetrics()
    func saveState() {}
    func restoreState() {}
    func translate(dx: CGFloat, dy: CGFloat) {}
    func concatenate(_ transform: AffineTransform) {}
    func clip(to path: Path, rule: FillRule) {}
    func fill(_ path: Path, color: Color, rule: FillRule) { if let x = Self.extent(path) { fills.append(x) } }
    func stroke(_ path: Path, color: Color, lineWidth: CGFloat) { if let x = Self.extent(path) { strokes.append(x) } }
    func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color) {}
    func drawImage(_ source: ImageSource, in rect: CGRect, tintColor: Color?) {}

    /// The smallest and largest x of the path's end points.
    static func extent(_ path: Path) -> ClosedRange<CGFloat>? {
        let xs = path.elements.compactMap { element -> CGFloat? in
            switch element {
            case .move(let p), .line(let p): return p.x
            case .curve(let p, _, _): return p.x
            default: return nil
            }
        }
        guard let lo = xs.min(), let hi = xs.max() else { return nil }
        return lo...hi
    }
}
