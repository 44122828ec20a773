import ArgumentParser
import CanopySnapshotTesting
import Foundation

extension CanopyCommand {
    /// Rebuilds the snapshot failure page from the failures' files in a folder.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rebuild index.html, the browser page of snapshot failures, in an artifacts folder.")

        @Argument(help: "The artifacts folder (.canopy-failures or $CANOPY_ARTIFACTS).")
        var folder: String

        func run() throws {
            let report = SnapshotReport(folder: URL(fileURLWithPath: folder, isDirectory: true))
            do {
                let count = try report.rebuild()
                print("report: \(count) failure\(count == 1 ? "" : "s") in \(report.index.path)")
            } catch let error as SnapshotReportError {
                throw CLIError(error.description)
            }
        }
    }
}
