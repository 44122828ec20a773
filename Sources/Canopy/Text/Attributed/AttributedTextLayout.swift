import Foundation

/// Lines of attributed text placed in a label: the one layout both `sizeThatFits` and
/// `draw(in:)` of an attributed label read, so what is measured is what is drawn.
///
/// Lines break with `LineBreaker`'s Unicode rules, measuring each stretch of one style and one
/// bidirectional level with the label's `TextMetrics` (kern included), shaped in that level's
/// direction; shaping crosses neither. Each line's stretches are then placed in the
/// Bidirectional Algorithm's visual order, from the paragraph's base direction.
/// Each line is as tall as its tallest run (raised or lowered by its baseline offset), then
/// scaled by the paragraph's line height multiple and clamped to its minimum and maximum line
/// height, the extra room above the text; line spacing separates lines, paragraph spacing
/// paragraphs.
struct AttributedTextLayout {
    /// A piece of a line in one style and one direction, placed.
    struct Fragment {
        var text: String
        var style: RunStyle
        /// Whether the piece reads right to left (an odd bidirectional level): it is shaped
        /// and drawn in that direction.
        var isRightToLeft = false
        /// Left edge from the layout's left edge, in points.
        var x: CGFloat
        var width: CGFloat
    }

    /// A piece of a line before placing: one style, one bidirectional level.
    typealias Piece = (range: Range<Int>, text: String, style: RunStyle, level: UInt8)

    /// One laid-out line.
    struct Line {
        /// The line's pieces left to right, in visual order.
        var fragments: [Fragment]
        /// Top of the line box from the layout's top, in points.
        var top: CGFloat
        /// The baseline, from the layout's top.
        var baseline: CGFloat
        /// Bottom of the line box (line spacing excluded).
        var bottom: CGFloat
        /// The right edge of the line's text from the layout's left edge.
        var right: CGFloat
        /// The line's units in the text, in text order (trailing spaces left out).
        var range: Range<Int> = 0..<0
    }

    var lines: [Line] = []
    /// Whether text was left out (by the line limit).
    var isTruncated = false

    /// The widest line's right edge and the last line's bottom, in points.
    var size: CGSize {
        CGSize(width: lines.map(\.right).max() ?? 0, height: lines.last?.bottom ?? 0)
    }

    /// Lays `text` out.
    ///
    /// - Parameters:
    ///   - wrapWidth: the width lines wrap at; nil breaks only at newlines.
    ///   - fitWidth: the width a truncating paragraph's lines are cut to with an ellipsis;
    ///     nil cuts nothing (measuring). Also the width alignment places lines in.
    ///   - maximumLines: the most lines kept, 0 for no limit; text past them is left out and
    ///     the last line truncated per its paragraph's mode.
    init(_ text: StyledText, wrapWidth: CGFloat?, fitWidth: CGFloat?, maximumLines: Int, metrics: any TextMetrics) {
        let wrap = wrapWidth.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
        let fit = fitWidth.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil }
        // Room owed before the next line: the line spacing after a line, plus the paragraph
        // spacing after a paragraph; nothing before the first line.
        var gap: CGFloat = 0
        for (index, paragraph) in text.paragraphs.enumerated() {
            let limit = maximumLines > 0 ? maximumLines - lines.count : Int.max
            if limit <= 0 {
                isTruncated = true
                break
            }
            let settings = paragraph.settings
            let base = paragraph.range.lowerBound
            func measure(_ range: Range<Int>) -> Double {
                text.segments(of: range, in: paragraph).reduce(0) { $0 + Self.width(of: $1, metrics: metrics) }
            }
            let units = Array(text.units[paragraph.range])
            func room(_ line: Int, _ width: Double) -> Double {
                let head = Double(line == 0 ? settings.firstLineHeadIndent : settings.headIndent)
                let tail = Double(settings.tailIndent)
                return max(0, (tail > 0 ? tail : width + tail) - head)
            }
            var ranges: [Range<Int>]
            var truncated = false
            if let wrap, !units.isEmpty {
                (ranges, truncated) = LineBreaker.lineRanges(in: units, limit: limit, mode: settings.lineBreakMode, width: { room($0, wrap) }) {
                    measure((base + $0)..<(base + $1))
                }
            } else {
                ranges = [0..<units.count]
            }
            if ranges.count > limit {
                ranges = Array(ranges.prefix(limit))
                truncated = true
            }
            if maximumLines > 0, lines.count + ranges.count >= maximumLines, index < text.paragraphs.count - 1 { truncated = true }
            if index > 0 { gap += settings.paragraphSpacingBefore }
            for (number, range) in ranges.enumerated() {
                let y = (lines.last?.bottom ?? 0) + (lines.isEmpty ? 0 : gap)
                let isLast = number == ranges.count - 1
                var pieces: [Piece]
                let absolute = (base + range.lowerBound)..<(base + range.upperBound)
                if let fit, settings.lineBreakMode.isTruncating, isLast, truncated || measure(absolute) > room(number, fit) {
                    pieces = Self.truncated(
                        absolute, in: text, paragraph: paragraph, width: room(number, fit), mode: settings.lineBreakMode, metrics: metrics,
                        measure: measure)
                } else {
                    pieces = text.segments(of: absolute, in: paragraph)
                }
                let styleForEmpty = text.style(at: min(absolute.lowerBound, max(0, text.units.count - 1)))
                let indent = number == 0 ? settings.firstLineHeadIndent : settings.headIndent
                let justifies = settings.alignment == .justified && !isLast && fit != nil
                var line = Self.line(pieces, metrics: metrics, emptyStyle: styleForEmpty, settings: settings, top: y)
                let width = line.right
                let available = fit.map { CGFloat(room(number, $0)) } ?? width
                var x = indent
                switch settings.alignment {
                case .left, .natural, .justified: break
                case .center: x += (available - width) / 2
                case .right: x += available - width
                }
                if justifies, width < available {
                    line = Self.line(
                        Self.splitAtSpaces(pieces), metrics: metrics, emptyStyle: styleForEmpty, settings: settings, top: y,
                        spread: available - width)
                }
                line.range = absolute
                for i in line.fragments.indices { line.fragments[i].x += x }
                line.right += x
                lines.append(line)
                gap = settings.lineSpacing
            }
            if truncated {
                isTruncated = true
                break
            }
            gap += settings.paragraphSpacing
        }
    }

    /// Width of one piece: its text shaped in its level's direction, kern included.
    private static func width(of piece: Piece, metrics: any TextMetrics) -> Double {
        guard !piece.text.isEmpty else { return 0 }
        let direction: WritingDirection = piece.level & 1 == 1 ? .rightToLeft : .leftToRight
        return Double(metrics.width(of: piece.text, font: piece.style.font, kern: piece.style.kern, direction: direction))
    }

    /// A line of `pieces` (text order) at `top`: fragments placed from x = 0 in visual order,
    /// the box as tall as the tallest run and adjusted by the paragraph's line height
    /// settings. `spread` points are shared between the spaces that end pieces
    /// (justification).
    private static func line(
        _ pieces: [Piece], metrics: any TextMetrics, emptyStyle: RunStyle, settings: ParagraphStyle.Settings, top: CGFloat,
        spread: CGFloat = 0
    ) -> Line {
        var fragments: [Fragment] = []
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let gaps = pieces.dropLast().filter { $0.text.utf16.last == 0x20 }.count
        var x: CGFloat = 0
        let placed: [Piece] = pieces.isEmpty ? [(0..<0, "", emptyStyle, 0)] : pieces
        for index in BidiParagraph.visualOrder(of: placed.map(\.level)) {
            let piece = placed[index]
            let font = piece.style.font
            let width = CGFloat(Self.width(of: piece, metrics: metrics))
            let fontAscent = metrics.ascent(for: font)
            ascent = max(ascent, fontAscent + max(0, piece.style.baselineOffset))
            descent = max(descent, metrics.lineHeight(for: font) - fontAscent - min(0, piece.style.baselineOffset))
            if !piece.text.isEmpty {
                fragments.append(Fragment(text: piece.text, style: piece.style, isRightToLeft: piece.level & 1 == 1, x: x, width: width))
            }
            x += width
            if gaps > 0, piece.text.utf16.last == 0x20, index < placed.count - 1 { x += spread / CGFloat(gaps) }
        }
        var height = ascent + descent
        if settings.lineHeightMultiple > 0 { height *= settings.lineHeightMultiple }
        if settings.minimumLineHeight > 0 { height = max(height, settings.minimumLineHeight) }
        if settings.maximumLineHeight > 0 { height = min(height, settings.maximumLineHeight) }
        return Line(fragments: fragments, top: top, baseline: top + height - descent, bottom: top + height, right: x)
    }

    /// `pieces` split after every space, so justification can widen each gap.
    private static func splitAtSpaces(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces {
            let units = Array(piece.text.utf16)
            var start = 0
            for (offset, unit) in units.enumerated() where unit == 0x20 && offset + 1 < units.count {
                let sub = (piece.range.lowerBound + start)..<(piece.range.lowerBound + offset + 1)
                result.append((sub, String(decoding: units[start...offset], as: UTF16.self), piece.style, piece.level))
                start = offset + 1
            }
            let rest = (piece.range.lowerBound + start)..<piece.range.upperBound
            result.append((rest, String(decoding: units[start...], as: UTF16.self), piece.style, piece.level))
        }
        return result
    }

    /// The pieces of a line cut to `width` with an ellipsis where `mode` puts it, the
    /// ellipsis in the style of the text it replaces and at the paragraph's base level.
    private static func truncated(
        _ range: Range<Int>, in text: StyledText, paragraph: StyledText.Paragraph, width: Double, mode: LineBreakMode,
        metrics: any TextMetrics, measure: (Range<Int>) -> Double
    ) -> [Piece] {
        let units = Array(text.units[range])
        let base = range.lowerBound
        let baseLevel: UInt8 = paragraph.bidi.isRightToLeft ? 1 : 0
        func shifted(_ local: Range<Int>) -> Range<Int> { (base + local.lowerBound)..<(base + local.upperBound) }
        func ellipsisStyle(_ head: Range<Int>, _ tail: Range<Int>) -> RunStyle {
            let at = !head.isEmpty ? base + head.upperBound - 1 : (!tail.isEmpty ? base + tail.lowerBound : base)
            return text.style(at: min(at, max(0, text.units.count - 1)))
        }
        let cut = LineBreaker.truncation(of: units, width: width, mode: mode) { head, tail in
            let style = ellipsisStyle(head, tail)
            let ellipsis = Self.width(of: (0..<0, LineBreaker.ellipsis, style, baseLevel), metrics: metrics)
            return measure(shifted(head)) + ellipsis + measure(shifted(tail))
        }
        return text.segments(of: shifted(cut.head), in: paragraph)
            + [(base..<base, LineBreaker.ellipsis, ellipsisStyle(cut.head, cut.tail), baseLevel)]
            + text.segments(of: shifted(cut.tail), in: paragraph)
    }
}
