import Foundation
import Testing

@testable import CanopyText

/// The strings `scripts/text-oracle.py` compares with Pango, laid out by the engine: a seeded
/// mix of UI words, long identifiers, numbers and punctuation, with Arabic, Hebrew and CJK
/// among them, each wrapped at three widths.
@Suite("Text oracle export")
struct TextOracleExportTests {
    static let latinWords = [
        "Settings", "Private", "account", "Notifications", "Inbox", "Search", "Cancel", "Done", "Edit", "Share", "Profile",
        "privacy", "and", "the", "of", "your", "to", "messages", "Wi-Fi", "Bluetooth", "9:41", "100%", "€12.50", "(beta)",
        "MDCFlexibleHeaderViewController", "https://example.com/a/very/long/path", "well-known", "don't", "AVATAR", "Type",
        "office", "fluffy", "Waffle", "“quoted”", "e.g.", "—", "co-operate", "x", "WWWWWWWW", "iiiiiiii", "1,234,567",
    ]
    static let otherWords = ["مرحبا", "بالعالم", "שלום", "עולם", "设置", "你好世界", "こんにちは", "안녕하세요"]
    static let widths: [Double] = [80, 160, 288]
    static let fontSize = 17.0

    /// A small linear congruential generator: the same strings on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// `count` strings: mostly Latin, every fifth with a word of another script.
    static func strings(count: Int) -> [String] {
        var generator = Generator(state: 21)
        return (0..<count).map { index in
            let length = 1 + generator.next(12)
            return (0..<length).map { _ in
                index % 5 == 4 && generator.next(3) == 0
                    ? otherWords[generator.next(otherWords.count)] : latinWords[generator.next(latinWords.count)]
            }.joined(separator: " ")
        }
    }

    @Test("Every generated string wraps into lines no wider than the width unless a line is one grapheme cluster, and exports for the oracle")
    func export() throws {
        let engine = TextEngine.shared, font = Font.system(size: CGFloat(Self.fontSize))
        var cases: [[String: Any]] = []
        for text in Self.strings(count: 300) {
            for width in Self.widths {
                let lines = LineBreaker.lines(text, width: width, maximumLines: 0, mode: .byWordWrapping) { Double(engine.width(of: $0, font: font)) }
                    .lines
                let lineWidths = lines.map { Double(engine.width(of: $0, font: font)) }
                for (line, lineWidth) in zip(lines, lineWidths) {
                    #expect(lineWidth <= width + 1e-9 || line.count == 1, "\(line) at \(width)")
                }
                #expect(lines.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace })
                cases.append(["text": text, "width": width, "lines": lines, "lineWidths": lineWidths])
            }
        }
        guard let path = ProcessInfo.processInfo.environment["CANOPY_TEXT_ORACLE_OUT"] else { return }
        let fonts = ["system": FontFiles.file(for: font).path, "fallbacks": FontFiles.fallbacks(bold: false).map(\.path)] as [String: Any]
        let data = try JSONSerialization.data(withJSONObject: ["fontSize": Self.fontSize, "fonts": fonts, "cases": cases], options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
