import Foundation

/// Line breaking and truncation shared by label measurement and drawing.
public enum TextLayout {
    /// Breaks `text` into lines: `"\n"` forces a break; with a finite `width`, greedy word
    /// wrap at spaces, and a word wider than the width breaks between characters.
    ///
    /// `maxLines` 0 means no limit. Returns the lines and whether text was dropped.
    public static func wrap(
        _ text: String, font: Font, width: CGFloat?, maxLines: Int,
        metrics: any TextMetrics
    ) -> (lines: [String], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        // One paragraph and no width to wrap to, as most labels draw: the text is the line,
        // without splitting it into grapheme clusters.
        if !text.utf8.contains(UInt8(ascii: "\n")), !(width.map { $0.isFinite && $0 > 0 } ?? false) {
            return ([text], false)
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let p = String(paragraph)
            guard let w = width, w.isFinite, w > 0 else { lines.append(p); continue }
            lines.append(contentsOf: wrapParagraph(p, font: font, width: w, metrics: metrics))
        }
        if maxLines > 0 && lines.count > maxLines {
            return (Array(lines.prefix(maxLines)), true)
        }
        return (lines, false)
    }

    private static func wrapParagraph(_ p: String, font: Font, width: CGFloat, metrics: any TextMetrics) -> [String] {
        guard !p.isEmpty else { return [""] }
        var lines: [String] = []
        var current = ""
        for word in p.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if metrics.width(of: candidate, font: font) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current); current = "" }
            if metrics.width(of: word, font: font) <= width {
                current = word
            } else {
                // Break a long word between characters: each line takes the longest prefix
                // that fits (at least one character), found by doubling then halving, so a
                // 48,000-character word costs O(n log n) measurements rather than O(n²).
                let characters = Array(word)
                var start = 0
                while start < characters.count {
                    let remaining = characters.count - start
                    func fits(_ length: Int) -> Bool {
                        metrics.width(of: String(characters[start..<(start + length)]), font: font) <= width
                    }
                    var good = 1, bad = 2
                    while bad <= remaining && fits(bad) {
                        good = bad
                        bad *= 2
                    }
                    bad = Swift.min(bad, remaining + 1)
                    while bad - good > 1 {
                        let mid = good + (bad - good) / 2
                        if fits(mid) { good = mid } else { bad = mid }
                    }
                    let piece = String(characters[start..<(start + good)])
                    start += good
                    if start < characters.count { lines.append(piece) } else { current = piece }
                }
            }
        }
        lines.append(current)
        return lines
    }

    /// The longest prefix of `line` (trailing spaces removed) that fits `width` with "…"
    /// appended, plus the "…".
    ///
    /// Binary search over the prefix length: a longer prefix is never narrower, so about
    /// log₂(n) prefixes are measured and a 48,000-character line costs O(n log n), not O(n²).
    public static func truncate(_ line: String, font: Font, width: CGFloat, metrics: any TextMetrics) -> String {
        let ellipsis = "…"
        let budget = width - metrics.width(of: ellipsis, font: font)
        // ends[k] is where the first k characters end, so a prefix is a slice, not a rebuild.
        var ends = [line.startIndex]
        var end = line.startIndex
        while end < line.endIndex {
            end = line.index(after: end)
            ends.append(end)
        }
        func trimmedPrefix(_ length: Int) -> String {
            var prefix = line[..<ends[length]]
            while prefix.last == " " { prefix.removeLast() }
            return String(prefix)
        }
        // The longest fitting length lies in lo...hi; lo = 0 stands for "none fits".
        var lo = 0, hi = ends.count - 1
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if metrics.width(of: trimmedPrefix(mid), font: font) <= budget { lo = mid } else { hi = mid - 1 }
        }
        return lo > 0 ? trimmedPrefix(lo) + ellipsis : ellipsis
    }

    /// The lines a label of `bounds` size draws: wrapped to its width, limited by
    /// `numberOfLines` and the height, the last one truncated when needed.
    public static func drawnLines(
        _ text: String, font: Font, size: CGSize, numberOfLines: Int,
        metrics: any TextMetrics
    ) -> [String] {
        let lineHeight = metrics.lineHeight(for: font)
        let wrapWidth: CGFloat? = numberOfLines == 1 ? nil : size.width
        var (lines, truncated) = wrap(text, font: font, width: wrapWidth, maxLines: numberOfLines, metrics: metrics)
        let ratio = lineHeight > 0 ? (size.height / lineHeight).rounded(.down) : 1
        let fitting = Swift.max(1, ratio.isFinite ? Int(Swift.min(ratio, 1_000_000)) : 1)
        if lines.count > fitting {
            lines = Array(lines.prefix(fitting))
            truncated = true
        }
        if let last = lines.last, truncated || metrics.width(of: last, font: font) > size.width {
            lines[lines.count - 1] = truncate(last, font: font, width: size.width, metrics: metrics)
        }
        return lines
    }
}
