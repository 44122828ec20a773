import CanopyCairo
import Foundation

/// The one failure message a mismatching snapshot produces.
struct SnapshotFailureReport {
    let location: SnapshotLocation
    let expected: Bitmap
    let actual: Bitmap
    let comparison: ImageComparison
    let tolerance: SnapshotTolerance
    let environment: [String]
    /// What the tree beside the golden says changed; its lines lead the statistics.
    var structure = TreeGoldenFile.Structure()

    /// A short description of the difference.
    var headline: String {
        let c = comparison
        if c.expectedSize != c.actualSize {
            return "size \(Self.size(c.expectedSize)) → \(Self.size(c.actualSize))"
        }
        return "\(c.differingPixelCount) of \(expected.width * expected.height) px (\(Self.percent(c.differingFraction)))"
    }

    func message(artifacts: SnapshotArtifacts.Written) -> String {
        let c = comparison
        var lines = ["Snapshot does not match golden \(location.golden.path) (tolerance \(tolerance))."]
        lines += structure.messageLines
        if c.expectedSize != c.actualSize {
            lines.append("  size: expected \(Self.size(c.expectedSize)), actual \(Self.size(c.actualSize))")
        } else {
            lines.append("  size: \(Self.size(c.actualSize))")
            var differing =
                "  differing: \(c.differingPixelCount) px (\(Self.percent(c.differingFraction))), max channel delta \(c.maxChannelDifference), max perceptual distance \(SnapshotTolerance.format(Self.round(c.maxPerceptualDistance, 4)))"
            if c.ignoredAntialiasedPixelCount > 0 { differing += ", \(c.ignoredAntialiasedPixelCount) anti-aliased px ignored" }
            lines.append(differing)
            if let b = c.differenceBounds {
                lines.append("  bounds: x \(Int(b.minX))..<\(Int(b.maxX)), y \(Int(b.minY))..<\(Int(b.maxY)) (\(Int(b.width))×\(Int(b.height)) px)")
            }
            if !c.largestRegions.isEmpty {
                let regions = c.largestRegions.prefix(3).map { r in
                    "(\(Int(r.bounds.minX)), \(Int(r.bounds.minY)), \(Int(r.bounds.width))×\(Int(r.bounds.height))): \(r.pixelCount) px"
                }
                lines.append("  largest regions: " + regions.joined(separator: "; "))
            }
            if let line = toleranceLine() { lines.append(line) }
        }
        if environment.isEmpty {
            lines.append("  environment: same as the golden's")
        } else {
            lines.append("  environment differs from the golden's: " + environment.joined(separator: "; "))
        }
        lines.append("  reference: \(artifacts.reference)")
        lines.append("  actual:    \(artifacts.actual)")
        lines.append("  diff:      \(artifacts.diff)")
        lines.append("  (accept the new image with CANOPY_RECORD=failed)")
        return lines.joined(separator: "\n")
    }

    /// Whether a tolerance fits this change, in one line: a suggestion only when every
    /// changed pixel is anti-aliasing or below the just-noticeable difference; otherwise how
    /// big the colour change is, and no suggestion, since any tolerance wide enough to pass
    /// would also pass a real regression of the same size.
    func toleranceLine() -> String? {
        guard let change = expected.colorChange(to: actual, background: tolerance.background) else { return nil }
        let noticeable = SnapshotTolerance.format(ColorChange.justNoticeableDifference)
        guard change.isBelowNotice else {
            return
                "  a colour change: \(change.visiblePixelCount) pixel\(change.visiblePixelCount == 1 ? "" : "s"), ΔE up to \(String(format: "%.2f", change.maxDeltaE)) (CIEDE2000; \(noticeable) is just noticeable), so no tolerance is suggested: fix the change or record the new image"
        }
        guard let passing = passingTolerance(change) else { return nil }
        return "  would pass with: \(passing) (every changed pixel is anti-aliasing or below ΔE \(noticeable))"
    }

    /// The narrowest perceptual tolerance letting every subtle pixel through, ignoring
    /// anti-aliasing only when some pixel needs it; nil if it would still not match.
    func passingTolerance(_ change: ColorChange) -> SnapshotTolerance? {
        // Rounded up so the strict "distance > threshold" test lets every subtle pixel through.
        let candidate = SnapshotTolerance.perceptual(
            colorThreshold: Self.roundUp(change.maxSubtleDistance, 3), antiAliasing: change.antialiasedPixelCount > 0,
            background: tolerance.background)
        return compareImages(expected, actual, tolerance: candidate, makingDiffImage: false).isMatch ? candidate : nil
    }

    static func size(_ s: CGSize) -> String { "\(Int(s.width))×\(Int(s.height)) px" }
    static func percent(_ f: Double) -> String { String(format: "%.4f%%", f * 100) }
    static func round(_ v: Double, _ digits: Int) -> Double { (v * pow(10, Double(digits))).rounded() / pow(10, Double(digits)) }
    static func roundUp(_ v: Double, _ digits: Int) -> Double { min(1, (v * pow(10, Double(digits))).rounded(.up) / pow(10, Double(digits))) }
}
