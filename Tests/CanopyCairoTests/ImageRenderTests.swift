import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Images and content modes")
struct ImageRenderTests {
    let renderer = CairoRenderer()

    /// A 20×20 px image: left half red, right half blue.
    static func halves() throws -> Data {
        var b = Bitmap(width: 20, height: 20, fill: .red)
        for y in 0..<20 { for x in 10..<20 { b[x: x, y: y] = .blue } }
        return try b.pngData()
    }

    func render(_ mode: ContentMode, clips: Bool = true) throws -> Bitmap {
        let root = node(rect(0, 0, 40, 30), .white)
        let image = ImageNode(frame: rect(0, 0, 40, 30))
        image.image = .png(try Self.halves())
        image.contentMode = mode
        image.clipsToBounds = clips
        root.addSubview(image)
        return try renderer.render(root)
    }

    @Test("Every content mode draws the image where ImageNode.drawnRect says", arguments: ContentMode.allCases)
    func contentModes(_ mode: ContentMode) throws {
        let bitmap = try render(mode)
        let drawn = ImageNode.drawnRect(for: mode, imageSize: CGSize(width: 20, height: 20), in: rect(0, 0, 40, 30))
        let visible = drawn.intersection(rect(0, 0, 40, 30))
        // Inside the drawn rect, a pixel a quarter in from the left is red, from the right blue.
        let y = Int(visible.midY)
        let leftX = Int(drawn.minX + drawn.width * 0.25), rightX = Int(drawn.minX + drawn.width * 0.75)
        if visible.contains(CGPoint(x: leftX, y: y)) { expectPixel(bitmap, leftX, y, red, tolerance: 2) }
        if visible.contains(CGPoint(x: rightX, y: y)) { expectPixel(bitmap, rightX, y, blue, tolerance: 2) }
        // Outside it, the white background shows.
        for probe in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 39.5, y: 29.5), CGPoint(x: 0.5, y: 29.5), CGPoint(x: 39.5, y: 0.5)]
        where !drawn.insetBy(dx: -1, dy: -1).contains(probe) {
            expectPixel(bitmap, Int(probe.x), Int(probe.y), white, tolerance: 0)
        }
    }

    @Test("Aspect fill overflows the bounds unless the node clips")
    func aspectFillOverflow() throws {
        let root = node(rect(0, 0, 40, 60), .white)
        let image = ImageNode(frame: rect(0, 20, 40, 20))
        image.image = .png(try Self.halves())
        image.contentMode = .scaleAspectFill
        root.addSubview(image)
        // Filled 40×40 pt, centred on the 40×20 node: it spills 10 pt above and below.
        expectPixel(try renderer.render(root), 5, 12, red, tolerance: 2)
        image.clipsToBounds = true
        expectPixel(try renderer.render(root), 5, 12, white, tolerance: 0)
    }

    @Test("@2x files are drawn at half their pixel size in points")
    func scaledFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("icon@2x.png")
        try Self.halves().write(to: url)
        let root = node(rect(0, 0, 30, 30), .white)
        let image = ImageNode(frame: rect(0, 0, 30, 30))
        image.image = .file(url)
        image.contentMode = .topLeft
        root.addSubview(image)
        let bitmap = try renderer.render(root, scale: 2)
        expectPixel(bitmap, 5, 5, red, tolerance: 0)
        expectPixel(bitmap, 15, 5, blue, tolerance: 0)
        expectPixel(bitmap, 25, 5, white, tolerance: 0)
    }
}
