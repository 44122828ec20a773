import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Resized bitmaps")
struct BitmapResizedTests {
    @Test("A picture shrinks to the asked size and keeps a flat colour exactly")
    func shrinksFlatColour() throws {
        // Given a 40×80 opaque blue picture
        let picture = Bitmap(width: 40, height: 80, fill: .blue)
        // When it is resized to 10×20
        let thumbnail = try picture.resized(width: 10, height: 20)
        // Then every pixel is still blue
        #expect(thumbnail.width == 10 && thumbnail.height == 20)
        #expect(thumbnail == Bitmap(width: 10, height: 20, fill: .blue))
    }

    @Test("Halves of a picture stay on their side when it shrinks")
    func keepsPlacement() throws {
        // Given a picture red on the left half and green on the right
        var picture = Bitmap(width: 40, height: 40, fill: .red)
        for y in 0..<40 { for x in 20..<40 { picture[x: x, y: y] = .green } }
        // When
        let thumbnail = try picture.resized(width: 8, height: 8)
        // Then the outer columns keep their colours
        #expect(thumbnail[x: 0, y: 4] == .red)
        #expect(thumbnail[x: 7, y: 4] == .green)
    }

    @Test("An empty source or target gives a transparent bitmap of the target size; a negative side throws")
    func degenerateSizes() throws {
        #expect(try Bitmap(width: 0, height: 0).resized(width: 3, height: 2) == Bitmap(width: 3, height: 2))
        #expect(try Bitmap(width: 4, height: 4, fill: .red).resized(width: 0, height: 5).width == 0)
        #expect(throws: RenderError.self) { try Bitmap(width: 4, height: 4).resized(width: -1, height: 4) }
        #expect(throws: RenderError.self) { try Bitmap(width: 4, height: 4).resized(width: 40_000, height: 1) }
    }
}
