/// How `assertSnapshot(of:as:)` captures its subject: as a text dump of its node tree.
///
/// The golden is `Snapshots/<TestFileName>/<testName>[.<named>].tree.txt`, the same file an
/// image assertion of the same name records beside its PNG.
public struct TreeSnapshotStrategy: Sendable, Equatable {
    /// The ``TreeSnapshot`` text of the subject after a layout pass.
    public static let tree = TreeSnapshotStrategy()
}
