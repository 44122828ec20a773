import ArgumentParser
import CanopySnapshotTesting
import Foundation

extension CanopyCommand {
    /// Rebuilds the snapshot failure page in a folder, or merges shards' folders into one.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rebuild index.html, the browser page of snapshot failures, in an artifacts folder; or merge shards' folders.",
            discussion: """
                canopy report --merge shard-1 shard-2 --out merged writes merged/index.html, merged/summary.json and \
                merged/summary.md (a table for a pull-request comment or $GITHUB_STEP_SUMMARY).
                """)

        @Argument(help: "The artifacts folder (.canopy-failures or $CANOPY_ARTIFACTS); with --merge, every shard's folder.")
        var folders: [String]

        @Flag(help: "Merge the folders into --out: one page, summary.json and summary.md.")
        var merge = false

        @Option(help: "With --merge, the merged folder to make (new, or an empty folder).")
        var out = "merged-report"

        func run() throws {
            guard merge else {
                guard folders.count == 1 else {
                    throw CLIError("report takes one folder; pass --merge to merge \(folders.count) shards' folders")
                }
                let report = SnapshotReport(folder: URL(fileURLWithPath: folders[0], isDirectory: true))
                do {
                    let count = try report.rebuild()
                    print("report: \(count) failure\(count == 1 ? "" : "s") in \(report.index.path)")
                } catch let error as SnapshotReportError {
                    throw CLIError(error.description)
                }
                return
            }
            let output = URL(fileURLWithPath: out, isDirectory: true)
            do {
                let summary = try SnapshotReportMerge.merge(folders.map { URL(fileURLWithPath: $0, isDirectory: true) }, into: output)
                print(
                    "report: \(summary.failures) failure\(summary.failures == 1 ? "" : "s") from \(folders.count) folders in \(output.appendingPathComponent("index.html").path)"
                )
            } catch let error as SnapshotSuiteError {
                throw CLIError(error.description)
            }
        }
    }
}
