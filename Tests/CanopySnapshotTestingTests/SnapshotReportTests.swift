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

    /// Writes the known failures into `$CANOPY_BROWSER_FIXTURE` for
    /// `scripts/browser-check.sh`, which loads the pages in a headless browser: two image
    /// failures and a filmstrip in `report/`, and 200 failures in `report-200/`.
    @Test(
        "The browser check's failures are written where it asks",
        .enabled(if: ProcessInfo.processInfo.environment["CANOPY_BROWSER_FIXTURE"] != nil))
    func browserFixture() throws {
        let target = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["CANOPY_BROWSER_FIXTURE"]))
        let outcomes = try ReportFixtures.makeTwoFailures(
            scratch: target.appendingPathComponent("package"), artifacts: target.appendingPathComponent("report"))
        let filmstrip = try ReportFixtures.makeFilmstripFailure(
            scratch: target.appendingPathComponent("package"), artifacts: target.appendingPathComponent("report"))
        #expect(filmstrip.failureMessage?.contains("Snapshot does not match") == true)
        try ReportFixtures.makeManyFailures(
            count: 200, scratch: target.appendingPathComponent("package-200"), artifacts: target.appendingPathComponent("report-200"))
        #expect(outcomes.allSatisfy { $0.failureMessage?.contains("Snapshot does not match") == true })
    }
}

/// The page at suite scale: an index, collapsible cards, lazy images, filmstrips at full
/// size and only paths relative to the page or the package.
@Suite("Snapshot failure page at suite scale")
struct SnapshotReportScaleTests {
    @Test("A summary table links every failure's card, with its kind, size and differing pixels; images load lazily")
    func summaryTable() throws {
        let folder = try TemporaryFolder()
        let artifacts = folder.url.appendingPathComponent("artifacts")
        _ = try ReportFixtures.makeTwoFailures(scratch: folder.url.appendingPathComponent("pkg"), artifacts: artifacts)
        let html = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<table class=\"summary\">"))
        #expect(html.contains("<td><a href=\"#failure-1\">ReportedSnapshotTests/banner</a></td><td>image</td><td>200×80 → 220×80</td>"))
        #expect(
            html.contains("<td><a href=\"#failure-2\">ReportedSnapshotTests/cardTitle</a></td><td>image</td><td>240×160</td><td class=\"number\">"))
        #expect(html.contains("<details class=\"failure\" id=\"failure-1\" open>"))
        let images = html.components(separatedBy: "<img ").dropFirst()
        #expect(images.count == 10)
        #expect(images.allSatisfy { $0.contains("loading=\"lazy\"") })
    }

    @Test("Past ten failures the cards start closed, the table being the index, and their images wait for them to open")
    func closedCards() throws {
        let folder = try TemporaryFolder()
        for index in 0..<11 {
            let manifest = SnapshotFailureManifest(
                title: "S/t\(index)", golden: "Snapshots/S/t\(index).png", message: "m", reference: "t\(index).reference.png")
            try manifest.write(to: folder.url.appendingPathComponent("S/t\(index).failure.json"))
        }
        #expect(try SnapshotReport(folder: folder.url).rebuild() == 11)
        let html = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<details class=\"failure\"").count == 12)
        #expect(!html.contains("\" open>"))
        // And their images are fetched only when a card opens
        #expect(html.contains("data-src=\"S/t3.reference.png\" alt=\"reference\" loading=\"lazy\""))
        #expect(!html.contains(" src=\"S/t3.reference.png\""))
    }

    @Test("The page names no folder of the machine that ran the tests")
    func relativePaths() throws {
        let folder = try TemporaryFolder()
        let artifacts = folder.url.appendingPathComponent("artifacts")
        _ = try ReportFixtures.makeTwoFailures(scratch: folder.url.appendingPathComponent("pkg"), artifacts: artifacts)
        let html = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains(folder.url.path))
        #expect(html.contains("golden: <code>Snapshots/ReportedSnapshotTests/cardTitle.png</code>"))
        #expect(html.contains("reference: ReportedSnapshotTests/cardTitle.reference.png"))
    }

    @Test("A failing filmstrip is shown at full size with its differing frames outlined and listed")
    func filmstrip() throws {
        // Given three 20-point frames side by side, of which the second changes
        let folder = try TemporaryFolder()
        let location = SnapshotLocation(
            golden: folder.url.appendingPathComponent("Snapshots/S/strip.png"), artifactsFolder: folder.url.appendingPathComponent("out"))
        let cells = [rect(0, 10, 20, 20), rect(30, 10, 20, 20), rect(60, 10, 20, 20)]
        _ = verifyImageSnapshot(bitmap(80, 40), at: location, frames: cells)
        // When it fails
        let outcome = verifyImageSnapshot(bitmap(80, 40, [(35, 15, .red)]), at: location, record: .never, frames: cells)
        #expect(outcome.failureMessage != nil)
        // Then the manifest marks frame 2 only, and the page shows it
        let manifest = try SnapshotFailureManifest.read(SnapshotFailureManifest.url(for: location))
        #expect(manifest.kind == "filmstrip")
        #expect(manifest.frames?.map(\.differs) == [false, true, false])
        #expect(manifest.frames?[1] == SnapshotFailureManifest.FrameMark(number: 2, x: 30, y: 10, width: 20, height: 20, differs: true))
        let html = try String(contentsOf: location.reportFolder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<details class=\"failure filmstrip\" id=\"failure-1\" open>"))
        #expect(html.contains("<td>filmstrip (frame 2)</td>"))
        #expect(html.contains("Differing frames: 2 of 3"))
        #expect(html.contains("<span class=\"frame-mark differs\" data-frame=\"2\" style=\"left:37.500%;top:25.000%;width:25.000%;height:50.000%\""))
        #expect(html.contains("data-full=\"true\""))
    }

    @Test("A behaviour filmstrip failing in later frames marks those frames and not the first")
    func behaviourFilmstrip() throws {
        let folder = try TemporaryFolder()
        let artifacts = folder.url.appendingPathComponent("artifacts")
        let outcome = try ReportFixtures.makeFilmstripFailure(scratch: folder.url.appendingPathComponent("pkg"), artifacts: artifacts)
        #expect(outcome.failureMessage != nil)
        let manifestURL = artifacts.appendingPathComponent("BehaviorReportTests/shiftingHeader.failure.json")
        let frames = try #require(try SnapshotFailureManifest.read(manifestURL).frames)
        #expect(frames.count == 5)
        #expect(frames.first?.differs == false)
        #expect(frames.contains { $0.differs })
    }
}
