/// Why a suite command (`accept`, `shard`, `report --merge`) refused its input, in one line
/// naming the path or value; nothing was written when it is thrown.
public struct SnapshotSuiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The one-line cause, naming the path or value involved.
    public var description: String

    /// Creates an error from its full description.
    public init(_ description: String) { self.description = description }
}
