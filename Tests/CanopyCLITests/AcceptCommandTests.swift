import Canopy
import CanopyCairo
import Foundation
import Testing

/// A package with one golden and an artifacts folder holding its failure, made by hand as a
/// CI run leaves them.
struct AcceptCase {
    let dir: Scratch
    var package: URL { dir.url.appendingPathComponent("App") }
    var artifacts: URL { dir.url.appendingPathComponent("downloaded") }
    var golden: URL { package.appendingPathComponent("Snapshots/CardTests/title.png") }
    var actual: URL { artifacts.appendingPathComponent("CardTests/title.actual.png") }

    init(testFile: Bool = true) throws {
        dir = try Scratch()
        let fm = FileManager.default
        try fm.createDirectory(at: package.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try fm.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        if testFile { try Data().write(to: package.appendingPathComponent("Tests/AppTests/CardTests.swift")) }
        let metadata = RenderEnvironment.metadata(scale: 1, device: nil)
        try Bitmap(width: 4, height: 4, fill: .white).write(to: golden, metadata: metadata)
        try Bitmap(width: 4, height: 4, fill: Color(hex: 0xFF0000)).write(to: actual, metadata: metadata)
        let manifest = """
            {"version": 1, "title": "CardTests/title", "golden": "Snapshots/CardTests/title.png", "message": "differs",
             "actual": "title.actual.png", "kind": "image", "treeChanges": [], "testFile": "Tests/AppTests/CardTests.swift"}
            """
        try Data(manifest.utf8).write(to: artifacts.appendingPathComponent("CardTests/title.failure.json"))
    }

    func run(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["accept", artifacts.path, "--package", package.path] + arguments)
    }
}

@Suite("canopy accept")
struct AcceptCommandTests {
    @Test("accept copies the actual image over the golden and lists the golden it changed")
    func accepts() throws {
        let c = try AcceptCase()
        let result = try c.run([])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "accepted Snapshots/CardTests/title.png\n")
        #expect(try Data(contentsOf: c.golden) == Data(contentsOf: c.actual))
    }

    @Test("--dry-run lists what would change and writes nothing")
    func dryRun() throws {
        let c = try AcceptCase()
        let before = try Data(contentsOf: c.golden)
        let result = try c.run(["--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout == "would accept Snapshots/CardTests/title.png\n")
        #expect(try Data(contentsOf: c.golden) == before)
    }

    @Test("A missing artifacts folder: one line on stderr, exit 2, nothing created")
    func missingFolder() throws {
        let c = try AcceptCase()
        let result = try CLI.run(["accept", c.dir.path("absent"), "--package", c.package.path])
        #expect(result.status == 2)
        #expect(result.stderr == "canopy: no artifacts folder at \(c.dir.path("absent"))\n")
        #expect(!FileManager.default.fileExists(atPath: c.dir.path("absent")))
    }

    @Test("Partial artifacts (the actual image gone): one line, exit 2, the golden kept")
    func partial() throws {
        let c = try AcceptCase()
        try FileManager.default.removeItem(at: c.actual)
        let before = try Data(contentsOf: c.golden)
        let result = try c.run([])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("canopy: \(c.actual.path) is missing"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: c.golden) == before)
    }

    @Test("A golden replaced by a symbolic link is refused: exit 2 and the link's target untouched")
    func linkedGolden() throws {
        let c = try AcceptCase()
        let outside = c.dir.url.appendingPathComponent("outside.png")
        try Data("keep".utf8).write(to: outside)
        try FileManager.default.removeItem(at: c.golden)
        try FileManager.default.createSymbolicLink(at: c.golden, withDestinationURL: outside)
        let result = try c.run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("symbolic link"))
        #expect(try Data(contentsOf: outside) == Data("keep".utf8))
    }

    @Test("A failure whose test file moved is listed as refused with the reason; exit 1")
    func refused() throws {
        let c = try AcceptCase(testFile: false)
        let before = try Data(contentsOf: c.golden)
        let result = try c.run([])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("refused CardTests/title: its test file Tests/AppTests/CardTests.swift is not in this package"))
        #expect(result.stderr == "canopy: 1 failure refused\n")
        #expect(try Data(contentsOf: c.golden) == before)
    }

    @Test("A folder that is not a package is refused before anything is read")
    func notAPackage() throws {
        let c = try AcceptCase()
        let result = try CLI.run(["accept", c.artifacts.path, "--package", c.dir.path("nowhere")])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("canopy: no Package.swift in"))
    }
}

@Suite("canopy accept on corrupt input")
struct AcceptCorruptInputTests {
    @Test("A manifest that is not a failure manifest: one line on stderr, exit 2, the golden kept")
    func corruptManifest() throws {
        let c = try AcceptCase()
        try Data("{\"version\": 1".utf8).write(to: c.artifacts.appendingPathComponent("CardTests/title.failure.json"))
        let before = try Data(contentsOf: c.golden)
        let result = try c.run([])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("is not a failure manifest"))
        #expect(try Data(contentsOf: c.golden) == before)
    }
}
