/// How `assertSnapshot(of:as:)` captures its subject as a screen reader sees it.
///
/// Records two goldens beside the test's other snapshots: `<testName>[.<named>].accessibility.txt`,
/// the elements in reading order as text (compared exactly; a mismatch lists the elements that
/// were added, removed or changed), and `<testName>[.<named>].accessibility.png`, the rendered
/// screen with each element outlined in its colour and numbered, beside a legend.
public struct AccessibilitySnapshotStrategy: Sendable, Equatable {
    /// The reading-order text and the outlined screen with its legend.
    public static let accessibility = AccessibilitySnapshotStrategy()
}
