import Foundation
import Testing

/// Outside checks read `Benchmarks/results/latest.json`; its shape must not drift.
@Suite("Benchmark results format")
struct BenchmarkResultsFormatTests {
    @Test(
        "latest.json is a list of {name, value, unit, baseline, baseline_value, ratio}, optional positive instruction counts, covering every scenario"
    )
    func format() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Benchmarks/results/latest.json"))
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let keys: Set<String> = ["name", "value", "unit", "baseline", "baseline_value", "ratio"]
        let optionalKeys: Set<String> = ["instructions", "baseline_instructions"]
        for entry in list {
            #expect(keys.isSubset(of: entry.keys), "\(entry)")
            #expect(Set(entry.keys).subtracting(keys).isSubset(of: optionalKeys), "\(entry)")
            for key in optionalKeys where entry[key] != nil {
                #expect((entry[key] as? Double).map { $0 > 0 } == true, "\(key) in \(entry)")
            }
            #expect(entry["name"] is String && entry["unit"] is String && entry["baseline"] is String)
            let value = try #require(entry["value"] as? Double), base = try #require(entry["baseline_value"] as? Double)
            let ratio = try #require(entry["ratio"] as? Double)
            if base > 0 { #expect(abs(ratio - value / base) <= 1e-6 * max(1, abs(ratio)), "\(entry)") }
        }
        let names = Set(list.compactMap { $0["name"] as? String })
        for scenario in [
            "scroll-event", "layout-1k", "layout-10k", "layout-100k", "render-iphone15", "png-encode", "png-decode",
            "snapshot-assert-match", "snapshot-assert-mismatch", "gallery", "layout-deep-1k", "gallery-1000",
            "gallery-1000-peak-rss", "table-scroll-10k", "table-scroll-1m", "text-layout", "text-measure-cached",
            "text-layout-1mb", "accessibility-audit", "variant-matrix", "constraints-screen", "constraints-1000",
            "constraints-edit",
        ] {
            #expect(names.contains(scenario), "missing \(scenario)")
        }
    }
}
