import ArgumentParser
import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation

/// `canopy`: renders screens, filmstrips and image diffs, and runs a snapshot suite's
/// accept, shard and report steps, from the command line.
struct CanopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "canopy",
        abstract: "Render screens to PNG, make filmstrips, compare images, and accept, shard and report snapshot suites.",
        subcommands: [
            Gallery.self, Render.self, Filmstrip.self, Diff.self, Report.self, Accept.self, Shard.self, ListExamples.self, ListDevices.self,
            Audit.self,
        ],
        defaultSubcommand: Gallery.self
    )

    /// Parses `arguments` (the process's when nil) and runs; our own errors print one line
    /// on stderr and exit non-zero.
    static func run(arguments: [String]?) {
        do {
            var command = try parseAsRoot(arguments)
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
