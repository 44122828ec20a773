import ArgumentParser
import Canopy
import CanopyCairo
import Examples
import Foundation

extension CanopyCommand {
    /// One image of N frames through a scripted scroll.
    struct Filmstrip: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render one image showing the header through a scroll.")

        @OptionGroup var screen: ScreenSelection

        @Option(parsing: .unconditional, help: "First scroll position in points past the top.")
        var from: Double = -80

        @Option(parsing: .unconditional, help: "Last scroll position in points past the top.")
        var to: Double = 400

        // Unconditional parsing reads "-1" as the value (refused below), not as an option.
        @Option(parsing: .unconditional, help: "Number of frames, 2...24.")
        var frames = 8

        @Option(help: "Output PNG file; default <example>-filmstrip.png.")
        var out: String?

        func run() throws {
            let (e, d) = try screen.resolved()
            let a = try Arguments.finite(from, "--from", in: -2000...100_000)
            let b = try Arguments.finite(to, "--to", in: -2000...100_000)
            guard (2...24).contains(frames) else { throw CLIError("--frames \(frames) is out of range 2...24") }
            let url = try Arguments.writableFile(out ?? "\(e.name)-filmstrip.png", defaultName: "\(e.name)-filmstrip.png")
            let bitmap = try Examples.Filmstrip.render(e, on: d, from: a, to: b, frames: frames, with: CairoRenderer())
            try bitmap.write(to: url)
            print("Wrote \(frames) frames (\(bitmap.width)×\(bitmap.height)) to \(url.path)")
        }
    }
}
