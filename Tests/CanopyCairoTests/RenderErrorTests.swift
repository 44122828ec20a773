import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Render errors")
struct RenderErrorTests {
    let renderer = CairoRenderer()

    func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("A zero-sized view renders to an empty bitmap")
    func zeroSize() throws {
        let bitmap = try renderer.render(node(rect(0, 0, 0, 10)))
        #expect(bitmap.width == 0 && bitmap.height == 10 && bitmap.pixels.isEmpty)
    }

    @Test("A surface over 32767 pixels is refused, naming the node and the size")
    func gigantic() {
        let v = node(rect(0, 0, 20000, 10))
        v.accessibilityIdentifier = "huge"
        let text = message { _ = try renderer.render(v, scale: 2) }
        #expect(text?.contains("huge") == true)
        #expect(text?.contains("40000") == true)
    }

    @Test("A scale that is not finite and positive is refused", arguments: [0, -1, CGFloat.nan, CGFloat.infinity])
    func badScale(scale: CGFloat) {
        #expect(throws: RenderError.self) { try renderer.render(node(rect(0, 0, 10, 10)), scale: scale) }
    }

    @Test("Non-finite geometry drawn by a node fails the render and names the node")
    func nonFiniteDrawing() {
        final class Broken: ViewNode {
            override func draw(in canvas: Canvas) {
                canvas.fill(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), color: .red)
            }
        }
        let root = node(rect(0, 0, 10, 10), .white)
        let broken = Broken(frame: rect(0, 0, 5, 5))
        broken.accessibilityIdentifier = "broken"
        root.addSubview(broken)
        let text = message { _ = try renderer.render(root) }
        #expect(text?.contains("broken") == true)
        #expect(text?.contains("nan") == true)
    }

    @Test("An image that cannot be decoded fails the render, naming the file")
    func badImage() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("garbage.png")
        try Data("definitely not a png, but long enough to have a header".utf8).write(to: url)
        let image = ImageNode(frame: rect(0, 0, 10, 10))
        image.image = .file(url)
        let text = message { _ = try renderer.render(image) }
        #expect(text?.contains("garbage.png") == true)
        image.image = .file(folder.url.appendingPathComponent("missing.png"))
        #expect(message { _ = try renderer.render(image) }?.contains("missing.png") == true)
    }

    @Test("Every error reads as one line naming its subject")
    func descriptions() {
        let errors: [RenderError] = [
            .invalidPNG(file: "/a/b.png", reason: "bad"), .unreadableFile(path: "/x", reason: "no"),
            .unwritableFile(path: "/y", reason: "ro"), .surfaceTooLarge(node: "ViewNode 'v'", width: 40000, height: 1),
            .nonFiniteGeometry(node: "ViewNode 'v'", property: "bounds", value: "nan"), .invalidScale(0),
            .imageLoadFailed(node: "ImageNode", source: "'x.png'", reason: "bad"), .invalidBitmap(reason: "count"),
            .cairo("no memory"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(!error.description.isEmpty)
        }
        #expect(RenderError.invalidPNG(file: "/a/b.png", reason: "bad").description == "Invalid PNG '/a/b.png': bad")
    }
}

@Suite("Extreme but finite geometry")
struct ExtremeGeometryTests {
    let renderer = CairoRenderer()

    @Test("Huge subviews, radii, borders and shadows render without crashing", arguments: [1e6, 1e15, 1e300])
    func hugeValues(magnitude: CGFloat) throws {
        let root = node(rect(0, 0, 20, 20), .white)
        let huge = node(rect(-magnitude, -magnitude, 2 * magnitude, 2 * magnitude), .red, in: root)
        huge.cornerRadius = magnitude
        huge.borderWidth = magnitude / 4
        huge.shadowOpacity = 1
        huge.shadowRadius = min(magnitude, 1e4)
        let far = node(rect(magnitude, magnitude, 10, 10), .blue, in: root)
        far.transform = AffineTransform(scale: 1e-6)
        let bitmap = try renderer.render(root)
        #expect(bitmap.width == 20 && bitmap.height == 20)
    }

    @Test("A scale that makes the surface too large is refused, not attempted")
    func hugeScale() {
        #expect(throws: RenderError.self) { try renderer.render(node(rect(0, 0, 10, 10)), scale: 1e6) }
    }
}
