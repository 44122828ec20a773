import Foundation

/// Attributed text flattened for layout: its UTF-16 units, the runs of one resolved style
/// covering them in order, and its paragraphs with the style each one uses.
struct StyledText {
    /// One stretch of units sharing a style.
    struct Run {
        var range: Range<Int>
        var style: RunStyle
    }

    /// One paragraph: its units (the newline left out), its layout settings (natural
    /// alignment resolved) and its base direction with each unit's bidirectional level.
    struct Paragraph {
        var range: Range<Int>
        var settings: ParagraphStyle.Settings
        var bidi: BidiParagraph
    }

    var units: [UInt16]
    var runs: [Run]
    var paragraphs: [Paragraph]

    /// Flattens `string`, filling what its runs lack from `defaults`; a paragraph without a
    /// paragraph style takes the label's alignment and line-break mode.
    ///
    /// Each paragraph's base direction is its style's writing direction; natural (and no
    /// style) takes the direction of its first strong character, else the label's layout
    /// direction. A paragraph style's natural alignment starts lines at the edge that
    /// direction reads from.
    init(_ string: NSAttributedString, defaults: RunStyle.Defaults) {
        let units = Array(string.string.utf16)
        self.units = units
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
            let bidi = BidiParagraph(units: Array(units[range]), direction: settings.baseWritingDirection, fallback: defaults.layoutDirection)
            if settings.alignment == .natural { settings.alignment = bidi.isRightToLeft ? .right : .left }
            return Paragraph(range: range, settings: settings, bidi: bidi)
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

    /// The pieces of `range` (inside `paragraph`) that lie in one run and one bidirectional
    /// level each, in text order, with their text and level.
    func segments(of range: Range<Int>, in paragraph: Paragraph) -> [(range: Range<Int>, text: String, style: RunStyle, level: UInt8)] {
        let base = paragraph.range.lowerBound
        let bidi = paragraph.bidi
        var result: [(range: Range<Int>, text: String, style: RunStyle, level: UInt8)] = []
        for piece in segments(of: range) {
            var start = piece.range.lowerBound
            let local = (start - base)..<(piece.range.upperBound - base)
            for boundary in bidi.levelBoundaries(in: local) + [local.upperBound] {
                let end = base + boundary
                let text =
                    start == piece.range.lowerBound && end == piece.range.upperBound
                    ? piece.text : String(decoding: units[start..<end], as: UTF16.self)
                result.append((start..<end, text, piece.style, bidi.level(at: start - base)))
                start = end
            }
        }
        return result
    }

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
