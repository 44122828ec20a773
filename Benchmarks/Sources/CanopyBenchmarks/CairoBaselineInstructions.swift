import Foundation

/// Instruction counts of the C baseline program for `render-iphone15`, `png-encode` and
/// `png-decode`, from callgrind, in the same unit as ours: per render, per encode, per decode.
///
/// Render: the slope between a run of one and a run of three iterations, collecting only
/// inside `replay` (the program's set-up and its warm-up render cancel out). PNG: a run of one
/// iteration collecting only inside cairo's stream writer, and one collecting only inside its
/// reader. They read the scene and the PNG the timing run left in the work folder
/// (`--count-programs`).
enum CairoBaselineInstructions {
    /// Entries carrying only `baseline_value`, the C program's instructions, for the groups
    /// `options` runs (`render`, `png`); an entry whose count cannot be had is left out.
    static func results(options: Options) -> [Result] {
        guard let valgrind = options.valgrind, let tool = options.cairoBaseline else { return [] }
        let work = URL(fileURLWithPath: options.work)
        let folder = work.appendingPathComponent("callgrind-baseline")
        var results: [Result] = []
        func add(_ name: String, _ value: Double?) {
            guard let value, value > 0 else { return }
            results.append(Result(name: name, value: 0, unit: "instructions", baseline: "C baseline", baselineValue: value.rounded()))
        }
        let scene = work.appendingPathComponent("render/scene.txt").path
        if options.runs("render") {
            log("instructions: C baseline render")
            add(
                "render-iphone15",
                Callgrind.slope(small: 1, large: 3) { iterations in
                    Callgrind.instructions(valgrind: valgrind, tool, ["render", scene, "\(iterations)"], toggleCollect: ["replay"], folder: folder)
                })
        }
        let png = work.appendingPathComponent("png/typical-use.png").path
        if options.runs("png") {
            log("instructions: C baseline PNG writer and reader")
            // Two runs of one iteration, each collecting inside one of the two functions.
            for (name, function) in [
                ("png-encode", "cairo_surface_write_to_png_stream"), ("png-decode", "cairo_image_surface_create_from_png_stream"),
            ] {
                add(
                    name,
                    Callgrind.instructions(valgrind: valgrind, tool, ["png", png, "1"], toggleCollect: [function], folder: folder).map(Double.init))
            }
        }
        return results
    }
}
