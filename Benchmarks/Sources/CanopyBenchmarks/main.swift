import Foundation

// Runs the scenarios and writes a JSON list of result objects (see `Result`).
let options = Options(arguments: CommandLine.arguments)
var results: [Result] = []
do {
    let fixture = try TypicalUseFixture()
    if !options.snapshotOnly {
        log("scroll-event")
        results += ScrollEventBenchmark.run()
        log("layout")
        results += LayoutBenchmarks.run()
        log("render")
        let (render, renderNumbers) = try RenderBenchmark.run(fixture, options: options)
        results.append(render)
        log("png")
        let (png, pngNumbers) = try PNGBenchmarks.run(fixture, options: options)
        results += png
        log("snapshot assertions")
        results += try SnapshotAssertBenchmarks.run(fixture, options: options, withPixelmatch: true)
        log("snapshot throughput")
        results.append(try SnapshotThroughputBenchmark.run())
        log("gallery")
        if let gallery = GalleryBenchmark.run(
            options: options, cairoRenderMilliseconds: renderNumbers.cairo, cairoEncodeMilliseconds: pngNumbers.cairoEncode)
        {
            results.append(gallery)
        }
    } else {
        log("snapshot assertions\(options.suffix)")
        results += try SnapshotAssertBenchmarks.run(fixture, options: options, withPixelmatch: false)
    }
} catch {
    log("failed: \(error)")
    exit(1)
}
if let merge = options.merge, let data = FileManager.default.contents(atPath: merge) {
    results += (try? JSONDecoder().decode([Result].self, from: data)) ?? []
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(results)
let out = URL(fileURLWithPath: options.output)
try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
try data.write(to: out, options: .atomic)
for r in results {
    let name = r.name.padding(toLength: 42, withPad: " ", startingAt: 0)
    let unit = r.unit.padding(toLength: 12, withPad: " ", startingAt: 0)
    print(name + String(format: "%14.3f ", r.value) + unit + String(format: "baseline %14.3f  ratio %8.3f", r.baseline_value, r.ratio))
}
print("wrote \(out.path)")
