import Foundation
import Testing

@testable import CanopyText

@Suite("Line breaking as UIKit's labels do")
struct LineBreakerTests {
    /// Ten points per grapheme cluster: exact numbers for the rules.
    static func tenPerCharacter(_ text: String) -> Double { Double(text.count) * 10 }

    func lines(_ text: String, width: Double, maximumLines: Int = 0, mode: LineBreakMode = .byWordWrapping) -> [String] {
        LineBreaker.lines(text, width: width, maximumLines: maximumLines, mode: mode, measure: Self.tenPerCharacter).lines
    }

    @Test("A long identifier stays whole when the line is wide enough, and words move down whole")
    func wordsStayWhole() {
        let engine = TextEngine.shared, font = Font.system(size: 17)
        let text = "Open MDCFlexibleHeaderViewController settings"
        let broken = LineBreaker.lines(text, width: 288, maximumLines: 0, mode: .byWordWrapping) { Double(engine.width(of: $0, font: font)) }
        #expect(broken.lines.contains("MDCFlexibleHeaderViewController") || broken.lines.contains { $0.hasSuffix("MDCFlexibleHeaderViewController") })
        #expect(lines("alpha beta gamma", width: 110) == ["alpha beta", "gamma"])
    }

    @Test("A word wider than the line breaks between grapheme clusters only when nothing else fits")
    func longWord() {
        #expect(lines("ab abcdefgh", width: 50) == ["ab", "abcde", "fgh"])
        #expect(lines("ae\u{301}e\u{301}e\u{301}", width: 20) == ["ae\u{301}", "e\u{301}e\u{301}"])
    }

    @Test("Break opportunities follow Unicode: after hyphens, between ideographs, between Thai words, around emoji")
    func opportunities() {
        #expect(lines("well-known", width: 60) == ["well-", "known"])
        #expect(lines("日本語の文章", width: 30) == ["日本語", "の文章"])
        #expect(lines("สวัสดีครับ", width: 40) == ["สวัสดี", "ครับ"])
        #expect(lines("ab👍🏽cd", width: 30) == ["ab👍🏽", "cd"])
    }

    @Test("Character wrapping fills each line with as many grapheme clusters as fit")
    func charWrapping() {
        #expect(lines("ab cdefg", width: 40, mode: .byCharWrapping) == ["ab c", "defg"])
    }

    @Test("Truncation puts the ellipsis at the head, the middle or the tail")
    func truncation() {
        let text = "abcdefghij"
        func cut(_ mode: LineBreakMode) -> String { LineBreaker.truncate(text, width: 50, mode: mode, measure: Self.tenPerCharacter) }
        #expect(cut(.byTruncatingTail) == "abcd…")
        #expect(cut(.byTruncatingHead) == "…ghij")
        #expect(cut(.byTruncatingMiddle) == "ab…ij")
        #expect(cut(.byClipping) == text && cut(.byWordWrapping) == text)
        #expect(LineBreaker.truncate("abc", width: 50, mode: .byTruncatingTail, measure: Self.tenPerCharacter) == "abc")
    }

    @Test("With a line limit, truncating modes keep the rest of the paragraph on the last line; wrapping modes keep the wrapped line")
    func lineLimit() {
        let text = "one two three four"
        let tail = LineBreaker.lines(text, width: 70, maximumLines: 2, mode: .byTruncatingTail, measure: Self.tenPerCharacter)
        #expect(tail.lines == ["one two", "three four"] && tail.truncated)
        let wrap = LineBreaker.lines(text, width: 70, maximumLines: 2, mode: .byWordWrapping, measure: Self.tenPerCharacter)
        #expect(wrap.lines == ["one two", "three"] && wrap.truncated)
    }

    @Test("A megabyte of words and a megabyte-long word break without hanging", .timeLimit(.minutes(1)))
    func hugeText() {
        let words = String(repeating: "word ", count: 200_000)
        #expect(lines(words, width: 300, maximumLines: 3).count == 3)
        let word = String(repeating: "x", count: 1_000_000)
        #expect(lines(word, width: 300, maximumLines: 3) == Array(repeating: String(repeating: "x", count: 30), count: 3))
    }
}
