import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// A profile card whose labels size themselves to their text, as an app's screens do.
final class ProfileCardController: ViewControllerNode {
    let name = LabelNode(frame: .zero), handle = LabelNode(frame: .zero), bio = LabelNode(frame: .zero)

    override func viewDidLoad() {
        name.text = "Ada Lovelace"
        name.font = .system(size: 22, weight: .bold)
        handle.text = "@ada · Analytical Engines"
        bio.text = "Writes programs for machines that do not exist yet, and notes longer than the paper they annotate."
        bio.numberOfLines = 0
        for label in [name, handle, bio] { view.addSubview(label) }
    }

    override func viewDidLayoutSubviews() {
        let width = view.bounds.width - 32
        var y = view.safeAreaInsets.top + 16
        for label in [name, handle, bio] {
            let size = label.sizeThatFits(CGSize(width: width, height: .infinity))
            label.frame = CGRect(x: 16, y: y, width: size.width, height: size.height)
            y += size.height + 8
        }
    }
}

@Suite("Layout does not depend on when renderers are made")
struct TextMeasurementOrderTests {
    /// A profile card and every example screen hosted on a device and laid out, as tree dumps.
    func trees(on device: DeviceProfile) -> [String] {
        let card = WindowNode(device: device)
        card.rootViewController = ProfileCardController()
        card.makeKeyAndVisible()
        card.layoutIfNeeded()
        return [TreeSnapshot(of: card).text]
            + ExampleCatalog.all.map { example in
                TreeSnapshot(of: ScreenRenderer.host(example.make(), on: device, scrollOffset: 0)).text
            }
    }

    @Test("A profile card and every example screen laid out before and after a renderer exists keep their trees")
    func sameTreesAroundARenderer() throws {
        // Given every screen laid out first, before this test makes any renderer
        let before = trees(on: .iPhone15)

        // When a renderer is made and draws a screen, and the screens are laid out afresh
        let example = try #require(ExampleCatalog.all.first)
        _ = try ScreenRenderer.render(example, on: .iPhone15, scrollOffset: 0, with: CairoRenderer())
        let after = trees(on: .iPhone15)

        // Then every frame in every tree is unchanged
        for (name, (a, b)) in zip(["profile card"] + ExampleCatalog.all.map(\.name), zip(before, after)) { #expect(a == b, "\(name)") }
    }

    @Test("Screens laid out on several threads while others render all get the same trees")
    func sameTreesInParallel() async throws {
        let expected = trees(on: .iPhoneSE)
        let results = await withTaskGroup(of: Bool.self) { group in
            for t in 0..<4 {
                group.addTask {
                    if t % 2 == 0, let example = ExampleCatalog.all.last {
                        _ = try? ScreenRenderer.render(example, on: .iPhoneSE, scrollOffset: 120, with: CairoRenderer())
                    }
                    return trees(on: .iPhoneSE) == expected
                }
            }
            var all: [Bool] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results == [true, true, true, true])
    }
}
