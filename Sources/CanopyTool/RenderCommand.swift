import ArgumentParser
import Canopy
import CanopyCairo
import Examples
import Foundation

extension CanopyCommand {
    /// Renders one example on one device at one scroll position.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render one example to a PNG file.")

        @OptionGroup var screen: ScreenSelection

        @Option(name: .customLong("scroll-to"), parsing: .unconditional, help: "Points scrolled past the top resting position (negative pulls down).")
        var scrollTo: Double = 0

        @Option(help: "Output PNG file; default <example>-<device>.png.")
        var out: String?

        func run() throws {
            let (e, d) = try screen.resolved()
            let y = try Arguments.finite(scrollTo, "--scroll-to", in: -2000...100_000)
            let url = try Arguments.writableFile(out ?? "\(e.name)-\(d.name).png", defaultName: "\(e.name)-\(d.name).png")
            let bitmap = try ScreenRenderer.render(e, on: d, scrollOffset: y, with: CairoRenderer())
            try bitmap.write(to: url)
            print("Wrote \(bitmap.width)×\(bitmap.height) \(url.path)")
        }
    }
}
