import Foundation

// Runs every scenario and writes results/latest.json (a list of result objects).
var results: [Result] = []
results += LayoutBenchmarks.run()

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(results)
let out = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "results/latest.json")
try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
try data.write(to: out, options: .atomic)
for r in results {
    print(
        String(format: "%-28@ %12.1f %-8@ baseline %12.1f  ratio %6.2f", r.name as NSString, r.value, r.unit as NSString, r.baseline_value, r.ratio))
}
print("wrote \(out.path)")
