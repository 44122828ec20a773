import Canopy
import CanopyCairo
import Foundation
import Testing

/// Sizes whose byte counts overflow, or are past any sensible allocation: refused with an
/// error (or a diagnostic, where the call cannot throw) naming the size, never a trap.
@Suite("Size arithmetic")
struct SizeArithmeticTests {
    @Test("A summary of a Data slice that does not start at zero reads the same file")
    func summaryOfASlice() throws {
        // Given PNG bytes inside a larger buffer
        let png = try Bitmap(width: 3, height: 2, fill: .red).pngData(metadata: ["Key": "value"])
        let slice = (Data([1, 2, 3, 4, 5]) + png).dropFirst(5)
        #expect(slice.startIndex == 5)

        // When the slice is summarised and decoded
        let summary = try PNGSummary(pngData: slice)

        // Then it reads as the file itself
        #expect(summary == (try PNGSummary(pngData: png)))
        #expect(summary.text["Key"] == "value")
        #expect(try Bitmap(pngData: slice) == Bitmap(width: 3, height: 2, fill: .red))
    }

    @Test("A filled bitmap of Int.max × 2 is an empty bitmap with a diagnostic naming the size")
    func overflowingFill() {
        var bitmap: Bitmap?
        let diagnostics = Diagnostics.capture { bitmap = Bitmap(width: .max, height: 2) }
        #expect(bitmap?.width == 0 && bitmap?.height == 0 && bitmap?.pixels.isEmpty == true)
        #expect(diagnostics.map(\.code) == ["bitmap.tooLarge"])
        #expect(diagnostics.first?.message.contains("9223372036854775807×2") == true)
    }

    @Test("A fill past the pixel limit is refused the same way, before allocating")
    func hugeFill() {
        var bitmap: Bitmap?
        let diagnostics = Diagnostics.capture { bitmap = Bitmap(width: 1 << 20, height: 1 << 20, fill: .red) }
        #expect(bitmap?.width == 0)
        #expect(diagnostics.first?.message.contains("1048576×1048576 is more than the 268435456-pixel limit") == true)
    }

    @Test("Bitmaps up to the limit keep their size")
    func withinLimits() {
        #expect(Bitmap(width: 4096, height: 0).width == 4096)
        #expect(Bitmap(width: -3, height: 5).width == 0)
        #expect(Bitmap(width: 3, height: 2, fill: .blue).pixels.count == 24)
    }

    @Test("Creating a bitmap from bytes with an overflowing size throws naming the size")
    func overflowingPixelsInitialiser() {
        let error = #expect(throws: RenderError.self) { _ = try Bitmap(width: .max, height: 2, pixels: []) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("9223372036854775807×2"))
        #expect(throws: RenderError.self) { _ = try Bitmap(width: -1, height: -4, pixels: [0, 0, 0, 0]) }
        #expect(throws: RenderError.self) { _ = try Bitmap(width: 1 << 33, height: 0, pixels: []) }
    }

    @Test("Comparing bitmaps 2^33 pixels wide and 0 high does not trap")
    func compareZeroHeightGiant() {
        let giant = Bitmap(width: 1 << 33, height: 0)
        let difference = giant.difference(from: giant)
        #expect(difference?.differingPixelCount == 0)
        let wide = Bitmap(width: Bitmap.maximumSide, height: 0)
        #expect(wide.difference(from: wide)?.differingPixelCount == 0)
    }

    @Test("Drawing into a canvas 1e300 points wide, or whose size × scale overflows, throws naming the size")
    func hugeCanvas() {
        for (width, height, scale) in [(1e300, 10.0, 1.0), (1e200, 10.0, 1e200), (10, 1e308, 10), (40_000, 1, 1)] as [(CGFloat, CGFloat, CGFloat)] {
            let error = #expect(throws: RenderError.self) {
                _ = try CairoCanvas.makeBitmap(width: width, height: height, scale: scale) { _ in }
            }
            #expect("\(error.map { "\($0)" } ?? "")".contains("px exceeds"), "\(width)×\(height) at \(scale)")
        }
    }

    @Test("A canvas within the side limit but past the pixel limit is refused before cairo allocates")
    func canvasPastPixelLimit() {
        let error = #expect(throws: RenderError.self) {
            _ = try CairoCanvas.makeBitmap(width: 30_000, height: 30_000) { _ in }
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("30000×30000 px exceeds the 268435456-pixel limit"))
    }
}
