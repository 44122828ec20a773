import Canopy
import CanopyCairo
import Foundation

/// A mountain landscape drawn in code and encoded to PNG once, used as a header photo.
///
/// Drawn with the canvas (sky bands, sun, two mountain ranges, a lake) so the examples need no
/// image files; the PNG bytes are made on first use and reused.
public enum SceneryImage {
    /// The picture's size in pixels (at image scale 1).
    public static let size = CGSize(width: 600, height: 400)

    /// The PNG-encoded picture as an image source.
    public static var pngSource: ImageSource { .png(pngData) }

    /// The PNG bytes (an empty PNG-less `Data` only if rendering failed).
    public static let pngData: Data = {
        let node = SceneryNode(frame: CGRect(origin: .zero, size: size))
        let renderer = CairoRenderer()
        guard let bitmap = try? renderer.render(node, scale: 1), let data = try? bitmap.pngData() else { return Data() }
        return data
    }()
}

/// Paints the landscape.
final class SceneryNode: ViewNode {
    override func draw(in canvas: Canvas) {
        let w = bounds.width, h = bounds.height
        let bands: [UInt32] = [0x1E3C72, 0x2A5298, 0x4A74B5, 0x7C9CCF, 0xB7C8E4, 0xF3D9B1]
        for (i, hex) in bands.enumerated() {
            let y = CGFloat(i) * h * 0.6 / CGFloat(bands.count)
            canvas.fill(CGRect(x: 0, y: y, width: w, height: h * 0.6 / CGFloat(bands.count) + 1), color: Color(hex: hex))
        }
        canvas.fill(.ellipse(in: CGRect(x: w * 0.68, y: h * 0.22, width: 70, height: 70)), color: Color(hex: 0xFFE082))
        var far = Path()
        far.move(to: CGPoint(x: 0, y: h * 0.62))
        for (x, y) in [(0.12, 0.38), (0.25, 0.52), (0.4, 0.3), (0.55, 0.5), (0.7, 0.36), (0.85, 0.5), (1.0, 0.4)] {
            far.addLine(to: CGPoint(x: w * x, y: h * y))
        }
        far.addLine(to: CGPoint(x: w, y: h * 0.7))
        far.addLine(to: CGPoint(x: 0, y: h * 0.7))
        far.closeSubpath()
        canvas.fill(far, color: Color(hex: 0x5C6B8A))
        var near = Path()
        near.move(to: CGPoint(x: 0, y: h * 0.75))
        for (x, y) in [(0.2, 0.5), (0.35, 0.62), (0.5, 0.45), (0.68, 0.66), (0.82, 0.55), (1.0, 0.68)] {
            near.addLine(to: CGPoint(x: w * x, y: h * y))
        }
        near.addLine(to: CGPoint(x: w, y: h * 0.78))
        near.addLine(to: CGPoint(x: 0, y: h * 0.78))
        near.closeSubpath()
        canvas.fill(near, color: Color(hex: 0x2F3E55))
        canvas.fill(CGRect(x: 0, y: h * 0.76, width: w, height: h * 0.24), color: Color(hex: 0x3B6E8F))
        for i in 0..<6 {
            let y = h * 0.8 + CGFloat(i) * 12
            canvas.fill(CGRect(x: w * (0.1 + 0.13 * CGFloat(i % 3)), y: y, width: w * 0.3, height: 2), color: Color(hex: 0x8FB8D0))
        }
    }
}
