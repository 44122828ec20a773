import ArgumentParser
import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation

/// `canopy`: renders the example screens, filmstrips and image diffs from the command line.
@main
struct CanopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "canopy",
        abstract: "Render Canopy's example screens to PNG, make filmstrips and compare images.",
        subcommands: [
            Gallery.self, Render.self, Filmstrip.self, Diff.self, Report.self, Accept.self, Shard.self, ListExamples.self, ListDevices.self,
        ],
        defaultSubcommand: Gallery.self
    )

    /// Parses and runs; our own errors print one line on stderr and exit non-zero.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("canopy: \(error.message)\n".utf8))
            Foundation.exit(error.exitCode)
        } catch {
            // Help and version requests succeed; any other parse error is bad input (exit 2).
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let line = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            FileHandle.standardError.write(Data("canopy: \(line)\n".utf8))
            Foundation.exit(2)
        }
    }
}
