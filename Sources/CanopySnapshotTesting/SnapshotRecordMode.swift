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

    /// A record setting in the environment that cannot be obeyed: an unknown `CANOPY_RECORD`
    /// value, or a request to record on a build server (`CI` set).
    public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
        /// One line naming the variables, their values and what to do.
        public let description: String
    }

    /// The values `CANOPY_RECORD` accepts, as listed in messages.
    static let acceptedValues = "never, missing, failed or all (also 1/true/yes for all, 0/false/no for never)"

    /// The mode in force, or an error when the environment's setting cannot be obeyed.
    ///
    /// The rule, in order:
    /// 1. `CANOPY_RECORD` (case-insensitive; unset or empty means not set) must be one of
    ///    never, missing, failed, all, 1/true/yes (all) or 0/false/no (never); any other value
    ///    is an error naming the accepted ones, never silently ignored.
    /// 2. On a build server nothing is recorded: when `CI` is set to anything but an empty
    ///    string, 0, false, no or off (case-insensitive), the mode is `.never`, and a
    ///    `CANOPY_RECORD` asking to record is an error naming both variables.
    /// 3. Otherwise `CANOPY_RECORD` beats the `requested` argument, which beats `.missing`.
    public static func checkedResolve(_ requested: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(ConfigurationError) -> SnapshotRecordMode
    {
        var fromEnvironment: SnapshotRecordMode?
        let raw = environment["CANOPY_RECORD"]?.trimmingCharacters(in: .whitespaces) ?? ""
        if !raw.isEmpty {
            let value = raw.lowercased()
            if let mode = SnapshotRecordMode(rawValue: value) {
                fromEnvironment = mode
            } else if ["1", "true", "yes"].contains(value) {
                fromEnvironment = .all
            } else if ["0", "false", "no"].contains(value) {
                fromEnvironment = .never
            } else {
                throw ConfigurationError(description: "CANOPY_RECORD=\(raw) is not a record mode; use \(acceptedValues).")
            }
        }
        if let ci = environment["CI"], isSet(ci) {
            if let mode = fromEnvironment, mode != .never {
                throw ConfigurationError(
                    description:
                        "CANOPY_RECORD=\(raw) asks to record, but CI=\(ci) marks a build server, where nothing is recorded; unset CANOPY_RECORD, or set CI=false to record deliberately."
                )
            }
            return .never
        }
        return fromEnvironment ?? requested ?? .missing
    }

    /// The mode in force by the rule of `checkedResolve(_:environment:)`; where that throws,
    /// `.never`, so a setting that cannot be obeyed writes nothing.
    public static func resolve(_ requested: SnapshotRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotRecordMode
    {
        (try? checkedResolve(requested, environment: environment)) ?? .never
    }

    /// Whether an environment flag such as `CI` is on: anything but empty, 0, false, no or off.
    static func isSet(_ flag: String) -> Bool {
        !["", "0", "false", "no", "off"].contains(flag.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
