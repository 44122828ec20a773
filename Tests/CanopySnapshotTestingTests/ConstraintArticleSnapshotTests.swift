import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// The article example, laid out by constraints alone: goldens on a small and a large phone,
/// and its frames checked against the guides it is pinned to.
@Suite("Constraint-built article screen")
struct ConstraintArticleSnapshotTests {
    /// The example hosted on `device` at rest, with the screen itself.
    func hosted(on device: DeviceProfile) throws -> (WindowNode, ConstraintArticleExample) {
        let example = try #require(ExampleCatalog.named("constraint-article"))
        let window = ScreenRenderer.host(example.make(), on: device, scrollOffset: 0)
        let screen = try #require(window.rootViewController as? ConstraintArticleExample)
        return (window, screen)
    }

    @Test("The article screen renders under the header on a small and a large phone", arguments: [DeviceProfile.iPhoneSE, .iPhone15])
    func atRest(_ device: DeviceProfile) throws {
        let (window, _) = try hosted(on: device)
        assertSnapshot(of: window, named: device.name)
    }

    @Test(
        "The content starts under the header, follows the margins and keeps its buttons above the safe area",
        arguments: [DeviceProfile.iPhoneSE, .iPhone15, .iPhone15Landscape])
    func framesFollowGuides(_ device: DeviceProfile) throws {
        let (_, screen) = try hosted(on: device)
        let view = try #require(screen.view)
        let margins = view.layoutMarginsGuide.layoutFrame
        let safeArea = view.safeAreaLayoutGuide.layoutFrame
        let header = screen.headerViewController.headerView.frame
        #expect(abs(screen.photo.frame.minY - (header.maxY + 16)) < 1e-6)
        for part in [screen.photo, screen.headline, screen.body, screen.stats, screen.buttons] as [ViewNode] {
            #expect(abs(part.frame.minX - margins.minX) < 1e-6)
            #expect(abs(part.frame.maxX - margins.maxX) < 1e-6)
        }
        #expect(abs(screen.buttons.frame.maxY - (safeArea.maxY - 16)) < 1e-6)
        #expect(screen.stats.frame.maxY <= screen.buttons.frame.minY - 16 + 1e-6 || screen.photo.frame.height < 1e-6)
        #expect(screen.body.frame.height > screen.headline.frame.height)
    }
}
