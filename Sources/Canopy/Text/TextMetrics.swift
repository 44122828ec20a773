import Foundation

/// Measures text for layout; the renderer draws with the same object, so what layout
/// measures is what is drawn.
public protocol TextMetrics: Sendable {
    /// Width of `text` on one line, in points.
    func width(of text: String, font: Font) -> CGFloat
    /// Distance between consecutive baselines, in points.
    func lineHeight(for font: Font) -> CGFloat
    /// Distance from a line's top to its baseline, in points.
    func ascent(for font: Font) -> CGFloat
}

/// Deterministic stand-in metrics: each character advances `0.5 × size`, lines are
/// `1.2 × size` tall, ascent `0.9 × size`.
///
/// Used until a renderer installs real metrics, and by tests that want exact numbers.
public struct FixedTextMetrics: TextMetrics {
    /// Creates the fixed metrics.
    public init() {}
    /// `0.5 × size` per grapheme cluster.
    public func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * font.size * 0.5 }
    /// `1.2 × size`.
    public func lineHeight(for font: Font) -> CGFloat { font.size * 1.2 }
    /// `0.9 × size`.
    public func ascent(for font: Font) -> CGFloat { font.size * 0.9 }
}

/// The process-wide default text metrics used by labels that have none of their own.
///
/// Starts as `FixedTextMetrics`; `CanopyCairo` installs its font engine so layout and
/// rendering agree. Thread-safe.
public enum TextMetricsRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: any TextMetrics = FixedTextMetrics()

    /// The metrics labels measure with when `LabelNode.textMetrics` is nil.
    public static var current: any TextMetrics {
        lock.lock()
        defer { lock.unlock() }
        return installed
    }

    /// Replaces the process-wide default.
    public static func install(_ metrics: any TextMetrics) {
        lock.lock()
        installed = metrics
        lock.unlock()
    }
}
