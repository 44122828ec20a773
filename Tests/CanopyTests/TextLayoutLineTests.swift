import Canopy
import Foundation
import Testing

@Suite("Text layout lines")
struct TextLayoutLineTests {
    /// The paragraphs of `text` split at newlines (line feed, CR LF, and Unicode's other line
    /// and paragraph separators), each one line: what `wrap` gives with no width to wrap to.
    static func referenceParagraphs(_ text: String, maxLines: Int) -> (lines: [String], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        return maxLines > 0 && lines.count > maxLines ? (Array(lines.prefix(maxLines)), true) : (lines, false)
    }

    @Test(
        "Without a wrapping width, text breaks only at newlines, with or without any",
        arguments: ["", "Inbox", "two words", "a\nb", "a\n\nb\n", "crlf\r\nends a paragraph", "line\u{2028}separator", "é\u{301}\n✓", " \n "]
    )
    func linesWithoutWrapping(text: String) {
        for width: CGFloat? in [nil, 0, -5, .infinity] {
            for maxLines in [0, 1, 2] {
                // When the text is wrapped with no usable width
                let result = TextLayout.wrap(text, font: .system(size: 10), width: width, maxLines: maxLines, metrics: FixedTextMetrics())

                // Then its lines are its paragraphs
                let expected = TextLayoutLineTests.referenceParagraphs(text, maxLines: maxLines)
                #expect(result.lines == expected.lines && result.truncated == expected.truncated, "\(width as Any) \(maxLines)")
            }
        }
    }

    @Test("Truncation keeps whole characters and drops trailing spaces before the ellipsis")
    func truncationKeepsCharacters() {
        // Given fixed metrics (5 pt a character at 10 pt) and lines with combining marks and spaces
        let metrics = FixedTextMetrics(), font = Font.system(size: 10)

        // When they are truncated to 30 pt (five characters plus the ellipsis)
        // Then the kept prefix ends on a character boundary, without the spaces before the cut
        #expect(
            TextLayout.truncate("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", font: font, width: 30, metrics: metrics)
                == "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}…")
        #expect(TextLayout.truncate("abc   defgh", font: font, width: 30, metrics: metrics) == "abc…")
        #expect(TextLayout.truncate("abcdefgh", font: font, width: 2, metrics: metrics) == "…")
    }
}
