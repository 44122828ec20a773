import Canopy
import CanopyCairo
import Examples
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// A list at rest in a device matrix shows at rest on every device, whatever device came
/// before it.
@Suite("Variant matrix scroll positions")
struct VariantScrollPositionTests {
    /// A full-screen list whose top inset follows the safe area, with a coloured band at its
    /// top edge so its resting place shows in pixels.
    private final class ListScreen: ViewControllerNode {
        let list = ScrollNode()

        override func viewDidLoad() {
            super.viewDidLoad()
            list.frame = view.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.contentSize = CGSize(width: view.bounds.width, height: 3000)
            let band = ViewNode(frame: CGRect(x: 0, y: 0, width: 2000, height: 40))
            band.backgroundColor = Color(hex: 0x3F51B5)
            list.addSubview(band)
            view.addSubview(list)
        }
    }

    private func host(_ device: DeviceProfile) -> (WindowNode, ListScreen) {
        let screen = ListScreen()
        let window = WindowNode(device: device)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        screen.list.contentOffset.y = -screen.list.adjustedContentInset.top
        window.layoutIfNeeded()
        return (window, screen)
    }

    @Test("A list at rest before a device change is at rest after it, drawn as on a fresh window of that device")
    func restingListStaysAtRest() throws {
        let (window, screen) = host(.iPhone15)
        let positions = ScrollPositions(of: window)
        VariantSnapshots.apply(
            SnapshotVariant(device: .iPhoneSE), to: window, device: .iPhone15, overrides: TraitOverrides(), positions: positions)
        #expect(screen.list.contentOffset.y == -screen.list.adjustedContentInset.top)
        let (fresh, _) = host(.iPhoneSE)
        let renderer = CairoRenderer()
        #expect(try renderer.render(window) == renderer.render(fresh))
    }

    @Test("A list scrolled past its rest keeps that distance on the next device")
    func scrolledListKeepsDistance() {
        let (window, screen) = host(.iPhone15)
        screen.list.contentOffset.y += 120
        window.layoutIfNeeded()
        let positions = ScrollPositions(of: window)
        VariantSnapshots.apply(
            SnapshotVariant(device: .iPhoneSE), to: window, device: .iPhone15, overrides: TraitOverrides(), positions: positions)
        #expect(screen.list.contentOffset.y == 120 - screen.list.adjustedContentInset.top)
    }

    @Test("A style change alone leaves the list where it is")
    func styleChangeKeepsOffset() {
        let (window, screen) = host(.iPhone15)
        screen.list.contentOffset.y = 300
        window.layoutIfNeeded()
        let positions = ScrollPositions(of: window)
        var dark = SnapshotVariant()
        dark.userInterfaceStyle = .dark
        VariantSnapshots.apply(dark, to: window, device: .iPhone15, overrides: TraitOverrides(), positions: positions)
        #expect(screen.list.contentOffset.y == 300)
    }

    @Test("A header screen at rest, taken through every device of a matrix, draws each as its fresh window does")
    func headerScreenMatchesFreshBuilds() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        let devices: [DeviceProfile] = [.iPhone15, .iPhoneSE, .iPhone16ProMax, .iPadAir11, .iPhone15]
        let window = ScreenRenderer.host(example.make(), on: devices[0], scrollOffset: 0)
        let positions = ScrollPositions(of: window)
        let renderer = CairoRenderer()
        for device in devices.dropFirst() {
            VariantSnapshots.apply(
                SnapshotVariant(device: device), to: window, device: devices[0], overrides: TraitOverrides(), positions: positions)
            let fresh = ScreenRenderer.host(example.make(), on: device, scrollOffset: 0)
            #expect(try renderer.render(window) == renderer.render(fresh), "\(device.name)")
        }
    }
}
