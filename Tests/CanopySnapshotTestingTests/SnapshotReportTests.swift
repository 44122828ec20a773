import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Snapshot failure report page")
struct SnapshotReportTests {
    @Test("Two failures leave manifests and one page listing both, with images by relative path")
    func twoFailures() throws {
        // Given a package with two goldens, When both snapshots fail
        let folder = try TemporaryFolder()
        let artifacts = folder.url.appendingPathComponent("artifacts")
        let outcomes = try ReportFixtures.makeTwoFailures(scratch: folder.url.appendingPathComponent("pkg"), artifacts: artifacts)
        // Then each message points at the page
        let index = artifacts.appendingPathComponent("index.html")
        for outcome in outcomes { #expect(outcome.failureMessage?.hasSuffix("  report:    \(index.path)") == true) }
        let html = try String(contentsOf: index, encoding: .utf8)
        // And the page lists both, with their images, slider, blink toggle and tree diff
        #expect(html.contains("<body data-failures=\"2\""))
        #expect(html.contains("<h2>ReportedSnapshotTests/cardTitle</h2>"))
        #expect(html.contains("<h2>ReportedSnapshotTests/banner</h2>"))
        #expect(html.contains("src=\"ReportedSnapshotTests/cardTitle.reference.png\""))
        #expect(html.contains("src=\"ReportedSnapshotTests/banner.diff.png\""))
        #expect(html.components(separatedBy: "class=\"slider\"").count == 3)
        #expect(html.components(separatedBy: "class=\"blink\"").count == 3)
        #expect(html.contains("<li><code>titleLabel frame.y 30 → 48</code></li>"))
        #expect(html.contains("no tree file beside the golden"))
        // And nothing outside the page's folder is needed
        #expect(!html.contains("http://") && !html.contains("https://"))
        let manifests = try FileManager.default.contentsOfDirectory(atPath: artifacts.appendingPathComponent("ReportedSnapshotTests").path)
            .filter { $0.hasSuffix(".failure.json") }.sorted()
        #expect(manifests == ["banner.failure.json", "cardTitle.failure.json"])
    }

    @Test("Text from messages and paths is escaped, and odd file names are percent-encoded")
    func escaping() throws {
        let folder = try TemporaryFolder()
        let suite = folder.url.appendingPathComponent("Suite <x>")
        let manifest = SnapshotFailureManifest(
            title: "<script>alert(1)</script>", golden: "/a/\"b\".png", message: "x < y & \"z\" 'w'",
            reference: "a b#.png", actual: "../../etc/passwd", diff: nil, treeChanges: ["<img src=x onerror=alert(1)>"])
        try manifest.write(to: suite.appendingPathComponent("t.failure.json"))
        try SnapshotReport(folder: folder.url).rebuild()
        let html = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("x &lt; y &amp; &quot;z&quot; &#39;w&#39;"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("src=\"Suite%20%3Cx%3E/a%20b%23.png\""))
        #expect(!html.contains("passwd"))
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test("A later match removes the failure from the page")
    func matchRemoves() throws {
        let folder = try TemporaryFolder()
        let location = SnapshotLocation(
            golden: folder.url.appendingPathComponent("Snapshots/S/x.png"), artifactsFolder: folder.url.appendingPathComponent("out"))
        _ = verifySnapshot(bitmap(4, 4), at: location)
        _ = verifySnapshot(bitmap(4, 4, [(1, 1, .red)]), at: location)
        let index = location.reportFolder.appendingPathComponent("index.html")
        #expect(try String(contentsOf: index, encoding: .utf8).contains("data-failures=\"1\""))
        #expect(verifySnapshot(bitmap(4, 4), at: location) == .matched)
        #expect(try String(contentsOf: index, encoding: .utf8).contains("data-failures=\"0\""))
        #expect(!FileManager.default.fileExists(atPath: SnapshotFailureManifest.url(for: location).path))
    }

    @Test("Failures written from many threads at once are all listed")
    func parallelFailures() async throws {
        let folder = try TemporaryFolder()
        let root = folder.url
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<12 {
                group.addTask {
                    let location = SnapshotLocation(
                        golden: root.appendingPathComponent("Snapshots/S/t\(i).png"), artifactsFolder: root.appendingPathComponent("out"))
                    _ = verifySnapshot(bitmap(4, 4), at: location)
                    _ = verifySnapshot(bitmap(4, 4, [(i % 4, 1, .red)]), at: location)
                }
            }
        }
        let html = try String(contentsOf: root.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("data-failures=\"12\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out").path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("Rebuilding in a missing or unwritable folder fails naming it and writes nothing; a corrupt manifest is listed as such")
    func badFolders() throws {
        let folder = try TemporaryFolder()
        let missing = folder.url.appendingPathComponent("nope")
        #expect(throws: SnapshotReportError("no folder at \(missing.path) to build a snapshot report in")) {
            try SnapshotReport(folder: missing).rebuild()
        }
        let blocked = folder.url.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"title\": 3}".utf8).write(to: blocked.appendingPathComponent("bad.failure.json"))
        try SnapshotReport(folder: blocked).rebuild()
        let html = try String(contentsOf: blocked.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("bad.failure.json is not a failure manifest"))
        if getuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: blocked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: blocked.path) }
            #expect(throws: SnapshotReportError.self) { try SnapshotReport(folder: blocked).rebuild() }
        }
        // A page that cannot be replaced (here a folder in its place) is refused and no
        // temporary file is left behind.
        let stuck = folder.url.appendingPathComponent("stuck")
        try FileManager.default.createDirectory(at: stuck.appendingPathComponent("index.html/inside"), withIntermediateDirectories: true)
        #expect {
            try SnapshotReport(folder: stuck).rebuild()
        } throws: { error in
            "\(error)".hasPrefix("cannot write the snapshot report \(stuck.path)/index.html")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: stuck.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
        let file = folder.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(throws: SnapshotReportError.self) { try SnapshotReport(folder: file).rebuild() }
    }

    /// Writes the two known failures into `$CANOPY_BROWSER_FIXTURE` for
    /// `scripts/browser-check.sh`, which loads the page in a headless browser.
    @Test(
        "The browser check's two failures are written where it asks",
        .enabled(if: ProcessInfo.processInfo.environment["CANOPY_BROWSER_FIXTURE"] != nil))
    func browserFixture() throws {
        let target = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["CANOPY_BROWSER_FIXTURE"]))
        let outcomes = try ReportFixtures.makeTwoFailures(
            scratch: target.appendingPathComponent("package"), artifacts: target.appendingPathComponent("report"))
        #expect(outcomes.allSatisfy { $0.failureMessage?.contains("Snapshot does not match") == true })
    }
}
