import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// Snapshots that fail on purpose, for `scripts/suite-shards.sh`: it runs them in two shards
/// as a CI matrix would and checks that the merged report lists every failure. Each records a
/// golden in a throw-away package, then renders another colour against it, so the failure's
/// files go to `$CANOPY_ARTIFACTS` as a real failure's do. Off unless
/// `CANOPY_DELIBERATE_FAILURES=1`, since every one of them fails.
@Suite(
    "Deliberately failing snapshots for the shard script",
    .enabled(if: ProcessInfo.processInfo.environment["CANOPY_DELIBERATE_FAILURES"] == "1"))
struct DeliberateFailureTests {
    /// Records a 40×40 golden of `golden`, then asserts a render of `actual` against it.
    func fail(_ testName: String, golden: UInt32, actual: UInt32) throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-deliberate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("Tests/SuiteTests/DeliberateFailureTests.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        try Data().write(to: file)
        func outcome(_ color: UInt32, _ record: SnapshotRecordMode) -> SnapshotOutcome {
            SnapshotAssertion.outcome(
                named: nil, tolerance: .exact, record: record, filePath: file.path, testName: testName,
                metadata: RenderEnvironment.metadata(scale: 1, device: nil), environment: [:]
            ) { renderer in try renderer.render(node(rect(0, 0, 40, 40), Color(hex: color)), scale: 1) }
        }
        _ = outcome(golden, .missing)
        if let message = outcome(actual, .never).failureMessage {
            SnapshotReporter.fail(message, file: #filePath, line: #line)
        }
    }

    @Test("Red becomes blue") func redToBlue() throws { try fail("redToBlue()", golden: 0xF44336, actual: 0x2196F3) }
    @Test("Green becomes grey") func greenToGrey() throws { try fail("greenToGrey()", golden: 0x4CAF50, actual: 0x9E9E9E) }
    @Test("Amber becomes black") func amberToBlack() throws { try fail("amberToBlack()", golden: 0xFFC107, actual: 0x000000) }
    @Test("Teal becomes pink") func tealToPink() throws { try fail("tealToPink()", golden: 0x009688, actual: 0xE91E63) }
    @Test("White becomes indigo") func whiteToIndigo() throws { try fail("whiteToIndigo()", golden: 0xFFFFFF, actual: 0x3F51B5) }
    @Test("Lime becomes brown") func limeToBrown() throws { try fail("limeToBrown()", golden: 0xCDDC39, actual: 0x795548) }
}
