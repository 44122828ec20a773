import Foundation

/// Line breaking and truncation shared by label measurement and drawing: `LineBreaker`'s
/// Unicode line breaking with widths from a label's `TextMetrics`.
public enum TextLayout {
    /// Breaks `text` into lines: newlines force a break; with a finite `width`, lines break at
    /// Unicode line-break opportunities (between grapheme clusters for `.byCharWrapping`, or
    /// when a word alone is wider than the line).
    ///
    /// `maxLines` 0 means no limit. Returns the lines and whether text was dropped; with a
    /// truncating `mode` the last line allowed holds the rest of its paragraph.
    public static func wrap(
        _ text: String, font: Font, width: CGFloat?, maxLines: Int, lineBreakMode: LineBreakMode = .byWordWrapping,
        metrics: any TextMetrics
    ) -> (lines: [String], truncated: Bool) {
        LineBreaker.lines(text, width: width.map(Double.init), maximumLines: maxLines, mode: lineBreakMode) {
            Double(metrics.width(of: $0, font: font))
        }
    }

    /// `line` shortened to fit `width` with "…" where `lineBreakMode` puts it (default at
    /// the end), trailing spaces before the ellipsis removed.
    public static func truncate(
        _ line: String, font: Font, width: CGFloat, lineBreakMode: LineBreakMode = .byTruncatingTail, metrics: any TextMetrics
    ) -> String {
        LineBreaker.truncate(line, width: Double(width), mode: lineBreakMode, force: true) { Double(metrics.width(of: $0, font: font)) }
    }

    /// The lines a label of `bounds` size draws: wrapped to its width, limited by
    /// `numberOfLines` and the height, the last one truncated per `lineBreakMode` when text
    /// was left out or it is wider than the label.
    public static func drawnLines(
        _ text: String, font: Font, size: CGSize, numberOfLines: Int, lineBreakMode: LineBreakMode = .byTruncatingTail,
        metrics: any TextMetrics
    ) -> [String] {
        let lineHeight = metrics.lineHeight(for: font)
        let ratio = lineHeight > 0 ? (size.height / lineHeight).rounded(.down) : 1
        let fitting = Swift.max(1, ratio.isFinite ? Int(Swift.min(ratio, 1_000_000)) : 1)
        let limit = numberOfLines > 0 ? Swift.min(numberOfLines, fitting) : fitting
        // A single-line label in a truncating or clipping mode never wraps: its one line is
        // the text, shortened or clipped; the wrapping modes keep what fits of the first line.
        let wraps = limit != 1 || lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        let width = Double(size.width)
        let measure = { (line: String) in Double(metrics.width(of: line, font: font)) }
        var (lines, truncated) = LineBreaker.lines(
            text, width: wraps ? width : nil, maximumLines: limit, mode: lineBreakMode, measure: measure)
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            truncated = true
        }
        if let last = lines.last, truncated || LineBreaker.overflows(last, width: width, measure: measure) {
            lines[lines.count - 1] = LineBreaker.truncate(last, width: width, mode: lineBreakMode, force: truncated, measure: measure)
        }
        return lines
    }
}
