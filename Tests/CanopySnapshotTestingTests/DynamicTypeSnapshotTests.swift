import Canopy
import CanopySnapshotTesting
import Foundation
import Testing

/// One screen of Dynamic Type labels at the smallest, the default and the largest text size:
/// the same tree, with only the window's content size category overridden.
@Suite("Dynamic Type snapshots")
struct DynamicTypeSnapshotTests {
    private func window(at category: ContentSizeCategory) -> WindowNode {
        let window = traitScreenWindow()
        window.traitOverrides.preferredContentSizeCategory = category
        window.layoutIfNeeded()
        return window
    }

    @Test("At the smallest text size every label shrinks and the paragraph wraps less")
    func extraSmall() {
        assertSnapshot(of: window(at: .extraSmall))
    }

    @Test("At the default text size the labels have the table's default sizes")
    func large() {
        assertSnapshot(of: window(at: .large))
    }

    @Test("At the largest accessibility size the title, row and paragraph grow and the column gets taller")
    func accessibilityExtraExtraExtraLarge() {
        assertSnapshot(of: window(at: .accessibilityExtraExtraExtraLarge))
    }
}
