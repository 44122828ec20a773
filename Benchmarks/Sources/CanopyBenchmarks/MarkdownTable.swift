import Foundation

/// The results as the Markdown table `Benchmarks/README.md` shows (scenario, value,
/// baseline, ratio), printed by the merging call of `scripts/bench.sh`.
enum MarkdownTable {
    static func make(_ results: [Result]) -> String {
        var lines = [
            "| scenario | ours | baseline | baseline value | ratio (ours / baseline) |",
            "| --- | ---: | --- | ---: | ---: |",
        ]
        for r in results {
            let ratio = r.baseline_value > 0 ? String(format: "%.3f", r.ratio) : "n/a"
            lines.append("| `\(r.name)` | \(format(r.value)) \(r.unit) | \(r.baseline) | \(format(r.baseline_value)) \(r.unit) | \(ratio) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Three significant decimals for small numbers, none for large ones.
    static func format(_ v: Double) -> String {
        if v >= 10_000 { return String(format: "%.0f", v) }
        if v >= 100 { return String(format: "%.1f", v) }
        return String(format: "%.3g", v)
    }
}
