import Canopy
import Foundation
import Testing

@Suite("Resizable image layout")
struct ResizableImageLayoutTests {
    @Test("Stretching keeps the caps and scales the middle slice into the rest")
    func stretchColumns() {
        let pieces = ResizableImageLayout.pieces(
            imageSize: CGSize(width: 10, height: 10), capInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3), mode: .stretch,
            in: CGRect(x: 0, y: 0, width: 30, height: 10))
        // Left cap 0…3 at scale 1; middle 3…27 from a 4-point slice (scale 6, so the image
        // starts at 3 − 3 × 6); right cap 27…30 with the image ending at 30.
        #expect(pieces.map(\.clip.minX) == [0, 3, 27])
        #expect(pieces.map(\.imageRect.minX) == [0, -15, 20])
        #expect(pieces.map(\.imageRect.width) == [10, 60, 10])
    }

    @Test("Tiling repeats the middle at its natural size, clipping the last tile")
    func tileColumns() {
        let pieces = ResizableImageLayout.pieces(
            imageSize: CGSize(width: 10, height: 10), capInsets: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3), mode: .tile,
            in: CGRect(x: 0, y: 0, width: 30, height: 10))
        // 24 points of middle from a 4-point slice: six tiles.
        #expect(pieces.count == 8)
        #expect(pieces[1].clip == CGRect(x: 3, y: 0, width: 4, height: 10))
        #expect(pieces[1].imageRect.minX == 0)
    }

    @Test("A destination thousands of tiles wide stretches instead of allocating a piece per tile")
    func tileLimit() {
        let pieces = ResizableImageLayout.pieces(
            imageSize: CGSize(width: 10, height: 10), capInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4), mode: .tile,
            in: CGRect(x: 0, y: 0, width: 1_000_000, height: 10))
        #expect(pieces.count == 3)
    }

    @Test("Caps larger than the image are refused and the image comes back unchanged")
    func capsTooLarge() throws {
        let image = Image(symbol: .plus)
        let d = Diagnostics.capture {
            let same = image.resizableImage(withCapInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            #expect(same === image)
        }
        #expect(d.map(\.code) == ["image.capInsets"])
    }
}
