import Foundation
import Testing

@Suite("canopy report")
struct ReportCommandTests {
    @Test("report rebuilds index.html from the failure manifests in a folder")
    func rebuilds() throws {
        // Given an artifacts folder with one failure manifest
        let dir = try Scratch()
        let suite = dir.url.appendingPathComponent("CardTests")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let manifest = """
            {"version": 1, "title": "CardTests/title", "golden": "/g/title.png", "message": "Snapshot does not match",
             "reference": "title.reference.png", "actual": "title.actual.png", "diff": "title.diff.png",
             "treeChanges": ["titleLabel frame.y 44 → 47"]}
            """
        try Data(manifest.utf8).write(to: suite.appendingPathComponent("title.failure.json"))
        // When the tool rebuilds the page
        let result = try CLI.run(["report", dir.url.path])
        // Then it names the page, and the page lists the failure
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "report: 1 failure in \(dir.path("index.html"))\n")
        let html = try String(contentsOfFile: dir.path("index.html"), encoding: .utf8)
        #expect(html.contains("<li><code>titleLabel frame.y 44 → 47</code></li>"))
        #expect(html.contains("src=\"CardTests/title.actual.png\""))
    }

    @Test("report on a missing folder: one line on stderr, exit 2, nothing created")
    func missingFolder() throws {
        let dir = try Scratch()
        let result = try CLI.run(["report", dir.path("absent")])
        #expect(result.status == 2)
        #expect(result.stderr == "canopy: no folder at \(dir.path("absent")) to build a snapshot report in\n")
        #expect(dir.files.isEmpty)
    }
}

@Suite("canopy report --merge")
struct ReportMergeCommandTests {
    @Test("Merging a missing folder: one line on stderr, exit 2, no output folder")
    func missingShard() throws {
        let dir = try Scratch()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("shard-1"), withIntermediateDirectories: true)
        let result = try CLI.run(["report", "--merge", dir.path("shard-1"), dir.path("shard-2"), "--out", dir.path("merged")])
        #expect(result.status == 2)
        #expect(result.stderr == "canopy: no artifacts folder at \(dir.path("shard-2"))\n")
        #expect(dir.files == ["shard-1"])
    }

    @Test("Merging two empty shards writes a page and summaries saying there is no failure")
    func emptyShards() throws {
        let dir = try Scratch()
        for name in ["shard-1", "shard-2"] {
            try FileManager.default.createDirectory(at: dir.url.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let result = try CLI.run(["report", "--merge", dir.path("shard-1"), dir.path("shard-2"), "--out", dir.path("merged")])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path("merged")).sorted()
        #expect(files.contains("index.html") && files.contains("summary.json") && files.contains("summary.md"))
        #expect(try String(contentsOfFile: dir.path("merged/summary.md"), encoding: .utf8).contains("No failing snapshots."))
    }

    @Test("Two folders without --merge are refused: one line, exit 2")
    func twoWithoutMerge() throws {
        let dir = try Scratch()
        let result = try CLI.run(["report", dir.path("a"), dir.path("b")])
        #expect(result.status == 2)
        #expect(result.stderr == "canopy: report takes one folder; pass --merge to merge 2 shards' folders\n")
    }
}
