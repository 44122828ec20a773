import Foundation

/// Attributed text flattened for layout: its UTF-16 units, the runs of one resolved style
/// covering them in order, and its paragraphs with the style each one uses.
struct StyledText {
    /// One stretch of units sharing a style.
    struct Run {
        var range: Range<Int>
        var style: RunStyle
    }

    /// One paragraph: its units (the newline left out) and its layout settings.
    struct Paragraph {
        var range: Range<Int>
        var settings: ParagraphStyle.Settings
    }

    var units: [UInt16]
    var runs: [Run]
    var paragraphs: [Paragraph]

    /// Flattens `string`, filling what its runs lack from `defaults`; a paragraph without a
    /// paragraph style takes the label's alignment and line-break mode.
    init(_ string: NSAttributedString, defaults: RunStyle.Defaults) {
        units = Array(string.string.utf16)
        var runs: [Run] = []
        var paragraphStyles: [(range: Range<Int>, style: ParagraphStyle)] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let units = range.location..<(range.location + range.length)
            let style = RunStyle(attributes, defaults: defaults)
            if let last = runs.last, last.style == style, last.range.upperBound == units.lowerBound {
                runs[runs.count - 1].range = last.range.lowerBound..<units.upperBound
            } else {
                runs.append(Run(range: units, style: style))
            }
            if let paragraph = attributes[.paragraphStyle] as? ParagraphStyle { paragraphStyles.append((units, paragraph)) }
        }
        if runs.isEmpty { runs = [Run(range: 0..<0, style: RunStyle([:], defaults: defaults))] }
        self.runs = runs
        let plain = ParagraphStyle.Settings(alignment: defaults.alignment, lineBreakMode: defaults.lineBreakMode)
        // Both lists ascend, so one cursor walks the styles once.
        var cursor = 0
        paragraphs = Self.paragraphRanges(units).map { range in
            let first = range.lowerBound
            while cursor < paragraphStyles.count, paragraphStyles[cursor].range.upperBound <= first { cursor += 1 }
            let style = cursor < paragraphStyles.count && paragraphStyles[cursor].range.contains(first) ? paragraphStyles[cursor].style : nil
            var settings = style?.settings ?? plain
            if settings.alignment == .natural { settings.alignment = defaults.naturalAlignment }
            return Paragraph(range: range, settings: settings)
        }
    }

    /// Paragraph ranges: the text split at every Unicode newline, as plain text splits.
    static func paragraphRanges(_ units: [UInt16]) -> [Range<Int>] { LineBreaker.paragraphRanges(units) }

    /// Index of the run holding unit `offset` (the last run for the end of the text).
    func runIndex(at offset: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if runs[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The style at unit `offset`.
    func style(at offset: Int) -> RunStyle { runs[runIndex(at: offset)].style }

    /// The pieces of `range` that lie in one run each, in order, with their text.
    func segments(of range: Range<Int>) -> [(range: Range<Int>, text: String, style: RunStyle)] {
        guard !range.isEmpty else { return [] }
        var result: [(Range<Int>, String, RunStyle)] = []
        var index = runIndex(at: range.lowerBound)
        var start = range.lowerBound
        while start < range.upperBound, index < runs.count {
            let end = min(range.upperBound, runs[index].range.upperBound)
            if end > start { result.append((start..<end, String(decoding: units[start..<end], as: UTF16.self), runs[index].style)) }
            start = max(start, end)
            index += 1
        }
        return result
    }
}
