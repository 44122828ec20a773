import Foundation

/// The results as the Markdown table `Benchmarks/README.md` shows (scenario, value,
/// baseline, ratio, instruction counts), printed by the merging call of `scripts/bench.sh`.
enum MarkdownTable {
    static func make(_ results: [Result]) -> String {
        var lines = [
            "| scenario | ours | baseline | baseline value | ratio (ours / baseline) | instructions (ours / baseline) |",
            "| --- | ---: | --- | ---: | ---: | ---: |",
        ]
        for r in results {
            let ratio = r.baseline_value > 0 ? String(format: "%.3f", r.ratio) : "n/a"
            let counts = [r.instructions, r.baseline_instructions].map { $0.map(count) ?? "–" }.joined(separator: " / ")
            lines.append(
                "| `\(r.name)` | \(format(r.value)) \(r.unit) | \(r.baseline) | \(format(r.baseline_value)) \(r.unit) | \(ratio) | \(counts) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Three significant decimals for small numbers, none for large ones.
    static func format(_ v: Double) -> String {
        if v >= 10_000 { return String(format: "%.0f", v) }
        if v >= 100 { return String(format: "%.1f", v) }
        return String(format: "%.3g", v)
    }

    /// An instruction count with thousands separators (one decimal below 100, per-node counts).
    static func count(_ v: Double) -> String {
        if v < 100 { return String(format: "%.1f", v) }
        var digits = String(Int(v.rounded()))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: ",")
    }
}
