import Foundation
import Testing

@testable import CanopyText

@Suite("Shaping, fonts and fallback")
struct ShapingTests {
    let engine = TextEngine.shared

    func faces(_ text: String, _ font: Font = .system(size: 17)) -> [String] {
        engine.line(for: text, font: font).runs.map { URL(fileURLWithPath: $0.fontPath).lastPathComponent }
    }

    @Test("Every weight of the system font has an Inter face of its own, and heavier faces set wider text")
    func interWeights() {
        let files = Font.Weight.allCases.map { FontFiles.file(for: .system(size: 17, weight: $0)) }
        #expect(Set(files).count == Font.Weight.allCases.count)
        #expect(files.allSatisfy { $0.package == "fonts-inter" && FileManager.default.fileExists(atPath: $0.path) })
        let ordered: [Font.Weight] = [.thin, .ultraLight, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths = ordered.map { engine.width(of: "Settings", font: .system(size: 17, weight: $0)) }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
    }

    @Test("DejaVu stays selectable by family name, and unknown families draw with Inter and are reported")
    func families() {
        #expect(faces("Hello", Font(family: "DejaVu Sans", size: 12)) == ["DejaVuSans.ttf"])
        #expect(faces("Hello", Font(family: "DejaVu Sans Mono", size: 12, weight: .bold)) == ["DejaVuSansMono-Bold.ttf"])
        #expect(faces("Hello", Font(family: "Comic Sans", size: 12)) == ["Inter-Regular.otf"])
        #expect(engine.issues(in: "Hello", font: Font(family: "Comic Sans", size: 12)) == [.unknownFamily("Comic Sans")])
        #expect(engine.issues(in: "Hello", font: .system(size: 12)).isEmpty)
    }

    @Test("Kerning pairs pull letters together: a kerned pair is narrower than its letters apart")
    func kerning() {
        let font = Font.system(size: 40)
        #expect(engine.width(of: "AV", font: font) < engine.width(of: "A", font: font) + engine.width(of: "V", font: font))
        #expect(engine.width(of: "To", font: font) < engine.width(of: "T", font: font) + engine.width(of: "o", font: font))
    }

    @Test("Ligatures replace letter sequences with one glyph")
    func ligatures() throws {
        let run = try #require(engine.line(for: "ffi", font: Font(family: "DejaVu Serif", size: 20)).runs.first)
        #expect(run.glyphs.count < 3)
    }

    @Test("Arabic joins and reads right to left from Noto Sans Arabic")
    func arabic() throws {
        let word = engine.line(for: "سلام", font: .system(size: 20))
        let run = try #require(word.runs.first)
        #expect(word.runs.count == 1 && run.isRightToLeft && run.fontPath.hasSuffix("NotoSansArabic-Regular.ttf"))
        // A joined letter is a different glyph from the letter alone.
        let isolated = try #require(engine.line(for: "س", font: .system(size: 20)).runs.first?.glyphs.first)
        #expect(run.glyphs.last != isolated, "the first letter, drawn rightmost, takes its initial form")
        #expect(engine.issues(in: "سلام", font: .system(size: 20)).isEmpty)
    }

    @Test("Hebrew inside Latin is reordered: runs are left to right, the Hebrew one right to left, in the middle")
    func bidirectional() {
        let line = engine.line(for: "abc שלום 123 def", font: .system(size: 17))
        #expect(line.runs.map(\.isRightToLeft).contains(true))
        #expect(line.runs.first?.isRightToLeft == false && line.runs.last?.isRightToLeft == false)
        let starts = line.runs.compactMap(\.positions.first)
        #expect(starts == starts.sorted())
    }

    @Test(
        "Scripts the system font lacks fall back to Noto by coverage",
        arguments: [
            ("नमस्ते", "NotoSansDevanagari-Regular.ttf"), ("สวัสดี", "NotoSansThai-Regular.ttf"), ("你好", "NotoSansCJK-Regular.ttc"),
            ("こんにちは", "NotoSansCJK-Regular.ttc"), ("안녕", "NotoSansCJK-Regular.ttc"), ("👍🏽", "NotoColorEmoji.ttf"),
        ])
    func fallback(_ text: String, _ file: String) {
        #expect(faces(text) == [file])
        #expect(engine.issues(in: text, font: .system(size: 17)).isEmpty)
    }

    @Test("Japanese text draws Han with the Japanese CJK face, Chinese with the Simplified Chinese one")
    func cjkFaces() {
        #expect(Set(engine.line(for: "日本語です", font: .system(size: 17)).runs.map(\.file.faceIndex)) == [0])
        #expect(engine.line(for: "中文", font: .system(size: 17)).runs.map(\.file.faceIndex) == [2])
        #expect(engine.line(for: "한국어", font: .system(size: 17)).runs.map(\.file.faceIndex) == [1])
    }

    @Test("Emoji sequences are one glyph each: a flag, a skin tone, a family joined with ZWJ")
    func emojiSequences() throws {
        for sequence in ["🇯🇵", "👋🏿", "👨‍👩‍👧‍👦", "❤️"] {
            let line = engine.line(for: sequence, font: .system(size: 17))
            let run = try #require(line.runs.first)
            #expect(line.runs.count == 1 && run.glyphs.count == 1 && run.fontPath.hasSuffix("NotoColorEmoji.ttf"), "\(sequence)")
        }
    }

    @Test("Characters no face has are reported with their code points and the text, not silently boxed")
    func missingGlyphs() {
        let text = "Plan \u{10FFFD} ok"
        let issues = engine.issues(in: text, font: .system(size: 17))
        #expect(issues == [.missingGlyphs(text: text, scalars: ["\u{10FFFD}"])])
        #expect(issues.first?.description.contains("U+10FFFD") == true)
    }

    @Test("Hostile text lays out without crashing or hanging: combining marks, a megabyte, replacement characters", .timeLimit(.minutes(1)))
    func hostileText() {
        let font = Font.system(size: 17)
        let marks = "e" + String(repeating: "\u{301}", count: 10_000)
        #expect(engine.width(of: marks, font: font) > 0)
        let megabyte = String(repeating: "word ", count: 200_000)
        #expect(engine.width(of: megabyte, font: font) > 0)
        // Unpaired surrogates decode as U+FFFD, which the fonts have.
        let broken = String(decoding: [0x61, 0xD800, 0x62, 0xDC00] as [UInt16], as: UTF16.self)
        #expect(engine.width(of: broken, font: font) > 0)
        for size in [CGFloat.nan, -4, 1e9] {
            let issues = engine.issues(in: "x", font: .system(size: size))
            guard case .unusableSize = issues.first else { Issue.record("no size issue for \(size)"); continue }
            #expect(issues.count == 1)
        }
    }
}
