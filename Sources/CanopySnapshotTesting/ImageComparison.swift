import CanopyCairo
import Foundation

/// The result of comparing an image with its expected version.
public struct ImageComparison: Sendable, Equatable {
    /// Whether the images match under the tolerance (never when sizes differ).
    public let isMatch: Bool
    /// Pixels beyond the tolerance's threshold; ignored anti-aliased pixels are excluded.
    /// For a size mismatch, every pixel of the larger image.
    public let differingPixelCount: Int
    /// `differingPixelCount` over the pixel count (of the larger image for a size mismatch).
    public let differingFraction: Double
    /// Largest difference of any channel of any pixel, 0...255.
    public let maxChannelDifference: Int
    /// Bounding box of the differing pixels in pixels; nil when none differ.
    public let differenceBounds: CGRect?
    /// The expected image's size in pixels.
    public let expectedSize: CGSize
    /// The actual image's size in pixels.
    public let actualSize: CGSize
    /// Changed pixels highlighted over a faded reference; only for a same-size mismatch (nil
    /// whenever the images match, also when some pixels changed within the tolerance).
    public let diffImage: Bitmap?
    /// Largest perceptual distance of any changed pixel, 0...1 (0 for a size mismatch).
    public let maxPerceptualDistance: Double
    /// Pixels beyond the threshold ignored as anti-aliasing.
    public let ignoredAntialiasedPixelCount: Int
    /// The biggest connected areas of differing pixels, largest first.
    public let largestRegions: [PixelDifference.Region]
}

/// Compares two bitmaps under a tolerance (exact by default).
///
/// Sizes must match; then each pixel is compared per `tolerance`, and the images match when
/// the fraction of differing pixels is at most `tolerance.maxDifferingFraction` (zero
/// differing pixels for `.exact`). The heavy lifting runs in C, so this is fast in debug builds.
public func compareImages(_ expected: Bitmap, _ actual: Bitmap, tolerance: SnapshotTolerance = .exact) -> ImageComparison {
    compareImages(expected, actual, tolerance: tolerance, makingDiffImage: true)
}

/// `compareImages(_:_:tolerance:)`, drawing the diff image only when `makingDiffImage`: a
/// caller that needs the counts alone skips a pass over every pixel.
func compareImages(_ expected: Bitmap, _ actual: Bitmap, tolerance: SnapshotTolerance, makingDiffImage: Bool) -> ImageComparison {
    let expectedSize = CGSize(width: expected.width, height: expected.height)
    let actualSize = CGSize(width: actual.width, height: actual.height)
    guard
        let difference = expected.difference(
            from: actual, colorThreshold: tolerance.colorThreshold,
            detectAntialiasing: tolerance.colorThreshold != nil && tolerance.antiAliasing, background: tolerance.background,
            makeDiffImage: makingDiffImage && expected != actual)
    else {
        let larger = max(expected.width * expected.height, actual.width * actual.height)
        return ImageComparison(
            isMatch: false, differingPixelCount: larger, differingFraction: larger > 0 ? 1 : 0,
            maxChannelDifference: 255,
            differenceBounds: CGRect(x: 0, y: 0, width: max(expected.width, actual.width), height: max(expected.height, actual.height)),
            expectedSize: expectedSize, actualSize: actualSize, diffImage: nil, maxPerceptualDistance: 0,
            ignoredAntialiasedPixelCount: 0, largestRegions: [])
    }
    let total = expected.width * expected.height
    let fraction = total > 0 ? Double(difference.differingPixelCount) / Double(total) : 0
    let isMatch = difference.differingPixelCount == 0 || (tolerance.colorThreshold != nil && fraction <= tolerance.maxDifferingFraction)
    return ImageComparison(
        isMatch: isMatch, differingPixelCount: difference.differingPixelCount, differingFraction: fraction,
        maxChannelDifference: difference.maxChannelDifference, differenceBounds: difference.bounds,
        expectedSize: expectedSize, actualSize: actualSize, diffImage: isMatch ? nil : difference.diffImage,
        maxPerceptualDistance: difference.maxDistance, ignoredAntialiasedPixelCount: difference.antialiasedPixelCount,
        largestRegions: difference.regions)
}
