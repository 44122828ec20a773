import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import Testing

/// PNG goldens of shaped text: scripts, fallback faces, emoji and every line-break mode (scale 2).
@Suite("Text snapshots")
struct TextSnapshotTests {
    /// A white stage with one label per line of `samples`, each on a light band so its bounds show.
    func stage(_ samples: [(String, Font)], width: CGFloat = 320, rowHeight: CGFloat = 34) -> ViewNode {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(samples.count) * rowHeight + 8))
        root.backgroundColor = .white
        for (i, sample) in samples.enumerated() {
            let label = LabelNode(frame: CGRect(x: 8, y: 4 + CGFloat(i) * rowHeight, width: width - 16, height: rowHeight - 4))
            label.backgroundColor = Color(hex: 0xF2F2F7)
            label.text = sample.0
            label.font = sample.1
            root.addSubview(label)
        }
        return root
    }

    @Test("Latin with kerning and ligatures, in Inter's weights and DejaVu")
    func latin() {
        assertSnapshot(
            of: stage([
                ("AVATAR Wave To Type ffi fl", .system(size: 20)),
                ("Thin ultra light light regular", .system(size: 17, weight: .thin)),
                ("Medium Semibold Bold", .system(size: 17, weight: .semibold)),
                ("Heavy and Black", .system(size: 17, weight: .black)),
                ("DejaVu Serif: official ffi", Font(family: "DejaVu Serif", size: 17)),
            ]), scale: 2)
    }

    @Test("Arabic and Hebrew mixed with Latin and numbers, reordered and joined")
    func bidirectional() {
        assertSnapshot(
            of: stage([
                ("مرحبا بالعالم", .system(size: 20)),
                ("Total: 120 ريال سعودي (SAR)", .system(size: 17)),
                ("שלום עולם", .system(size: 20)),
                ("Order #42 נשלח ב-3 במאי", .system(size: 17)),
            ]), scale: 2)
    }

    @Test("Devanagari and Thai clusters")
    func indicAndThai() {
        assertSnapshot(
            of: stage([("नमस्ते दुनिया, क्षत्रिय", .system(size: 20)), ("สวัสดีชาวโลก ภาษาไทย", .system(size: 20))]), scale: 2)
    }

    @Test("Chinese, Japanese and Korean from Noto Sans CJK")
    func cjk() {
        assertSnapshot(
            of: stage([("你好，世界。设置", .system(size: 20)), ("こんにちは世界、設定", .system(size: 20)), ("안녕하세요 세계", .system(size: 20))]),
            scale: 2)
    }

    @Test("Emoji sequences in colour: flags, skin tones, ZWJ families")
    func emoji() {
        assertSnapshot(
            of: stage([("Flags 🇯🇵 🇧🇷 🇺🇦 🏳️‍🌈", .system(size: 20)), ("Tones 👋 👋🏻 👋🏽 👋🏿", .system(size: 20)), ("Family 👨‍👩‍👧‍👦 ❤️ 1️⃣", .system(size: 20))]),
            scale: 2)
    }

    static let modes: [LineBreakMode] = LineBreakMode.allCases

    @Test("Every line-break mode at three widths, one and two lines", arguments: [90, 160, 240] as [CGFloat])
    func lineBreakModes(width: CGFloat) {
        let text = "Private account settings for MDCFlexibleHeaderViewController"
        let rowHeight: CGFloat = 46
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 2 * width + 24, height: CGFloat(Self.modes.count) * rowHeight + 8))
        root.backgroundColor = .white
        for (i, mode) in Self.modes.enumerated() {
            for (column, lines) in [1, 2].enumerated() {
                let height: CGFloat = lines == 1 ? 20 : 40
                let label = LabelNode(
                    frame: CGRect(x: 8 + CGFloat(column) * (width + 8), y: 4 + CGFloat(i) * rowHeight, width: width, height: height))
                label.backgroundColor = Color(hex: 0xF2F2F7)
                label.text = text
                label.font = .system(size: 14)
                label.numberOfLines = lines
                label.lineBreakMode = mode
                root.addSubview(label)
            }
        }
        assertSnapshot(of: root, scale: 2, named: "w\(Int(width))")
    }
}
