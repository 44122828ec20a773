import Canopy
import CanopySnapshotTesting
import Foundation
import Testing

/// The constraint-and-stack screen in right to left with Arabic words: leading margins,
/// the row's order and natural alignment all mirror.
@Suite("Right-to-left snapshots")
struct RightToLeftSnapshotTests {
    @Test("In right to left the title and paragraph start at the right, and the row runs tile, name, value from the right")
    func arabicSettings() {
        let window = traitScreenWindow(.arabic)
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        assertSnapshot(of: window)
    }
}
