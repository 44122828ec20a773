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

/// Paragraphs of Hebrew, Arabic, Latin and numbers that `scripts/text-oracle.py` lays out with
/// Pango in a forced or natural base direction: seeded strings in DejaVu Sans (one face with
/// every character, so the comparison is of order, not of fallback faces), each in four
/// directions at two widths, with every line's text range, resolved direction and fragments
/// in visual order.
@Suite("Base direction oracle export")
struct BaseDirectionOracleExportTests {
    static let words = [
        "שלום", "הזמנה", "עולם", "מחיר", "مرحبا", "الطلب", "رقم", "جاهز", "Order", "is", "ready", "Settings", "Wi-Fi",
        "42", "1,250", "3.5%", "(beta)", "2024-11-27", "$19.99", "ok!", "—", "«new»",
    ]
    static let font = Font(family: "DejaVu Sans", size: 17)
    static let widths: [CGFloat] = [160, 288]
    /// The paragraph directions and the view's: natural in either view, then both explicit.
    static let directions: [(paragraph: WritingDirection, view: WritingDirection, name: String)] = [
        (.natural, .leftToRight, "natural-ltr-view"), (.natural, .rightToLeft, "natural-rtl-view"),
        (.leftToRight, .leftToRight, "ltr"), (.rightToLeft, .leftToRight, "rtl"),
    ]

    @Test("Mixed-direction paragraphs lay out in each base direction with lines no wider than the width, and export for the oracle")
    func export() throws {
        var generator = TextGenerator(state: 21)
        var cases: [[String: Any]] = []
        for _ in 0..<60 {
            let text = (0..<(2 + generator.next(7))).map { _ in Self.words[generator.next(Self.words.count)] }.joined(separator: " ")
            for direction in Self.directions {
                let style = MutableParagraphStyle()
                style.baseWritingDirection = direction.paragraph
                let string = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
                let defaults = RunStyle.Defaults(
                    font: Self.font, color: .black, alignment: .left, lineBreakMode: .byWordWrapping, layoutDirection: direction.view)
                let styled = StyledText(string, defaults: defaults)
                let isRightToLeft = styled.paragraphs[0].bidi.isRightToLeft
                for width in Self.widths {
                    let layout = AttributedTextLayout(styled, wrapWidth: width, fitWidth: width, maximumLines: 0, metrics: TextEngine.shared)
                    for line in layout.lines {
                        #expect(line.right <= width + 1e-9 || line.fragments.count == 1, "\(line.fragments.map(\.text)) at \(width)")
                        // Natural alignment starts lines at the edge the paragraph reads from.
                        let left = line.fragments.first?.x ?? 0
                        #expect(isRightToLeft ? abs(line.right - width) < 1e-9 : left == 0)
                    }
                    cases.append([
                        "text": text, "direction": direction.name, "width": Double(width), "isRightToLeft": isRightToLeft,
                        "lines": layout.lines.map { line in
                            let left = line.fragments.first?.x ?? 0
                            return [
                                "text": String(decoding: styled.units[line.range], as: UTF16.self),
                                "width": Double(line.right - left),
                                "fragments": line.fragments.map {
                                    ["text": $0.text, "x": Double($0.x - left), "width": Double($0.width), "isRightToLeft": $0.isRightToLeft]
                                },
                            ] as [String: Any]
                        },
                    ])
                }
            }
        }
        guard let path = ProcessInfo.processInfo.environment["CANOPY_TEXT_ORACLE_DIRECTION_OUT"] else { return }
        let data = try JSONSerialization.data(
            withJSONObject: ["size": Double(Self.font.size), "file": FontFiles.file(for: Self.font).path, "cases": cases], options: [.sortedKeys])
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
