import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// Comparing bitmaps at the edges of the size limits never traps.
@Suite("Comparing extreme sizes")
struct ComparisonSizeTests {
    @Test("compareImages on a bitmap 2^33 pixels wide and 0 high does not trap")
    func zeroHeightGiant() {
        // Given a size no bitmap may have (the initialiser reports it and gives 0×0)
        let giant = Bitmap(width: 1 << 33, height: 0)

        // When it is compared with itself and with the widest allowed empty bitmap
        let same = compareImages(giant, giant)
        let wide = Bitmap(width: Bitmap.maximumSide, height: 0)
        let mismatch = compareImages(wide, Bitmap(width: 1, height: 1))

        // Then the comparisons finish with plain answers
        #expect(same.isMatch && same.differingPixelCount == 0)
        #expect(!mismatch.isMatch)
        #expect(mismatch.expectedSize.width == CGFloat(Bitmap.maximumSide))
    }
}
