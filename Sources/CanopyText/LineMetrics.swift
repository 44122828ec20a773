import Foundation

/// A font's vertical metrics at one size, in points.
public struct LineMetrics: Sendable, Hashable {
    /// Distance from the baseline up to the top of a line.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of a line (positive).
    public var descent: Double
    /// Recommended distance between consecutive baselines.
    public var lineHeight: Double

    /// Creates line metrics.
    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}
