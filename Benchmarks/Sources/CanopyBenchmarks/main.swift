import Foundation

// Runs the scenarios and writes a JSON list of result objects (see `Result`).
var options = Options(arguments: CommandLine.arguments)
InstructionCounting.folder = options.countInstructions
let counting = options.countInstructions != nil
// `assertSnapshot` must never record here: the variable beats the `record:` argument.
setenv("CANOPY_RECORD", "never", 1)
var results: [Result] = []
if options.only == "table-child" {
    // A child of the table group, measured for its peak memory: it scrolls and exits.
    TableScrollBenchmark.runChild()
    exit(0)
}
if options.countPrograms {
    // Counts outside programs from the files the timing run left; no scenario runs here.
    results += CairoBaselineInstructions.results(options: options)
    if options.runs("gallery"), let perScreen = GalleryInstructions.perScreen(options: options) {
        for name in ["gallery", "gallery-1000"] {
            results.append(Result(name: name, value: perScreen, unit: "instructions", baseline: "", baselineValue: 0))
        }
    }
    options.only = "none"
}
do {
    // Built on first use, so a merge-only call (`--only none`) renders nothing.
    var built: TypicalUseFixture?
    func fixture() throws -> TypicalUseFixture {
        if let built { return built }
        let made = try TypicalUseFixture()
        built = made
        return made
    }
    let withPixelmatch = options.suffix.isEmpty
    var cairoRender = 0.0, cairoEncode = 0.0
    if options.runs("scroll") {
        log("scroll-event")
        results += ScrollEventBenchmark.run()
    }
    if options.runs("table") {
        log("table-scroll")
        results += TableScrollBenchmark.run()
    }
    if options.runs("layout") {
        log("layout")
        results += LayoutBenchmarks.run()
        if !counting { LayoutMemoryFloors.printIfAsked() }
    }
    if options.runs("constraints") {
        log("constraints")
        results += ConstraintBenchmarks.run(options: options)
    }
    // A counting run of the gallery group has nothing to count in this process (the gallery
    // counts `canopy` with `--count-programs`); the render and PNG numbers here only feed
    // the gallery's time estimate.
    let galleryTimed = options.runs("gallery") && !counting
    if options.runs("render") || galleryTimed {
        log("render")
        let (render, numbers) = try RenderBenchmark.run(try fixture(), options: options)
        if options.runs("render") { results.append(render) }
        cairoRender = numbers.cairo
    }
    if options.runs("png") || galleryTimed {
        log("png")
        let (png, numbers) = try PNGBenchmarks.run(try fixture(), options: options)
        if options.runs("png") { results += png }
        cairoEncode = numbers.cairoEncode
    }
    if options.runs("snapshot") {
        log("snapshot assertions\(options.suffix)")
        results += try SnapshotAssertBenchmarks.run(try fixture(), options: options, withPixelmatch: withPixelmatch)
    }
    if options.runs("text") {
        log("text")
        results += try TextBenchmarks.run(options: options)
    }
    if options.runs("text") || options.only == "text-large" {
        log("text-layout-1mb")
        results.append(TextBenchmarks.largeLabel())
    }
    if options.runs("accessibility") {
        log("accessibility-audit")
        results.append(AccessibilityAuditBenchmark.run(try fixture()))
    }
    if options.runs("variants") && !counting {
        log("variant-matrix")
        results.append(try VariantMatrixBenchmark.run())
    }
    if options.runs("throughput") {
        log("snapshot throughput")
        results.append(try SnapshotThroughputBenchmark.run())
    }
    if galleryTimed {
        log("gallery")
        if let gallery = GalleryBenchmark.run(options: options, cairoRenderMilliseconds: cairoRender, cairoEncodeMilliseconds: cairoEncode) {
            results.append(gallery)
        }
        log("gallery-1000")
        results += try GalleryScaleBenchmark.run(options: options)
    }
} catch {
    log("failed: \(error)")
    exit(1)
}
for file in options.merge {
    guard let data = FileManager.default.contents(atPath: file), let merged = try? JSONDecoder().decode([Result].self, from: data) else {
        log("cannot read results from \(file)")
        exit(1)
    }
    results += merged
}
for file in options.instructions {
    guard let data = FileManager.default.contents(atPath: file), let counted = try? JSONDecoder().decode([Result].self, from: data) else {
        log("cannot read instruction counts from \(file)")
        exit(1)
    }
    InstructionMerge.attach(counted, to: &results)
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
    let count = r.instructions.map { String(format: "  %.0f instructions", $0) } ?? ""
    print(name + String(format: "%14.3f ", r.value) + unit + String(format: "baseline %14.3f  ratio %8.3f", r.baseline_value, r.ratio) + count)
}
print("wrote \(out.path)")
