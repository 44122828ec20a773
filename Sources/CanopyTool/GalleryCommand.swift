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

        @Option(
            help: ArgumentHelp(
                "A file listing the screens to render instead, one '<example> <device> <scroll offset>' per line.",
                discussion: "Blank lines and lines starting with # are skipped; offsets are whole points in -2000...100000."))
        var screens: String?

        func run() throws {
            if screens != nil, !devices.isEmpty { throw CLIError("--screens and --device cannot be combined; list the devices in the file") }
            let chosen = try devices.map(Arguments.device)
            let list = try screens.map(ScreenListFile.read)
            let dir = try Arguments.writableDirectory(out)
            // A run killed while writing can leave a temporary file; the next run clears it.
            FileIO.removeAbandonedTemporaryFiles(in: dir)
            var job = Examples.Gallery(outputDirectory: dir)
            if !chosen.isEmpty { job.devices = chosen }
            job.screens = list
            let bar = ProgressReporter()
            let start = Date()
            let output = try job.run { bar.update($0.completed, of: $0.total, $0.item) }
            bar.finish()
            let seconds = Date().timeIntervalSince(start)
            let sheets = output.contactSheets.count == 1 ? "a contact sheet" : "\(output.contactSheets.count) contact sheets"
            print("Wrote \(output.images.count) screens and \(sheets) in \(String(format: "%.1f", seconds)) s: \(output.contactSheet.path)")
        }
    }
}
