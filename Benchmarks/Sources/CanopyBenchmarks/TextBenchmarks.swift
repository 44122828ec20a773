import Canopy
import CanopyCairo
import Foundation

/// `text-layout`: a screen's worth of 200 multi-line labels measured (`sizeThatFits` at a
/// 343 pt column) and drawn (`CairoRenderer.render` at scale 1), new labels every iteration,
/// in ms; and `text-measure-cached`: measuring the same 200 labels again, in ns per label.
///
/// `text-layout-1mb`: one label holding a megabyte of UI words, laid out (`sizeThatFits` at
/// the same column, any number of lines) from a new label each time, in ms: a label of
/// hostile length must lay out well under a second.
///
/// Baseline of `text-layout`: `Baseline/pango_text_baseline.c` doing the same with Pango over
/// cairo (Inter 17 pt, word wrapping at the same width, the same font options), timed inside
/// the C program in the same run. Both sides run warm: the process's font and text caches
/// hold what earlier iterations made, as in a snapshot suite rendering many screens.
enum TextBenchmarks {
    /// The label column's width in points: an iPhone's 393 pt less 2 × 25 pt margins.
    static let width: CGFloat = 343
    static let words = [
        "Settings", "Private", "account", "Notifications", "Inbox", "Search", "Cancel", "Done", "Edit", "Share", "Profile",
        "privacy", "and", "the", "of", "your", "to", "messages", "Wi-Fi", "Bluetooth", "9:41", "100%", "€12.50", "(beta)",
        "MDCFlexibleHeaderViewController", "well-known", "don't", "AVATAR", "office", "Waffle", "1,234,567",
    ]

    /// 200 seeded label texts of 1 to 24 words.
    static func strings() -> [String] {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<200).map { _ in (0..<(1 + next(24))).map { _ in words[next(words.count)] }.joined(separator: " ") }
    }

    /// A white stage of `texts` as labels stacked 8 pt apart, each measured to fit the column.
    static func screen(_ texts: [String]) -> (ViewNode, [LabelNode]) {
        var y: CGFloat = 8
        let labels = texts.map { text -> LabelNode in
            let label = LabelNode(frame: .zero)
            label.numberOfLines = 0
            label.text = text
            let size = label.sizeThatFits(CGSize(width: width, height: .infinity))
            label.frame = CGRect(x: 8, y: y, width: width, height: size.height)
            y += size.height + 8
            return label
        }
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: width + 16, height: y))
        root.backgroundColor = .white
        for label in labels { root.addSubview(label) }
        return (root, labels)
    }

    /// UTF-8 bytes of the large label's text: one mebibyte.
    static let largeTextBytes = 1 << 20

    /// The large label's text: the seeded words repeated, space separated, cut at
    /// `largeTextBytes` (all ASCII, so the cut falls between characters).
    static func largeText() -> String {
        var text = ""
        text.reserveCapacity(largeTextBytes + 64)
        var index = 0
        while text.utf8.count < largeTextBytes {
            text += words[index % words.count] + " "
            index += 7
        }
        return String(text.utf8.prefix(largeTextBytes))!
    }

    /// `text-layout-1mb`: the median of 5 layouts of a new one-megabyte label.
    static func largeLabel() -> Result {
        let text = largeText()
        func layOut() {
            let label = LabelNode(frame: .zero)
            label.numberOfLines = 0
            label.text = text
            blackHole(label.sizeThatFits(CGSize(width: width, height: .infinity)))
        }
        layOut()
        let milliseconds = medianMilliseconds(repeats: 5, layOut)
        return Result(name: "text-layout-1mb", value: milliseconds, unit: "ms", baseline: "budget: one second", baselineValue: 1000)
    }

    static func run(options: Options) throws -> [Result] {
        let texts = strings()
        let renderer = CairoRenderer()
        for _ in 0..<3 { _ = try renderer.render(screen(texts).0) }
        let ours = try medianMilliseconds(repeats: 31) { blackHole(try renderer.render(screen(texts).0)) }

        var pango = 0.0
        if let tool = options.pangoBaseline {
            let folder = options.freshFolder("text")
            let file = folder.appendingPathComponent("strings.txt")
            try texts.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            if let output = Subprocess.run(tool, [file.path, "31", "\(Double(width))"]), output.status == 0 {
                pango = keyedNumbers(output.standardOutput)["text_layout_ms"] ?? 0
            } else {
                log("text: the Pango baseline failed to run")
            }
        }

        let labels = screen(texts).1
        let cached =
            medianNanoseconds(iterations: 200) {
                for label in labels { blackHole(label.sizeThatFits(CGSize(width: width, height: .infinity))) }
            } / Double(labels.count)
        return [
            Result(
                name: "text-layout", value: ours, unit: "ms", baseline: "C program laying out and drawing the same labels with Pango",
                baselineValue: pango),
            Result(name: "text-measure-cached", value: cached, unit: "ns", baseline: "budget", baselineValue: 200),
        ]
    }
}
