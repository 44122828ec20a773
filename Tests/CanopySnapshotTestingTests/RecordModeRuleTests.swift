import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// One rule for `CANOPY_RECORD` and `CI`: unknown values fail naming the accepted ones, and
/// nothing records on a build server.
@Suite("Record mode from the environment")
struct RecordModeRuleTests {
    func rule(_ requested: SnapshotRecordMode? = nil, _ environment: [String: String]) -> Result<
        SnapshotRecordMode, SnapshotRecordMode.ConfigurationError
    > {
        Result { () throws(SnapshotRecordMode.ConfigurationError) in
            try SnapshotRecordMode.checkedResolve(requested, environment: environment)
        }
    }

    @Test("An unknown CANOPY_RECORD value is an error naming the accepted values")
    func unknownValue() throws {
        guard case .failure(let error) = rule(.missing, ["CANOPY_RECORD": "fail"]) else {
            Issue.record("CANOPY_RECORD=fail was accepted")
            return
        }
        #expect(error.description.contains("CANOPY_RECORD=fail is not a record mode"))
        #expect(error.description.contains("never, missing, failed or all"))
    }

    @Test("With CI set, a CANOPY_RECORD that asks to record is an error naming both")
    func recordingInCI() throws {
        guard case .failure(let error) = rule(nil, ["CI": "true", "CANOPY_RECORD": "all"]) else {
            Issue.record("CANOPY_RECORD=all recorded in CI")
            return
        }
        #expect(error.description.contains("CANOPY_RECORD=all"))
        #expect(error.description.contains("CI=true"))
        #expect(try rule(nil, ["CI": "true", "CANOPY_RECORD": "never"]).get() == .never)
        #expect(try rule(.all, ["CI": "true"]).get() == .never)
    }

    @Test("CI counts as set unless empty, 0, false, no or off", arguments: ["", "0", "false", "No", "OFF", " no "])
    func ciOff(_ value: String) throws {
        #expect(try rule(.failed, ["CI": value]).get() == .failed)
        #expect(try rule(nil, ["CI": value, "CANOPY_RECORD": "all"]).get() == .all)
    }

    @Test("CI values that mean a build server", arguments: ["1", "true", "yes", "github-actions"])
    func ciOn(_ value: String) throws {
        #expect(try rule(.failed, ["CI": value]).get() == .never)
    }

    @Test("CANOPY_RECORD beats the argument, which beats the default")
    func precedence() throws {
        #expect(try rule(nil, [:]).get() == .missing)
        #expect(try rule(.never, ["CANOPY_RECORD": " ALL "]).get() == .all)
        #expect(try rule(.all, ["CANOPY_RECORD": "0"]).get() == .never)
        #expect(try rule(.failed, ["CANOPY_RECORD": ""]).get() == .failed)
    }

    @Test("An assertion under an unknown CANOPY_RECORD fails before writing, naming the accepted values")
    func assertionFailsOnUnknownValue() throws {
        // Given a package folder without the golden
        let folder = try TemporaryFolder()
        try Data().write(to: folder.url.appendingPathComponent("Package.swift"))
        let testFile = folder.url.appendingPathComponent("Tests/T/ModeTests.swift").path

        // When an assertion runs with CANOPY_RECORD=fail
        let outcome = SnapshotAssertion.outcome(
            named: nil, tolerance: .exact, record: nil, filePath: testFile, testName: "badge()", metadata: [:],
            environment: ["CANOPY_RECORD": "fail"]
        ) { _ in Bitmap(width: 2, height: 2, fill: .red) }

        // Then it fails naming the accepted values and records nothing
        #expect(outcome.failureMessage?.contains("use never, missing, failed or all") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Snapshots").path))
    }
}
