import Canopy
import Foundation
import Testing

/// Fixed metrics that add up how many characters they were asked to measure.
final class CountingMetrics: TextMetrics, @unchecked Sendable {
    private let lock = NSLock()
    private var measured = 0
    var measuredCharacters: Int {
        lock.lock()
        defer { lock.unlock() }
        return measured
    }
    func width(of text: String, font: Font) -> CGFloat {
        let n = text.count
        lock.lock()
        measured += n
        lock.unlock()
        return CGFloat(n) * font.size * 0.5
    }
    func lineHeight(for font: Font) -> CGFloat { font.size * 1.2 }
    func ascent(for font: Font) -> CGFloat { font.size * 0.9 }
}

/// Work that grew with the square of the input now grows as n log n or less.
@Suite("Quadratic work")
struct QuadraticWorkTests {
    /// The longest prefix (trailing spaces dropped) that fits with "…", by trying every prefix.
    static func referenceTruncate(_ line: String, font: Font, width: CGFloat, metrics: any TextMetrics) -> String {
        let budget = width - metrics.width(of: "…", font: font)
        var characters = Array(line)
        while !characters.isEmpty {
            var prefix = String(characters)
            while prefix.hasSuffix(" ") { prefix.removeLast() }
            if metrics.width(of: prefix, font: font) <= budget { return prefix + "…" }
            characters.removeLast()
        }
        return "…"
    }

    @Test("Truncating a 48,000-character line measures O(n log n) characters")
    func truncationIsNotQuadratic() {
        let metrics = CountingMetrics()
        let font = Font.system(size: 10)
        let line = String(repeating: "ab cd", count: 9_600)
        let result = TextLayout.truncate(line, font: font, width: 1_000, metrics: metrics)
        // 5 pt per character: 995 pt leave room for 199 characters before the "…".
        #expect(result == String(line.prefix(199)) + "…")
        // Binary search: about log2(48,000) ≈ 16 measurements of at most 48,000 characters.
        #expect(metrics.measuredCharacters < 48_000 * 20)
    }

    @Test("A one-line label of 48,000 characters draws its truncated line quickly")
    func labelTruncationIsNotQuadratic() {
        let metrics = CountingMetrics()
        let lines = TextLayout.drawnLines(
            String(repeating: "x", count: 48_000), font: .system(size: 10), size: CGSize(width: 200, height: 20),
            numberOfLines: 1, metrics: metrics)
        #expect(lines == [String(repeating: "x", count: 39) + "…"])
        #expect(metrics.measuredCharacters < 48_000 * 20)
    }

    @Test("Truncation agrees with trying every prefix on every small case")
    func truncationMatchesReference() {
        let metrics = FixedTextMetrics()
        let font = Font.system(size: 2)
        let alphabet: [Character] = ["a", " ", "é", "👍🏽"]
        var lines: [String] = [""]
        for length in 1...5 {
            var next: [String] = []
            for l in lines where l.count == length - 1 { for c in alphabet { next.append(l + String(c)) } }
            lines += next
        }
        for line in lines {
            for width in stride(from: CGFloat(-1), through: 8, by: 0.5) {
                #expect(
                    TextLayout.truncate(line, font: font, width: width, metrics: metrics)
                        == Self.referenceTruncate(line, font: font, width: width, metrics: metrics),
                    "line \(line.debugDescription) width \(width)")
            }
        }
    }

    /// Lines of a word broken between characters, by growing a piece one character at a time.
    static func referenceBreak(_ word: String, font: Font, width: CGFloat, metrics: any TextMetrics) -> [String] {
        var lines: [String] = []
        var piece = ""
        for ch in word {
            let next = piece + String(ch)
            if metrics.width(of: next, font: font) > width && !piece.isEmpty {
                lines.append(piece)
                piece = String(ch)
            } else {
                piece = next
            }
        }
        lines.append(piece)
        return lines
    }

    @Test("Wrapping a 48,000-character word measures O(n log n) characters")
    func longWordWrapIsNotQuadratic() {
        let metrics = CountingMetrics()
        let word = String(repeating: "x", count: 48_000)
        let result = TextLayout.wrap(word, font: .system(size: 10), width: 200_000, maxLines: 0, metrics: metrics)
        // 5 pt per character: 40,000 on the first line, the other 8,000 on the second.
        #expect(result.lines.map(\.count) == [40_000, 8_000])
        #expect(metrics.measuredCharacters < 48_000 * 40)
    }

    @Test("Breaking words between characters agrees with growing a piece one character at a time")
    func wordBreakMatchesReference() {
        let metrics = FixedTextMetrics()
        let font = Font.system(size: 2)
        for length in 1...24 {
            // Letters and combining marks only: Unicode line breaking finds no opportunity
            // inside, so every break is between grapheme clusters.
            let word = String(String(repeating: "abe\u{301}ĉ", count: 6).prefix(length))
            for width in stride(from: CGFloat(0), through: 9, by: 0.5) {
                let wrapped = TextLayout.wrap(word, font: font, width: width > 0 ? width : 0.25, maxLines: 0, metrics: metrics).lines
                let expected = Self.referenceBreak(word, font: font, width: width > 0 ? width : 0.25, metrics: metrics)
                #expect(wrapped == expected, "word \(word) width \(width)")
            }
        }
    }

    @Test("Removing 100,000 siblings one by one takes linear time", .timeLimit(.minutes(1)))
    func removingSiblingsIsNotQuadratic() {
        let parent = ViewNode()
        var children: [ViewNode] = []
        for _ in 0..<100_000 {
            let child = ViewNode()
            parent.addSubview(child)
            children.append(child)
        }
        for child in children { child.removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
        #expect(children.allSatisfy { $0.superview == nil })
    }

    @Test("Removing siblings from the middle keeps the others in order")
    func removalKeepsOrder() {
        let parent = ViewNode()
        let children = (0..<50).map { i -> ViewNode in
            let v = ViewNode()
            v.accessibilityIdentifier = "\(i)"
            parent.addSubview(v)
            return v
        }
        for (i, child) in children.enumerated() where i % 3 == 0 { child.removeFromSuperview() }
        #expect(parent.subviews.map(\.accessibilityIdentifier) == children.enumerated().filter { $0.offset % 3 != 0 }.map { "\($0.offset)" })
        parent.insertSubview(children[0], at: 1)
        parent.bringSubviewToFront(children[1])
        parent.insertSubview(children[3], aboveSubview: children[2])
        parent.insertSubview(children[6], belowSubview: children[2])
        var expected = children.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
        expected.insert(children[0], at: 1)
        expected.removeAll { $0 === children[1] }
        expected.append(children[1])
        expected.insert(children[3], at: expected.firstIndex { $0 === children[2] }! + 1)
        expected.insert(children[6], at: expected.firstIndex { $0 === children[2] }!)
        #expect(parent.subviews.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        for i in stride(from: 49, through: 0, by: -1) { children[i].removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
    }
}
