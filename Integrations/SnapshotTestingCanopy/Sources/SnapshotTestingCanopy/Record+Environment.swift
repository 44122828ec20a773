import CanopySnapshotTesting
import Foundation
import SnapshotTesting

extension SnapshotTestingConfiguration.Record {
    /// The record mode for the environment: `.never` on a build server, so a missing golden
    /// fails there instead of being written; otherwise `SNAPSHOT_TESTING_RECORD`, else `.missing`.
    ///
    /// A build server is recognised as Canopy's own assertions recognise it: `CI` set to
    /// anything but an empty string, 0, false, no or off. An unknown `SNAPSHOT_TESTING_RECORD`
    /// value gives `.never`, so a setting that cannot be obeyed writes nothing. Use it as a
    /// suite trait: `@Suite(.snapshots(record: .fromEnvironment()))`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        let ci = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if !["", "0", "false", "no", "off"].contains(ci) { return .never }
        guard let raw = environment["SNAPSHOT_TESTING_RECORD"], !raw.isEmpty else { return .missing }
        return Self(rawValue: raw) ?? .never
    }
}
