import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// Parameterized tests need a golden per argument; the assertion cannot tell the arguments
/// apart, so it insists on `named:`.
@Suite("Goldens of parameterized tests")
struct ParameterizedGoldenTests {
    /// A package folder the assertions below record into.
    static func package() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.url.appendingPathComponent("Package.swift"))
        return (folder, folder.url.appendingPathComponent("Tests/T/BadgeTests.swift").path)
    }

    static func outcome(filePath: String, named: String?, fill: Color) -> SnapshotOutcome {
        SnapshotAssertion.outcome(
            named: named, tolerance: .exact, record: nil, filePath: filePath, testName: "badge(_:)", metadata: [:], environment: [:]
        ) { _ in Bitmap(width: 2, height: 2, fill: fill) }
    }

    @Test("A parameterized case without named: fails saying to pass named:, and writes nothing", arguments: ["red", "blue"])
    func withoutName(_ colour: String) throws {
        let (folder, file) = try Self.package()
        let outcome = Self.outcome(filePath: file, named: nil, fill: colour == "red" ? .red : .blue)
        #expect(outcome.failureMessage?.contains("is a parameterized test") == true)
        #expect(outcome.failureMessage?.contains("Pass named:") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Snapshots").path))
    }

    @Test("A parameterized case with named: gets its own golden", arguments: ["red", "blue"])
    func withName(_ colour: String) throws {
        let (folder, file) = try Self.package()
        let outcome = Self.outcome(filePath: file, named: colour, fill: colour == "red" ? .red : .blue)
        guard case .recorded = outcome else {
            Issue.record("expected a recording, got \(outcome)")
            return
        }
        let golden = folder.url.appendingPathComponent("Snapshots/BadgeTests/badge.\(colour).png")
        #expect(FileManager.default.fileExists(atPath: golden.path))
    }

    @Test("A test without arguments keeps its golden at Snapshots/<file>/<test>.png")
    func plainTestKeepsItsPath() throws {
        let (folder, file) = try Self.package()
        guard case .recorded = Self.outcome(filePath: file, named: nil, fill: .green) else {
            Issue.record("expected a recording")
            return
        }
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Snapshots/BadgeTests/badge.png").path))
    }
}
