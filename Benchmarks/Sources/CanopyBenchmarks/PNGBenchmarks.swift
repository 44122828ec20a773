import Canopy
import CanopyCairo
import Foundation

/// `png-encode`, `png-decode` and `png-size` for the typical-use bitmap (1179×2556 px).
///
/// Ours: `Bitmap.pngData(metadata:)` as goldens are written (tEXt chunks and the pixel digest
/// included) and `Bitmap(pngData:)`. Baseline: cairo's `cairo_surface_write_to_png` and
/// `cairo_image_surface_create_from_png` (their in-memory stream variants, the same codec
/// without file-system noise), timed inside the C baseline program. Both decoders read the
/// same bytes: our golden file. `png-size` is our golden's size over cairo's.
enum PNGBenchmarks {
    /// The measured numbers, reused by the gallery estimate.
    struct Numbers {
        var cairoEncode: Double
    }

    static func run(_ fixture: TypicalUseFixture, options: Options) throws -> ([Result], Numbers) {
        let bitmap = fixture.bitmap, metadata = fixture.metadata
        let png = try bitmap.pngData(metadata: metadata)
        let encode = try medianMilliseconds(repeats: repeats("png-encode", 15)) { blackHole(try bitmap.pngData(metadata: metadata)) }
        let decode = try medianMilliseconds(repeats: repeats("png-decode", 15)) { blackHole(try Bitmap(pngData: png)) }

        var cairoEncode = 0.0, cairoDecode = 0.0, cairoBytes = 0.0
        if let tool = options.cairoBaseline {
            let file = options.freshFolder("png").appendingPathComponent("typical-use.png")
            try png.write(to: file)
            if let output = Subprocess.run(tool, ["png", file.path, "15"]), output.status == 0 {
                let numbers = keyedNumbers(output.standardOutput)
                cairoEncode = numbers["encode_ms"] ?? 0
                cairoDecode = numbers["decode_ms"] ?? 0
                cairoBytes = numbers["encode_bytes"] ?? 0
            } else {
                log("png: the C baseline failed")
            }
        }
        return (
            [
                Result(
                    name: "png-encode", value: encode, unit: "ms", baseline: "cairo_surface_write_to_png",
                    baselineValue: cairoEncode),
                Result(
                    name: "png-decode", value: decode, unit: "ms", baseline: "cairo_image_surface_create_from_png",
                    baselineValue: cairoDecode),
                Result(
                    name: "png-size", value: Double(png.count), unit: "bytes",
                    baseline: "cairo_surface_write_to_png file size", baselineValue: cairoBytes),
            ],
            Numbers(cairoEncode: cairoEncode)
        )
    }
}
