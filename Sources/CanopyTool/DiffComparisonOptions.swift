import ArgumentParser
import CanopyCairo
import CanopySnapshotTesting
import Foundation

/// `canopy diff`'s choice of tolerance and output format.
struct DiffComparisonOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: """
            Compare perceptually: the largest normalised YIQ distance (0...1) still equal, as pixelmatch's threshold; the \
            count is pixelmatch's. 0.1 hides real colour changes (#34C759 vs #30B350, ΔE00 5.4 at YIQ distance 0.058, is the same at 0.1): \
            a match that hides one says so. Omit for exact comparison.
            """)
    var threshold: Double?

    @Flag(
        inversion: .prefixedNo,
        help: "With --threshold, ignore pixels on anti-aliased edges (pixelmatch's default).")
    var antiAliasing = true

    @Option(help: "With --threshold, what semi-transparent pixels are blended over: checkerboard (pixelmatch 7) or white (pixelmatch 6).")
    var background: BackgroundName = .checkerboard

    @Flag(help: "Print the result as one line of JSON (counts and sizes) instead of text.")
    var json = false

    /// The background names the option accepts.
    enum BackgroundName: String, ExpressibleByArgument, CaseIterable {
        case checkerboard, white

        var value: PerceptualBackground { self == .white ? .white : .checkerboard }
    }

    /// The tolerance the options describe; refuses a threshold outside 0...1.
    func tolerance() throws -> SnapshotTolerance {
        guard let threshold else { return .exact }
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw CLIError("--threshold \(threshold) is out of range 0...1")
        }
        return .perceptual(colorThreshold: threshold, antiAliasing: antiAliasing, background: background.value)
    }

    /// A line saying what a perceptual match let through when some changed pixel is neither
    /// anti-aliasing nor below a just-noticeable difference (CIEDE2000); nil otherwise. The
    /// count and exit status stay pixelmatch's.
    func hiddenChangeNote(_ expected: Bitmap, _ actual: Bitmap, tolerance: SnapshotTolerance) -> String? {
        guard let threshold = tolerance.colorThreshold, expected != actual,
            let change = expected.colorChange(to: actual, background: tolerance.background), !change.isBelowNotice
        else { return nil }
        let pixels = change.visiblePixelCount == 1 ? "1 pixel" : "\(change.visiblePixelCount) pixels"
        return
            "note: --threshold \(String(format: "%g", threshold)) lets through a colour change: \(pixels), ΔE up to \(String(format: "%.2f", change.maxDeltaE)) (CIEDE2000; 1 is just noticeable)"
    }

    /// One line of JSON describing `result`, keys in a fixed order.
    func jsonLine(_ result: ImageComparison, tolerance: SnapshotTolerance) -> String {
        func size(_ s: CGSize) -> String { "[\(Int(s.width)),\(Int(s.height))]" }
        let bounds = result.differenceBounds.map { "[\(Int($0.minX)),\(Int($0.minY)),\(Int($0.width)),\(Int($0.height))]" } ?? "null"
        let threshold = tolerance.colorThreshold.map { "\($0)" } ?? "null"
        return """
            {"match":\(result.isMatch),"expectedSize":\(size(result.expectedSize)),"actualSize":\(size(result.actualSize)),\
            "threshold":\(threshold),"antiAliasing":\(tolerance.colorThreshold != nil && tolerance.antiAliasing),\
            "background":"\(background.rawValue)","differingPixels":\(result.differingPixelCount),\
            "ignoredAntialiasedPixels":\(result.ignoredAntialiasedPixelCount),"maxChannelDifference":\(result.maxChannelDifference),\
            "bounds":\(bounds)}
            """
    }
}
