import Foundation

/// Breaks text into lines and truncates the last one, as UIKit's labels do.
///
/// Line breaking follows the Unicode Line Breaking Algorithm (UAX #14, through ICU): each
/// line takes the most text up to a break opportunity that fits the width, trailing spaces
/// hanging past the edge. A word wider than the line breaks between grapheme clusters only
/// when nothing else fits on the line. Newlines (any of Unicode's) end paragraphs. Widths come
/// from the caller's `measure`, so the breaker serves any metrics.
public enum LineBreaker {
    /// The ellipsis truncation inserts.
    public static let ellipsis = "…"

    /// The lines of `text` at `width` (nil, infinite or not positive: no wrapping) and
    /// whether text was left out because of `maximumLines` (0: no limit).
    ///
    /// With a truncating mode, the last line allowed holds the rest of its paragraph, for
    /// `truncate` to shorten; with the other modes it is the line as wrapped.
    public static func lines(
        _ text: String, width: Double?, maximumLines: Int, mode: LineBreakMode, measure: (String) -> Double
    ) -> (lines: [String], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        let wrapWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        // Scanned as UTF-16 units: a megabyte of text is split in one pass, without walking
        // its grapheme clusters.
        let units = Array(text.utf16)
        let paragraphs = paragraphRanges(units)
        if wrapWidth == nil, paragraphs.count == 1 { return ([text], false) }
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let limit = maximumLines > 0 ? maximumLines - lines.count : Int.max
            let wrapped = wrapParagraph(Array(units[paragraph]), width: wrapWidth, limit: limit, mode: mode, measure: measure)
            lines += wrapped.lines
            if wrapped.truncated || (maximumLines > 0 && lines.count >= maximumLines && index < paragraphs.count - 1) {
                return (lines, true)
            }
        }
        return (lines, false)
    }

    /// The paragraphs of UTF-16 `units` as ranges, newlines left out: split at every Unicode
    /// newline (LF, VT, FF, CR, NEL, LS, PS; CR LF is one), an empty paragraph after a final
    /// newline kept.
    public static func paragraphRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if (0x0A...0x0D).contains(unit) || unit == 0x85 || unit == 0x2028 || unit == 0x2029 {
                ranges.append(start..<index)
                if unit == 0x0D, index + 1 < units.count, units[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        ranges.append(start..<units.count)
        return ranges
    }

    /// One paragraph's lines, at most `limit`.
    private static func wrapParagraph(_ units: [UInt16], width: Double?, limit: Int, mode: LineBreakMode, measure: (String) -> Double)
        -> (lines: [String], truncated: Bool)
    {
        guard let width, !units.isEmpty else { return ([String(decoding: units, as: UTF16.self)], false) }
        let wrapped = lineRanges(in: units, limit: limit, mode: mode, width: { _ in width }) {
            measure(String(decoding: units[$0..<$1], as: UTF16.self))
        }
        return (wrapped.ranges.map { String(decoding: units[$0], as: UTF16.self) }, wrapped.truncated)
    }

    /// The lines of one paragraph (UTF-16 `units` holding no newline) as ranges of `units`,
    /// trailing spaces left out, at most `limit`, and whether text was left out.
    ///
    /// `width(i)` is the room for line `i` in points; `measure(start, end)` the width of
    /// `units[start..<end]` on one line. Measuring by offsets lets a caller with runs of
    /// several fonts (attributed text) wrap with the same rules as plain text. With a
    /// truncating mode, the last line allowed holds the rest of the paragraph.
    public static func lineRanges(
        in units: [UInt16], limit: Int, mode: LineBreakMode, width: (Int) -> Double, measure: (Int, Int) -> Double
    ) -> (ranges: [Range<Int>], truncated: Bool) {
        guard !units.isEmpty else { return ([0..<0], false) }
        let graphemes = TextBoundaries.graphemeBoundaries(in: units)
        let breaks = mode == .byCharWrapping ? Array(graphemes.dropFirst()) : TextBoundaries.lineBreaks(in: units)
        func trimmedEnd(_ start: Int, _ end: Int) -> Int {
            var end = end
            while end > start, isSpace(units[end - 1]) { end -= 1 }
            return end
        }
        var lines: [Range<Int>] = []
        func fits(_ start: Int, _ end: Int) -> Bool { measure(start, trimmedEnd(start, end)) <= width(lines.count) }
        var start = 0
        var breakIndex = 0
        // How many UTF-16 units past a line's start are measured as a probe before a long
        // candidate: a candidate whose probe already overflows is not measured whole, so a
        // megabyte word costs a short measurement per line, not a megabyte one.
        var probe = 256
        while start < units.count {
            if lines.count == limit - 1 && mode.isTruncating {
                // A long rest whose probe already overflows does not fit: no need to measure
                // a megabyte to learn that.
                let rest: Bool
                if units.count - start > probe, let cut = graphemes.last(where: { $0 <= start + probe }), cut > start, !fits(start, cut) {
                    rest = false
                } else {
                    rest = fits(start, units.count)
                }
                lines.append(start..<units.count)
                return (lines, !rest)
            }
            if lines.count >= limit { return (lines, true) }
            while breakIndex < breaks.count, breaks[breakIndex] <= start { breakIndex += 1 }
            var end: Int?
            var candidate = breakIndex
            while candidate < breaks.count {
                let next = breaks[candidate]
                if next - start > probe, let cut = graphemes.last(where: { $0 <= start + probe }), cut > start, !fits(start, cut) { break }
                guard fits(start, next) else { break }
                end = next
                probe = max(probe, 2 * (next - start))
                candidate += 1
            }
            var lineEnd: Int
            if let end {
                lineEnd = end
            } else {
                // Nothing up to a break opportunity fits: break between grapheme clusters,
                // keeping at least one so every line makes progress.
                let limitEnd = breakIndex < breaks.count ? breaks[breakIndex] : units.count
                lineEnd = longestFittingGraphemePrefix(from: start, to: limitEnd, graphemes: graphemes, fits: fits)
            }
            // Spaces after a break hang past the edge of the line they follow, never starting the next.
            while lineEnd < units.count, isSpace(units[lineEnd]) { lineEnd += 1 }
            lines.append(start..<trimmedEnd(start, lineEnd))
            start = lineEnd
        }
        return (lines, false)
    }

    /// Whether `line` is wider than `width`, measuring a long line's first 256 characters
    /// first: when they already overflow, the whole line is not measured.
    public static func overflows(_ line: String, width: Double, measure: (String) -> Double) -> Bool {
        if line.utf16.count > 512, measure(String(line.prefix(256))) > width { return true }
        return measure(line) > width
    }

    /// Spaces that hang at a line's end: space, tab, ideographic space.
    private static func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 || unit == 0x3000 }

    /// The end of the longest run of whole grapheme clusters from `start` (at least one, at
    /// most up to `end`) that fits: doubling then halving, so a 48,000-character word costs
    /// O(n log n) measurements rather than O(n²).
    private static func longestFittingGraphemePrefix(from start: Int, to end: Int, graphemes: [Int], fits: (Int, Int) -> Bool) -> Int {
        guard var first = graphemes.firstIndex(where: { $0 > start }) else { return end }
        let last = graphemes.lastIndex(where: { $0 <= end }) ?? first
        guard last > first else { return graphemes[first] }
        var good = first, bad = first + 1
        while bad <= last, fits(start, graphemes[bad]) {
            good = bad
            bad = first + 2 * (bad - first)
        }
        bad = min(bad, last + 1)
        while bad - good > 1 {
            let mid = good + (bad - good) / 2
            if fits(start, graphemes[mid]) { good = mid } else { bad = mid }
        }
        first = good
        return graphemes[first]
    }

    /// `line` shortened to fit `width` with an ellipsis where `mode` puts it; a line that fits
    /// (and `force` unset) is returned as is, as is any line in a mode that does not truncate.
    public static func truncate(_ line: String, width: Double, mode: LineBreakMode, force: Bool = false, measure: (String) -> Double) -> String {
        guard mode.isTruncating else { return line }
        if !force, !overflows(line, width: width, measure: measure) { return line }
        let units = Array(line.utf16)
        func text(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
        let cut = truncation(of: units, width: width, mode: mode) { measure(text($0) + ellipsis + text($1)) }
        return text(cut.head) + ellipsis + text(cut.tail)
    }

    /// Which text a truncated line keeps around the ellipsis: a head and a tail range of
    /// `units` (either may be empty), as many grapheme clusters as fit `width` where `mode`
    /// puts the ellipsis, spaces beside the ellipsis left out.
    ///
    /// `measure(head, tail)` is the width of head + "…" + tail. Doubling, then binary search,
    /// over how many grapheme clusters are kept: about 2 log₂(k) candidates are measured for
    /// k kept clusters, however long the line.
    public static func truncation(
        of units: [UInt16], width: Double, mode: LineBreakMode, measure: (Range<Int>, Range<Int>) -> Double
    ) -> (head: Range<Int>, tail: Range<Int>) {
        let graphemes = TextBoundaries.graphemeBoundaries(in: units)
        let count = max(0, graphemes.count - 1)
        func isWhitespace(_ unit: UInt16) -> Bool { Unicode.Scalar(unit)?.properties.isWhitespace ?? false }
        func candidate(_ kept: Int) -> (Range<Int>, Range<Int>) {
            let headCount: Int, tailCount: Int
            switch mode {
            case .byTruncatingHead: (headCount, tailCount) = (0, kept)
            case .byTruncatingMiddle: (headCount, tailCount) = ((kept + 1) / 2, kept / 2)
            default: (headCount, tailCount) = (kept, 0)
            }
            var headEnd = graphemes.isEmpty ? 0 : graphemes[headCount]
            var tailStart = graphemes.isEmpty ? units.count : graphemes[count - tailCount]
            // Spaces beside the ellipsis would only push text out.
            while headEnd > 0, isWhitespace(units[headEnd - 1]) { headEnd -= 1 }
            while tailStart < units.count, isWhitespace(units[tailStart]) { tailStart += 1 }
            return (0..<headEnd, tailStart..<units.count)
        }
        // Keeping more is never narrower: double the kept count until a candidate overflows,
        // then search between the last two counts, so the work follows what fits, not the
        // line's length.
        func fits(_ kept: Int) -> Bool {
            let (head, tail) = candidate(kept)
            return measure(head, tail) <= width
        }
        var low = 0, high = 1
        while high < count, fits(high) {
            low = high
            high *= 2
        }
        high = min(high, count)
        while low < high {
            let mid = low + (high - low + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        let kept = candidate(low)
        return (head: kept.0, tail: kept.1)
    }
}
