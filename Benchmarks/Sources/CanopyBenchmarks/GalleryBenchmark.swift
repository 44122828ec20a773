import Examples
import Foundation

/// `gallery`: wall time of `canopy gallery` with default options (every example on every
/// default device at every default scroll position, and a contact sheet) from a release
/// build, writing to a fresh folder, in seconds.
///
/// Baseline, from numbers measured earlier in the same run: the naive pipeline's floor for
/// the same images (counted from the catalog, so a new example moves the baseline with the
/// work) — the C program's cairo paint of a phone screen plus cairo's own PNG writer, per
/// image, spread over two cores. It is an estimate (every image costed as the
/// typical-use iPhone 15 screen), stated as such in the baseline's name.
enum GalleryBenchmark {
    static func run(options: Options, cairoRenderMilliseconds: Double, cairoEncodeMilliseconds: Double) -> Result? {
        guard let canopy = options.canopy else { return nil }
        var samples: [Double] = []
        for _ in 0..<3 {
            let out = options.freshFolder("gallery")
            guard let output = Subprocess.run(canopy, ["gallery", "--out", out.path]), output.status == 0 else {
                log("gallery: canopy gallery failed")
                return nil
            }
            samples.append(output.milliseconds / 1000)
        }
        let images = ExampleCatalog.all.count * Gallery.defaultDevices.count * Gallery.defaultPositions.count + 1
        let estimate = Double(images) * (cairoRenderMilliseconds + cairoEncodeMilliseconds) / 2 / 1000
        return Result(
            name: "gallery", value: median(samples), unit: "s",
            baseline: "estimate: \(images) × (C cairo paint + cairo PNG writer) / 2 cores", baselineValue: estimate)
    }
}
