import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Bitmap storage, pixels and files")
struct BitmapTests {
    @Test("A filled bitmap has the colour in every pixel, rounded to bytes")
    func fill() {
        let bitmap = Bitmap(width: 3, height: 2, fill: Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(bitmap.pixels.count == 24)
        #expect(rgba(bitmap, 2, 1) == [255, 128, 0, 64])
        #expect(Bitmap(width: -4, height: 2).width == 0)
    }

    @Test("The subscript reads and writes unpremultiplied colours and ignores outside pixels")
    func subscriptAccess() {
        var bitmap = Bitmap(width: 2, height: 2)
        bitmap[x: 1, y: 0] = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        #expect(rgba(bitmap, 1, 0) == [51, 102, 153, 128])
        #expect(abs(bitmap[x: 1, y: 0].alpha - 128.0 / 255.0) < 1e-12)
        #expect(bitmap[x: 5, y: 5] == .clear)
        bitmap[x: -1, y: 0] = .red
        #expect(bitmap == Bitmap(width: 2, height: 2).with(x: 1, y: 0, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)))
    }

    @Test("Pixels must match the stated size")
    func checkedInit() {
        #expect(throws: RenderError.self) { try Bitmap(width: 2, height: 2, pixels: [0, 0, 0]) }
    }

    @Test("Writing is atomic: the file is complete and no temporary file is left")
    func atomicWrite() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("nested/out.png")
        let bitmap = Bitmap(width: 4, height: 4, fill: .green)
        try bitmap.write(to: url)
        try Bitmap(width: 4, height: 4, fill: .blue).write(to: url)
        #expect(try Bitmap(contentsOf: url) == Bitmap(width: 4, height: 4, fill: .blue))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["out.png"])
    }

    @Test("A failed write names the path and leaves the old file intact")
    func failedWrite() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("keep.png")
        try Bitmap(width: 1, height: 1, fill: .red).write(to: url)
        let before = try Data(contentsOf: url)
        // Writing an empty bitmap fails while encoding, before touching the file.
        #expect(throws: RenderError.self) { try Bitmap(width: 0, height: 0).write(to: url) }
        // A directory in the way of the target makes the rename fail.
        let blocked = folder.url.appendingPathComponent("dir.png")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("child"), withIntermediateDirectories: true)
        do {
            try Bitmap(width: 1, height: 1).write(to: blocked)
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)".contains("dir.png"))
        }
        #expect(try Data(contentsOf: url) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["dir.png", "keep.png"])
    }

    @Test("The digest changes with any pixel and with the size")
    func digest() {
        let a = Bitmap(width: 4, height: 4, fill: .red)
        var b = a
        b[x: 3, y: 3] = Color(red: 1, green: 0, blue: 0, alpha: 254.0 / 255.0)
        #expect(a.pixelDigest == Bitmap(width: 4, height: 4, fill: .red).pixelDigest)
        #expect(a.pixelDigest != b.pixelDigest)
        #expect(a.pixelDigest != Bitmap(width: 2, height: 8, fill: .red).pixelDigest)
        #expect(a.pixelDigest.hasPrefix("rgba8:4x4:"))
    }
}

extension Bitmap {
    func with(x: Int, y: Int, _ color: Color) -> Bitmap {
        var copy = self
        copy[x: x, y: y] = color
        return copy
    }
}
