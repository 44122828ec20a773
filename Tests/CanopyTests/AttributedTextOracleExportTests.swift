import Foundation
import Testing

@testable import Canopy

/// Attributed strings `scripts/text-oracle.py` compares with Pango, laid out by the label
/// layout: seeded runs of Latin UI words in regular, bold and larger type, each wrapped at
/// two widths, with every line's text, width and runs.
@Suite("Attributed text oracle export")
struct AttributedTextOracleExportTests {
    static let words = [
        "Settings", "Private", "account", "Notifications", "Inbox", "Search", "Cancel", "Done", "Edit", "Share", "Profile",
        "privacy", "and", "the", "of", "your", "to", "messages", "Wi-Fi", "9:41", "100%", "(beta)", "AVATAR", "office",
        "MDCFlexibleHeaderViewController", "well-known", "don't", "Waffle", "1,234,567",
    ]
    static let widths: [CGFloat] = [160, 288]
    static let fontSize: CGFloat = 17
    /// The run styles: weight and size.
    static let styles: [(weight: Font.Weight, size: CGFloat, css: Int)] = [
        (.regular, 17, 400), (.bold, 17, 700), (.regular, 22, 400), (.semibold, 13, 600),
    ]

    /// `count` strings, each a few runs of one to four words in a seeded style, with the
    /// style index of each run.
    static func strings(count: Int) -> [[(text: String, style: Int)]] {
        var generator = TextGenerator(state: 7)
        return (0..<count).map { _ in
            (0..<(1 + generator.next(4))).map { run in
                let words = (0..<(1 + generator.next(4))).map { _ in Self.words[generator.next(Self.words.count)] }
                return ((run == 0 ? "" : " ") + words.joined(separator: " "), generator.next(Self.styles.count))
            }
        }
    }

    @Test("Every generated attributed string wraps into lines no wider than the width unless a line is one word piece, and exports for the oracle")
    func export() throws {
        var cases: [[String: Any]] = []
        let defaults = RunStyle.Defaults(font: .system(size: Self.fontSize), color: .black, alignment: .left, lineBreakMode: .byWordWrapping)
        for runs in Self.strings(count: 120) {
            let string = NSMutableAttributedString(string: "")
            for run in runs {
                let style = Self.styles[run.style]
                string.append(NSAttributedString(string: run.text, attributes: [.font: Font.system(size: style.size, weight: style.weight)]))
            }
            let text = StyledText(string, defaults: defaults)
            for width in Self.widths {
                let layout = AttributedTextLayout(text, wrapWidth: width, fitWidth: nil, maximumLines: 0, metrics: TextEngine.shared)
                for line in layout.lines {
                    #expect(line.right <= width + 1e-9 || line.fragments.count == 1, "\(line.fragments.map(\.text)) at \(width)")
                }
                let joined = layout.lines.flatMap(\.fragments).map(\.text).joined()
                #expect(joined.filter { !$0.isWhitespace } == string.string.filter { !$0.isWhitespace })
                cases.append([
                    "runs": runs.map { ["text": $0.text, "style": $0.style] },
                    "width": Double(width),
                    "lines": layout.lines.map { line in
                        [
                            "text": line.fragments.map(\.text).joined(), "width": Double(line.right),
                            "runs": line.fragments.map { ["text": $0.text, "width": Double($0.width)] },
                        ] as [String: Any]
                    },
                ])
            }
        }
        guard let path = ProcessInfo.processInfo.environment["CANOPY_TEXT_ORACLE_ATTRIBUTED_OUT"] else { return }
        let styles = Self.styles.map { style -> [String: Any] in
            let font = Font.system(size: style.size, weight: style.weight)
            return ["size": Double(style.size), "weight": style.css, "file": FontFiles.file(for: font).path]
        }
        let data = try JSONSerialization.data(withJSONObject: ["styles": styles, "cases": cases], options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// A small linear congruential generator: the same strings on every run.
struct TextGenerator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
