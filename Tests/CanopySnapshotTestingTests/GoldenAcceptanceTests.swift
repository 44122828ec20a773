import Canopy
import CanopyCairo
import Examples
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Accepting failed snapshots into their goldens")
struct GoldenAcceptanceTests {
    @Test("Accepting a failure writes its actual image and tree over the goldens, and the snapshot then matches")
    func acceptsImageAndTree() throws {
        // Given a card snapshot that failed after its title moved
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url)
        // When its failure is accepted
        let plan = try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package)
        let written = try plan.apply()
        // Then the image and the tree golden are replaced, and the same render now matches
        #expect(written == ["Snapshots/CardTests/cardTitle.png", "Snapshots/CardTests/cardTitle.tree.txt"])
        #expect(plan.refusals.isEmpty)
        let after = ReportFixtures.card(titleY: 48)
        let outcome = verifySnapshot(
            try CairoRenderer().render(after, scale: 2), at: try fixture.location("cardTitle()"), record: .never,
            metadata: AcceptFixture.metadata, tree: TreeSnapshot(of: after))
        #expect(outcome == .matched)
        let summary = try PNGSummary(pngData: try #require(fixture.contents("Snapshots/CardTests/cardTitle.png")))
        #expect(summary.text["Canopy-Cairo"] == RenderEnvironment.cairoVersion)
        // Accepting again changes nothing, so nothing is listed.
        #expect(try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package).apply().isEmpty)
    }

    @Test("A failure whose test file moved is refused with the reason, and its golden is kept")
    func refusesMovedTestFile() throws {
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url, withTestFile: false)
        let before = fixture.contents("Snapshots/CardTests/cardTitle.png")
        let plan = try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package)
        #expect(plan.changes.isEmpty)
        #expect(plan.refusals.map(\.title) == ["CardTests/cardTitle"])
        #expect(plan.refusals.first?.reason.contains("test file Tests/AppTests/CardTests.swift is not in this package") == true)
        try plan.apply()
        #expect(fixture.contents("Snapshots/CardTests/cardTitle.png") == before)
    }

    @Test("An image rendered with another cairo and fonts than its golden is refused naming both")
    func refusesOtherEnvironment() throws {
        var recorded = AcceptFixture.metadata
        recorded["Canopy-Cairo"] = "1.0.0"
        recorded["Canopy-Fonts"] = "other fonts"
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url, goldenMetadata: recorded)
        let plan = try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package)
        let reason = try #require(plan.refusals.first?.reason)
        #expect(reason.contains("Cairo \(RenderEnvironment.cairoVersion) where the golden has 1.0.0"))
        #expect(reason.contains("where the golden has other fonts"))
        #expect(plan.changes.isEmpty)
    }

    @Test("A failure whose actual image is missing stops the whole acceptance and nothing is written")
    func partialArtifacts() throws {
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url, names: ["cardTitle()", "secondCard()"])
        try FileManager.default.removeItem(at: fixture.artifacts.appendingPathComponent("CardTests/secondCard.actual.png"))
        let before = fixture.contents("Snapshots/CardTests/cardTitle.png")
        #expect(throws: SnapshotSuiteError.self) { try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package) }
        #expect(fixture.contents("Snapshots/CardTests/cardTitle.png") == before)
    }

    @Test("Two failures naming one golden (two shards' folders merged by hand) are refused")
    func twoClaims() throws {
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url)
        let merged = scratch.url.appendingPathComponent("merged")
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.artifacts, to: merged.appendingPathComponent("shard-1"))
        try FileManager.default.copyItem(at: fixture.artifacts, to: merged.appendingPathComponent("shard-2"))
        let error = #expect(throws: SnapshotSuiteError.self) { try GoldenAcceptance.plan(artifacts: merged, package: fixture.package) }
        #expect(error?.description.hasPrefix("two failures name the golden Snapshots/CardTests/cardTitle.png") == true)
    }

    @Test("A manifest naming a golden outside Snapshots/ is refused before anything is written")
    func escapingGolden() throws {
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url)
        let url = fixture.artifacts.appendingPathComponent("CardTests/cardTitle.failure.json")
        var manifest = try SnapshotFailureManifest.read(url)
        manifest.golden = "Snapshots/../Package.swift"
        try manifest.write(to: url)
        let error = #expect(throws: SnapshotSuiteError.self) { try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package) }
        #expect(error?.description.contains("which is not a path below Snapshots/") == true)
    }

    @Test("A filter selects failures by '<TestFileName>/<stem>'; one matching nothing is an error")
    func filter() throws {
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url, names: ["cardTitle()", "secondCard()"])
        let plan = try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package, filter: "CardTests/second*")
        #expect(Set(plan.changes.map(\.title)) == ["CardTests/secondCard"])
        #expect(throws: SnapshotSuiteError.self) {
            try GoldenAcceptance.plan(artifacts: fixture.artifacts, package: fixture.package, filter: "Nope/*")
        }
    }

    @Test("The failure page shows the accept command for every failure and for all of them")
    func pageCommands() throws {
        let scratch = try TemporaryFolder()
        let fixture = try AcceptFixture(in: scratch.url, names: ["cardTitle()", "secondCard()"])
        let html = try String(contentsOf: fixture.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<code>canopy accept .canopy-failures</code>"))
        #expect(html.contains("<code>canopy accept .canopy-failures --filter CardTests/cardTitle</code>"))
        #expect(html.contains("<code>canopy accept .canopy-failures --filter CardTests/secondCard</code>"))
    }

    @Test("Shell words are quoted only when a shell would read them differently")
    func shellQuoting() {
        #expect(ShellText.quoted("CardTests/title.x-1") == "CardTests/title.x-1")
        #expect(ShellText.quoted("my failures") == "'my failures'")
        #expect(ShellText.quoted("it's") == "'it'\\''s'")
        #expect(ShellText.quoted("") == "''")
    }
}

@Suite("Accepting a behaviour snapshot whose timeline alone changed")
struct TimelineAcceptanceTests {
    @Test("A timeline-only failure is listed on the page and accepted, after which the snapshot matches")
    func acceptsTimelineOnlyFailure() throws {
        // Given behaviour goldens recorded in a scratch package, with their artefacts kept in it
        let package = try ScratchPackage()
        try Data("// the asserting test\n".utf8).write(to: URL(fileURLWithPath: package.testFile))
        let environment: [String: String] = [:]
        let trace = ScrollTrace().drag(by: -100, over: 0.2).hold(0.1)
        let frames = BehaviorFrames.at([0, 0.2])
        func outcome() -> SnapshotOutcome {
            BehaviorSnapshotAssertion.outcome(
                of: TypicalUseExample(), on: .iPadPopover, trace: trace, frames: frames, framesPerSecond: 60, named: nil,
                tolerance: .exact, record: .missing, filePath: package.testFile, testName: "scroll()", environment: environment)
        }
        _ = outcome()
        let timeline = package.snapshots.appendingPathComponent("scroll.timeline.txt")
        let recorded = try String(contentsOf: timeline, encoding: .utf8)
        // When the timeline golden says something the replay does not (the filmstrip still matches)
        try Data(recorded.replacingOccurrences(of: "frame 2", with: "frame 2 (edited)").utf8).write(to: timeline)
        let failed = outcome()
        // Then the failure is listed as a timeline failure, with its page and accept command
        let message = try #require(failed.failureMessage)
        #expect(message.contains("report:"))
        let artifacts = package.root.appendingPathComponent(".canopy-failures")
        let manifest = try SnapshotFailureManifest.read(
            artifacts.appendingPathComponent("TraceTests/scroll\(SnapshotFailureManifest.suffix)"))
        #expect(manifest.kind == "timeline")
        #expect(manifest.golden == "Snapshots/TraceTests/scroll.timeline.txt")
        let page = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("TraceTests/scroll") && page.contains("timeline"))
        // And accepting writes the replay's timeline over the golden, after which it matches
        let plan = try GoldenAcceptance.plan(artifacts: artifacts, package: package.root)
        #expect(plan.refusals.isEmpty)
        #expect(try plan.apply() == ["Snapshots/TraceTests/scroll.timeline.txt"])
        #expect(try String(contentsOf: timeline, encoding: .utf8) == recorded)
        #expect(outcome() == .matched)
    }
}
