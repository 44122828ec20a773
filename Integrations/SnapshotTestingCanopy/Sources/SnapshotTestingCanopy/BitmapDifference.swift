import CanopyCairo
import CanopySnapshotTesting
import Foundation

/// The comparison of a golden bitmap with a rendered one, and the failure it makes.
struct BitmapDifference {
    let reference: Bitmap
    let actual: Bitmap
    let tolerance: SnapshotTolerance

    /// The failure message, after writing the artifacts it names; nil when the bitmaps match.
    func failure(writingTo location: SnapshotLocation?) -> String? {
        guard reference.width > 0, reference.height > 0 else {
            return "The reference PNG could not be decoded into an image; delete it or record it again (SNAPSHOT_TESTING_RECORD=failed)."
        }
        let comparison = compareImages(reference, actual, tolerance: tolerance)
        if comparison.isMatch { return nil }
        let written = FailureImages.write(
            reference: reference, actual: actual, diff: comparison.diffImage ?? sizeMismatchDiffImage(reference, actual),
            at: location ?? FailureImages.defaultLocation(reference: reference, actual: actual))
        return (summary(comparison) + written.lines).joined(separator: "\n")
    }

    /// What differs, in Canopy's words: sizes, counts, the channel delta and the bounds.
    func summary(_ c: ImageComparison) -> [String] {
        var lines = ["Canopy image comparison failed (tolerance \(tolerance))."]
        if c.expectedSize != c.actualSize {
            lines.append("  size: expected \(Self.size(c.expectedSize)), actual \(Self.size(c.actualSize))")
            return lines
        }
        let percent = String(format: "%.4f%%", c.differingFraction * 100)
        lines.append("  size: \(Self.size(c.actualSize))")
        lines.append("  differing: \(c.differingPixelCount) px (\(percent)), max channel delta \(c.maxChannelDifference)")
        if let b = c.differenceBounds {
            lines.append("  bounds: x \(Int(b.minX))..<\(Int(b.maxX)), y \(Int(b.minY))..<\(Int(b.maxY))")
        }
        return lines
    }

    static func size(_ s: CGSize) -> String { "\(Int(s.width))×\(Int(s.height)) px" }
}
