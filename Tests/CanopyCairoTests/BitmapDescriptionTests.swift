import CanopyCairo
import Foundation
import Testing

@Suite("Bitmap descriptions")
struct BitmapDescriptionTests {
    @Test("A phone-sized bitmap describes itself in one short line naming its size and digest")
    func shortDescription() {
        let bitmap = Bitmap(width: 1179, height: 2556, fill: .white)
        for text in [String(describing: bitmap), String(reflecting: bitmap)] {
            #expect(text.count < 120, "\(text.prefix(200))")
            #expect(text.contains("1179×2556"))
            #expect(text.contains(bitmap.pixelDigest))
        }
    }

    @Test("Bitmaps that differ in one pixel describe themselves differently")
    func differentPixelsDifferentDescriptions() throws {
        let a = Bitmap(width: 2, height: 2)
        var pixels = a.pixels
        pixels[5] = 1
        let b = try Bitmap(width: 2, height: 2, pixels: pixels)
        #expect(String(describing: a) != String(describing: b))
    }
}
