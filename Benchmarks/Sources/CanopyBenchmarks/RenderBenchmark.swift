import Canopy
import CanopyCairo
import Foundation

/// `render-iphone15`: `CairoRenderer.render(window)` of the typical-use screen at 3x, in ms.
///
/// Baseline: `Baseline/cairo_baseline.c` replaying the same fills, strokes, text runs and
/// clips (recorded from the tree by `SceneRecorder`) with plain cairo calls, timed inside
/// the C program over repeated iterations. The C image is compared with ours and the number
/// of differing pixels is logged, to show the two paint the same scene.
enum RenderBenchmark {
    /// The measured numbers, reused by the gallery estimate.
    struct Numbers {
        var ours: Double
        var cairo: Double
    }

    static func run(_ fixture: TypicalUseFixture, options: Options) throws -> (Result, Numbers) {
        let renderer = fixture.renderer, window = fixture.window
        for _ in 0..<3 { _ = try renderer.render(window) }
        let ours = try medianMilliseconds(repeats: 31) { blackHole(try renderer.render(window)) }

        var cairo = 0.0
        if let tool = options.cairoBaseline {
            let folder = options.freshFolder("render")
            let scene = folder.appendingPathComponent("scene.txt")
            let recorder = SceneRecorder(folder: folder, metrics: TextEngine.shared)
            try recorder.record(window).write(to: scene, atomically: true, encoding: .utf8)
            let painted = folder.appendingPathComponent("cairo.png")
            if let output = Subprocess.run(tool, ["render", scene.path, "31", painted.path]), output.status == 0 {
                let numbers = keyedNumbers(output.standardOutput)
                cairo = numbers["render_ms"] ?? 0
                if let theirs = try? Bitmap(contentsOf: painted),
                    let difference = fixture.bitmap.difference(from: theirs)
                {
                    log(
                        "render: C baseline replayed \(Int(numbers["ops"] ?? 0)) operations; \(difference.changedPixelCount) of \(theirs.width * theirs.height) px differ from ours (max channel delta \(difference.maxChannelDifference))"
                    )
                }
            } else {
                log("render: the C baseline failed")
            }
        }
        return (
            Result(
                name: "render-iphone15", value: ours, unit: "ms",
                baseline: "C program painting the same scene with cairo", baselineValue: cairo),
            Numbers(ours: ours, cairo: cairo)
        )
    }
}
