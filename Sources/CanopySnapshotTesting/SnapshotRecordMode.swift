import Foundation

/// When `assertSnapshot` writes goldens. Any assertion that writes one fails, saying so.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing golden fails.
    case never
    /// Write a missing golden (the default).
    case missing
    /// Write missing goldens and rewrite ones that do not match.
    case failed
    /// Write every golden whose bytes would change; an equal golden is left untouched.
    case all

    /// The mode in force: `CANOPY_RECORD` (never/missing/failed/all, case-insensitive;
    /// also true/1 = all, false/0 = never) beats the argument; otherwise, when `CI` is set,
    /// `.never` (a clean checkout must not invent goldens); otherwise the argument or `.missing`.
    public static func resolve(_ requested: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotRecordMode
    {
        if let raw = environment["CANOPY_RECORD"]?.trimmingCharacters(in: .whitespaces).lowercased(), !raw.isEmpty {
            if let mode = SnapshotRecordMode(rawValue: raw) { return mode }
            if ["1", "true", "yes"].contains(raw) { return .all }
            if ["0", "false", "no"].contains(raw) { return .never }
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return requested ?? .missing
    }
}
