import CanopyCairo
import Foundation

/// How different an image may be from its golden and still match.
///
/// `.exact` (the default) requires identical pixels. `.perceptual` allows colour changes up
/// to a perceptual distance, optionally ignores anti-aliased edge pixels, and may allow a
/// fraction of pixels beyond that. Name any tolerance you use and write down why.
///
/// A perceptual tolerance counts exactly the pixels pixelmatch 7 counts with the same
/// threshold (anti-aliasing detection on, its checkerboard background); pass
/// `background: .white` for the counts of pixelmatch 6 and earlier.
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
    /// Largest normalised YIQ distance (0...1) still equal; nil means exact.
    public let colorThreshold: Double?
    /// Whether anti-aliased edge pixels are ignored (perceptual only).
    public let antiAliasing: Bool
    /// Fraction of pixels (0...1) allowed beyond the threshold.
    public let maxDifferingFraction: Double
    /// What semi-transparent pixels are blended over before their colours are measured.
    public let background: PerceptualBackground

    /// Identical pixels required.
    public static let exact = SnapshotTolerance(colorThreshold: nil, antiAliasing: false, maxDifferingFraction: 0, background: .checkerboard)

    /// A perceptual tolerance.
    ///
    /// - Parameters:
    ///   - colorThreshold: the YIQ colour difference (as pixelmatch measures it) normalised by
    ///     its maximum, 0...1; pixelmatch's customary default is 0.1, which already passes
    ///     real colour changes (`#34C759` against `#30B350` is 0.058, a CIEDE2000 difference
    ///     of 5.4). Values outside are clamped.
    ///   - antiAliasing: ignore pixels that look like anti-aliased edges in either image.
    ///   - maxDifferingFraction: fraction of all pixels allowed beyond the threshold, 0...1.
    ///   - background: what semi-transparent pixels are blended over: pixelmatch 7's
    ///     checkerboard (the default) or white, as pixelmatch 6 and earlier blend.
    public static func perceptual(
        colorThreshold: Double, antiAliasing: Bool = true, maxDifferingFraction: Double = 0,
        background: PerceptualBackground = .checkerboard
    ) -> SnapshotTolerance {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        return SnapshotTolerance(
            colorThreshold: clamp(colorThreshold), antiAliasing: antiAliasing, maxDifferingFraction: clamp(maxDifferingFraction),
            background: background)
    }

    /// Swift source for the tolerance, e.g. `.perceptual(colorThreshold: 0.1)`.
    public var description: String {
        guard let colorThreshold else { return ".exact" }
        var text = ".perceptual(colorThreshold: \(SnapshotTolerance.format(colorThreshold))"
        if !antiAliasing { text += ", antiAliasing: false" }
        if maxDifferingFraction > 0 { text += ", maxDifferingFraction: \(SnapshotTolerance.format(maxDifferingFraction))" }
        if background != .checkerboard { text += ", background: \(background)" }
        return text + ")"
    }

    static func format(_ v: Double) -> String {
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
