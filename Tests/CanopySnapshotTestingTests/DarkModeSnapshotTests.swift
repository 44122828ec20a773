import Canopy
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// An example screen in dark mode: the same screen as in light mode, with only the window's
/// style overridden.
@Suite("Dark mode snapshots")
struct DarkModeSnapshotTests {
    @Test("The typical-use inbox in dark mode draws dark rows, light text and the unchanged header")
    func typicalUseDark() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        let window = ScreenRenderer.host(example.make(), on: .iPhone15, scrollOffset: 0)
        window.traitOverrides.userInterfaceStyle = .dark
        assertSnapshot(of: window)
    }
}
