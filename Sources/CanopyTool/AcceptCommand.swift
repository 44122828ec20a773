import ArgumentParser
import CanopySnapshotTesting
import Foundation

extension CanopyCommand {
    /// Copies the actual images and dumps of failed snapshots over their goldens.
    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Accept failed snapshots: write their actual images and dumps over the goldens, listing each golden changed.",
            discussion: """
                Exit status 0 when every matching failure was accepted, 1 when some were refused (another render environment, \
                or a test file no longer in the package), 2 for bad input (nothing written).
                """)

        @Argument(help: "The artifacts folder: .canopy-failures, $CANOPY_ARTIFACTS, or one downloaded from CI.")
        var artifacts = ".canopy-failures"

        @Option(help: "Accept only failures whose '<TestFileName>/<stem>' matches this shell pattern (* and ?).")
        var filter: String?

        @Option(help: "The package whose Snapshots/ receive the goldens; default the current folder.")
        var package = "."

        @Flag(help: "List what would be accepted and refused; write nothing.")
        var dryRun = false

        func run() throws {
            let plan: GoldenAcceptance
            do {
                plan = try GoldenAcceptance.plan(
                    artifacts: URL(fileURLWithPath: artifacts, isDirectory: true), package: URL(fileURLWithPath: package, isDirectory: true),
                    filter: filter)
            } catch let error as SnapshotSuiteError {
                throw CLIError(error.description)
            }
            for refusal in plan.refusals { print("refused \(refusal.title): \(refusal.reason)") }
            if dryRun {
                for change in plan.changes { print("would accept \(change.golden)") }
            } else {
                do {
                    for golden in try plan.apply() { print("accepted \(golden)") }
                } catch let error as SnapshotSuiteError {
                    throw CLIError(error.description)
                }
            }
            if plan.changes.isEmpty && plan.refusals.isEmpty { print("no failures to accept in \(artifacts)") }
            if !plan.refusals.isEmpty {
                throw CLIError("\(plan.refusals.count) failure\(plan.refusals.count == 1 ? "" : "s") refused", exitCode: 1)
            }
        }
    }
}
