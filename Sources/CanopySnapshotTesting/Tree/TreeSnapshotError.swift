import Foundation

/// Why a tree dump's text could not be read back.
public struct TreeSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line the problem is on (0 when it concerns the whole text).
    public var line: Int
    /// What is wrong, naming the offending value.
    public var reason: String

    /// Creates an error for a line of the dump.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// "line 3: …", or the reason alone for whole-text problems.
    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}
