import CanopyCairo
import CanopySnapshotTesting
import Foundation
import SnapshotTesting

extension Diffing where Value == Bitmap {
    /// Stores bitmaps as Canopy's PNG and compares decoded pixels with Canopy's comparison.
    ///
    /// The PNG is the one Canopy's own `assertSnapshot` records: 8-bit RGBA with a pixel
    /// digest chunk and `metadata` as text chunks, so a golden recorded by either decodes to
    /// the same pixels. A mismatch fails with the sizes, the differing pixel count and its
    /// bounds, and writes reference, actual and diff PNGs (each atomically) at `artifacts`,
    /// naming their paths in the message: on Linux the snapshot library drops its attachments.
    /// A golden that does not decode compares as an empty image and fails saying so.
    ///
    /// - Parameters:
    ///   - tolerance: how different the pixels may be and still match.
    ///   - metadata: PNG text chunks written into recorded goldens (ignored when comparing).
    ///   - artifacts: where failure images go (the strategies pass `.canopy-failures/<TestFile>/`
    ///     beside the test's `Package.swift`, or the same under `$CANOPY_ARTIFACTS`); `nil` puts
    ///     them under the working directory's `.canopy-failures/snapshot-testing/` (or
    ///     `$CANOPY_ARTIFACTS`) with names made from their pixel digests.
    public static func image(
        tolerance: SnapshotTolerance = .exact, metadata: [String: String] = [:], artifacts: SnapshotLocation? = nil
    ) -> Diffing {
        Diffing.diff(
            toData: { bitmap in (try? bitmap.pngData(metadata: metadata)) ?? Data() },
            fromData: { data in (try? Bitmap(pngData: data)) ?? Bitmap(width: 0, height: 0) },
            diffV2: { reference, actual in
                BitmapDifference(reference: reference, actual: actual, tolerance: tolerance).failure(writingTo: artifacts)
                    .map { ($0, []) }
            }
        )
    }
}
