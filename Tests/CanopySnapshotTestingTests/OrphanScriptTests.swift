import Foundation
import Testing

/// `scripts/snapshot-orphans.sh`, run on a small throw-away repository layout.
@Suite("Orphan golden check")
struct OrphanScriptTests {
    /// The repository root (this file is Tests/CanopySnapshotTestingTests/OrphanScriptTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Lays out `scripts/`, one test file and the given goldens in a temporary folder, runs
    /// the script there and returns its exit status and output.
    func run(goldens: [String], testSource: String) throws -> (status: Int32, output: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-orphans-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try fm.copyItem(
            at: Self.root.appendingPathComponent("scripts/snapshot-orphans.sh"),
            to: dir.appendingPathComponent("scripts/snapshot-orphans.sh"))
        try fm.createDirectory(at: dir.appendingPathComponent("Tests/SampleTests"), withIntermediateDirectories: true)
        try Data(testSource.utf8).write(to: dir.appendingPathComponent("Tests/SampleTests/Sample.swift"))
        for golden in goldens {
            let url = dir.appendingPathComponent("Snapshots/\(golden)")
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([0x89]).write(to: url)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [dir.appendingPathComponent("scripts/snapshot-orphans.sh").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The call spelled in pieces, so the real check does not mistake this file for a
    /// snapshot test.
    static let call = "assert" + "Snapshot("

    static let source = """
        @Test func header() { \(call)of: view, named: "wide") }
        @Test func footer() { \(call)of: view) }
        """

    @Test("Every test has its golden and every golden its test: exit 0")
    func clean() throws {
        let r = try run(goldens: ["Sample/header.wide.png", "Sample/footer.png"], testSource: Self.source)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.contains("ok (2 snapshot tests, 2 goldens)"))
    }

    @Test("A golden without a test and a test without a golden are both reported")
    func orphans() throws {
        let r = try run(goldens: ["Sample/header.wide.png", "Sample/gone.png"], testSource: Self.source)
        #expect(r.status == 1)
        #expect(r.output.contains("Snapshots/Sample/gone.png has no test"))
        #expect(r.output.contains("footer() asserts a snapshot but Snapshots/Sample/ has no footer.png"))
    }

    @Test("Two functions with one name would share goldens and are reported")
    func sharedNames() throws {
        let source = Self.source + "\nfunc header(_ x: Int) { \(Self.call)of: view) }\n"
        let r = try run(goldens: ["Sample/header.wide.png", "Sample/footer.png"], testSource: source)
        #expect(r.status == 1)
        #expect(r.output.contains("several functions named header()"))
    }
}
