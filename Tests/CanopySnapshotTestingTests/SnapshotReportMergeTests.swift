import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Merging shards' failure folders")
struct SnapshotReportMergeTests {
    /// Two shards, each with one failing card snapshot in its own artifacts folder.
    func twoShards(_ scratch: TemporaryFolder) throws -> [AcceptFixture] {
        [
            try AcceptFixture(in: scratch.url.appendingPathComponent("shard-1"), names: ["cardTitle()"]),
            try AcceptFixture(in: scratch.url.appendingPathComponent("shard-2"), names: ["secondCard()"]),
        ]
    }

    @Test("Merging two shards gives one page listing both failures and a summary with paths relative to it")
    func merges() throws {
        let scratch = try TemporaryFolder()
        let shards = try twoShards(scratch)
        let merged = scratch.url.appendingPathComponent("merged")
        let summary = try SnapshotReportMerge.merge(shards.map(\.artifacts), into: merged)
        #expect(summary.failures == 2 && summary.shards == 2)
        #expect(summary.rows.map(\.actual) == ["CardTests/cardTitle.actual.png", "CardTests/secondCard.actual.png"])
        #expect(summary.rows.first?.accept == "canopy accept merged --filter CardTests/cardTitle")
        let html = try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("data-failures=\"2\""))
        #expect(html.contains("CardTests/cardTitle") && html.contains("CardTests/secondCard"))
        for row in summary.rows {
            for path in [row.reference, row.actual, row.diff].compactMap({ $0 }) {
                #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(path).path), "\(path)")
            }
        }
        let json = try JSONDecoder().decode(SnapshotSummary.self, from: Data(contentsOf: merged.appendingPathComponent("summary.json")))
        #expect(json == summary)
        let markdown = try String(contentsOf: merged.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("### Snapshot failures: 2 (2 shards)\n"))
        #expect(markdown.contains("| 1 | `CardTests/cardTitle` | image | 240×160 | "))
        #expect(markdown.contains("[actual](CardTests/secondCard.actual.png)"))
        // The merged folder is accepted like any other.
        let plan = try GoldenAcceptance.plan(artifacts: merged, package: shards[0].package)
        #expect(plan.changes.count == 4 && plan.refusals.isEmpty)
    }

    @Test("Two shards holding one failure, a missing shard folder or partial artifacts: refused, no output made")
    func hostile() throws {
        let scratch = try TemporaryFolder()
        let shards = try twoShards(scratch)
        let merged = scratch.url.appendingPathComponent("merged")
        let twice = #expect(throws: SnapshotSuiteError.self) {
            try SnapshotReportMerge.merge([shards[0].artifacts, shards[0].artifacts], into: merged)
        }
        #expect(twice?.description.hasPrefix("two shards hold the failure CardTests/cardTitle") == true)
        #expect(throws: SnapshotSuiteError.self) {
            try SnapshotReportMerge.merge([shards[0].artifacts, scratch.url.appendingPathComponent("absent")], into: merged)
        }
        try FileManager.default.removeItem(at: shards[1].artifacts.appendingPathComponent("CardTests/secondCard.diff.png"))
        #expect(throws: SnapshotSuiteError.self) { try SnapshotReportMerge.merge(shards.map(\.artifacts), into: merged) }
        #expect(!FileManager.default.fileExists(atPath: merged.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["shard-1", "shard-2"])
    }

    @Test("An output folder that holds files is refused and kept")
    func occupiedOutput() throws {
        let scratch = try TemporaryFolder()
        let shards = try twoShards(scratch)
        let merged = scratch.url.appendingPathComponent("merged")
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: merged.appendingPathComponent("notes.txt"))
        #expect(throws: SnapshotSuiteError.self) { try SnapshotReportMerge.merge(shards.map(\.artifacts), into: merged) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: merged.path) == ["notes.txt"])
    }
}
