import Canopy
import CanopyCairo
import Foundation
import Testing

/// Rendering modes, tint, symbols, cap insets and JPEG decoding, checked in pixels.
@Suite("Image rendering modes, symbols, cap insets and JPEG")
struct ImageRenderingModeTests {
    let renderer = CairoRenderer()

    /// A 20 × 20 image: the left half opaque red, the right half transparent.
    static func halfRed() throws -> Data {
        var b = Bitmap(width: 20, height: 20, fill: .clear)
        for y in 0..<20 { for x in 0..<10 { b[x: x, y: y] = .red } }
        return try b.pngData()
    }

    func render(_ image: Image, tint: Color = .green, size: CGSize = CGSize(width: 20, height: 20)) throws -> Bitmap {
        let root = ViewNode(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let view = ImageNode(frame: root.bounds)
        view.image = image
        view.tintColor = tint
        root.addSubview(view)
        return try renderer.render(root)
    }

    @Test("A template image draws its opaque pixels in the tint colour and leaves the rest clear")
    func templateUsesTint() throws {
        let image = Image(source: .png(try Self.halfRed())).withRenderingMode(.alwaysTemplate)
        let b = try render(image)
        expectPixel(b, 5, 10, [0, 255, 0, 255])
        expectPixel(b, 15, 10, white)
    }

    @Test("An original-mode image keeps its colours whatever the tint")
    func originalIgnoresTint() throws {
        let b = try render(Image(source: .png(try Self.halfRed())).withRenderingMode(.alwaysOriginal))
        expectPixel(b, 5, 10, [255, 0, 0, 255])
    }

    @Test("Automatic mode draws bitmaps in their colours and symbols as templates")
    func automaticMode() throws {
        #expect(!Image(source: .png(try Self.halfRed())).isTemplate)
        #expect(try #require(Image(systemName: "plus")).isTemplate)
        #expect(!(try #require(Image(systemName: "plus")).withRenderingMode(.alwaysOriginal).isTemplate))
        #expect(Image(systemName: "no.such.symbol") == nil)
    }

    @Test("A symbol draws in its view's tint colour: the plus's centre is tinted, its corner is not")
    func symbolTinted() throws {
        let b = try render(try #require(Image(systemName: "plus")), tint: .red, size: CGSize(width: 24, height: 24))
        expectPixel(b, 12, 12, [255, 0, 0, 255], tolerance: 2)
        expectPixel(b, 2, 2, white)
    }

    @Test("Every symbol draws some ink inside its box and none outside")
    func everySymbolDraws() throws {
        for symbol in Symbol.allCases {
            let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
            root.backgroundColor = .white
            let view = ImageNode(frame: CGRect(x: 5, y: 5, width: 22, height: 22))
            view.image = Image(symbol: symbol)
            view.tintColor = .black
            root.addSubview(view)
            let b = try renderer.render(root)
            var inside = 0, outside = 0
            for y in 0..<32 {
                for x in 0..<32 where rgba(b, x, y)[0] < 128 {
                    if (5..<27).contains(x) && (5..<27).contains(y) { inside += 1 } else { outside += 1 }
                }
            }
            #expect(inside > 10, "\(symbol.rawValue) drew \(inside) pixels")
            #expect(outside == 0, "\(symbol.rawValue) drew outside its box")
        }
    }

    @Test("A resizable image keeps its corners and stretches its middle")
    func capInsetsStretch() throws {
        // 10 × 10: a 3-point red frame around a blue middle, drawn 40 × 20.
        var b = Bitmap(width: 10, height: 10, fill: .red)
        for y in 3..<7 { for x in 3..<7 { b[x: x, y: y] = .blue } }
        let image = Image(source: .png(try b.pngData())).resizableImage(
            withCapInsets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        let out = try render(image, size: CGSize(width: 40, height: 20))
        expectPixel(out, 1, 1, [255, 0, 0, 255])
        expectPixel(out, 38, 18, [255, 0, 0, 255])
        // The 4-pixel middle spans x 3…37 (scale 8.5). The renderer's bilinear filter blends
        // across each slice edge over half a source pixel (4.25 points here), so the middle
        // is pure blue from x 8 to x 32.
        expectPixel(out, 8, 10, [0, 0, 255, 255], tolerance: 2)
        expectPixel(out, 20, 10, [0, 0, 255, 255])
        expectPixel(out, 31, 10, [0, 0, 255, 255], tolerance: 2)
        expectPixel(out, 1, 10, [255, 0, 0, 255])
    }

    @Test("JPEG bytes decode through libjpeg-turbo, and files are recognised by their signature")
    func jpegDecoding() throws {
        // 16 × 16: red on top, blue below (ImageMagick, quality 95).
        let base64 =
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAQABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFwEBAQEBAAAAAAAAAAAAAAAAAAoICf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIvZTd/AEhqqE14D/9k="
        let data = try #require(Data(base64Encoded: base64))
        let bitmap = try Bitmap(jpegData: data)
        #expect(bitmap.width == 16 && bitmap.height == 16)
        // JPEG is lossy: within 8 levels of the source colours.
        expectPixel(bitmap, 8, 2, [255, 0, 0, 255], tolerance: 8)
        expectPixel(bitmap, 8, 13, [0, 0, 255, 255], tolerance: 8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-jpeg-\(UUID().uuidString).jpg")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Bitmap(contentsOf: url) == bitmap)
    }

    @Test("Truncated or corrupt JPEG bytes throw instead of crashing")
    func jpegCorrupt() {
        #expect(throws: RenderError.self) { try Bitmap(jpegData: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])) }
        #expect(throws: RenderError.self) { try Bitmap(jpegData: Data()) }
    }
}
