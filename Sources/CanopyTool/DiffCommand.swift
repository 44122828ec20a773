import ArgumentParser
import CanopyCairo
import CanopySnapshotTesting
import Foundation

extension CanopyCommand {
    /// Compares two PNGs pixel by pixel: exit 0 same, 1 different, 2 bad input.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two PNG files; exit status 0 same, 1 different, 2 bad input.")

        @Argument(help: "The expected image (a file, or a pipe such as <(cat a.png) or /dev/stdin).")
        var a: String

        @Argument(help: "The actual image.")
        var b: String

        @Option(help: "Where to write a diff image when they differ (same sizes only); a folder gets diff.png.")
        var out: String?

        @OptionGroup var comparison: DiffComparisonOptions

        func run() throws {
            let outURL = try out.map { try Arguments.writableFile($0, defaultName: "diff.png") }
            if let outURL { try Arguments.refuseOverwriting(outURL, inputs: [a, b], option: "--out") }
            let expected = try load(a), actual = try load(b)
            let tolerance = try comparison.tolerance()
            let result = compareImages(expected, actual, tolerance: tolerance)
            if comparison.json {
                print(comparison.jsonLine(result, tolerance: tolerance))
                if let url = outURL, let diff = result.diffImage { try diff.write(to: url) }
                if !result.isMatch { throw CLIError("images differ", exitCode: 1) }
                return
            }
            if result.isMatch {
                print("same: \(expected.width)×\(expected.height)")
                if let hidden = comparison.hiddenChangeNote(expected, actual, tolerance: tolerance) { print(hidden) }
                return
            }
            if result.expectedSize != result.actualSize {
                print(
                    "different sizes: \(Int(result.expectedSize.width))×\(Int(result.expectedSize.height)) vs \(Int(result.actualSize.width))×\(Int(result.actualSize.height))"
                )
            } else {
                let box = result.differenceBounds.map { "(\(Int($0.minX)),\(Int($0.minY)),\(Int($0.width)),\(Int($0.height)))" } ?? "-"
                print(
                    "different: \(result.differingPixelCount) pixels (\(String(format: "%.4f", result.differingFraction * 100))%), max channel delta \(result.maxChannelDifference), bounds \(box)"
                )
            }
            if let url = outURL {
                if let diff = result.diffImage {
                    try diff.write(to: url)
                    print("diff image: \(url.path)")
                } else {
                    print("no diff image written to \(url.path): a diff image needs two images of the same size")
                }
            }
            throw CLIError("images differ", exitCode: 1)
        }

        private func load(_ path: String) throws -> Bitmap {
            do {
                return try Bitmap(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw CLIError("cannot read '\(path)' as a PNG: \(error)")
            }
        }
    }
}
