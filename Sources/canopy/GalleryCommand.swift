import ArgumentParser
import Canopy
import CanopyCairo
import Examples
import Foundation

extension CanopyCommand {
    /// The main job: every example on several devices at a few scroll positions, plus a contact sheet.
    struct Gallery: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render every example on several devices into a folder of PNGs and a contact sheet.")

        @Option(help: "Output folder.")
        var out = "gallery"

        @Option(name: .customLong("device"), help: "Device to render on (repeatable); default: all presets.")
        var devices: [String] = []

        func run() throws {
            let chosen = try devices.map(Arguments.device)
            let dir = try Arguments.writableDirectory(out)
            // A run killed while writing can leave a temporary file; the next run clears it.
            FileIO.removeAbandonedTemporaryFiles(in: dir)
            var job = Examples.Gallery(outputDirectory: dir)
            if !chosen.isEmpty { job.devices = chosen }
            let bar = ProgressReporter()
            let start = Date()
            let output = try job.run { bar.update($0.completed, of: $0.total, $0.item) }
            bar.finish()
            let seconds = Date().timeIntervalSince(start)
            print("Wrote \(output.images.count) screens and a contact sheet in \(String(format: "%.1f", seconds)) s: \(output.contactSheet.path)")
        }
    }
}
