import Canopy
import CanopyCairo
import Foundation
import SnapshotTesting
import SnapshotTestingCanopy
import Testing

/// A card whose labels size themselves to their text, as an app's screens do.
final class SizedTextController: ViewControllerNode {
    let titleLabel = LabelNode(frame: .zero), detail = LabelNode(frame: .zero)

    override func viewDidLoad() {
        view.backgroundColor = .white
        titleLabel.text = "Settings and privacy"
        titleLabel.font = .system(size: 22, weight: .bold)
        detail.text = "Notifications, appearance, and who can see your posts and your profile photo."
        detail.numberOfLines = 0
        view.addSubview(titleLabel)
        view.addSubview(detail)
    }

    override func viewDidLayoutSubviews() {
        var y = view.safeAreaInsets.top + 16
        for label in [titleLabel, detail] {
            let size = label.sizeThatFits(CGSize(width: view.bounds.width - 32, height: .infinity))
            label.frame = CGRect(x: 16, y: y, width: size.width, height: size.height)
            y += size.height + 8
        }
    }
}

@Suite("The strategies lay text out as it is drawn")
struct StrategyTextLayoutTests {
    @Test("The controller strategy, which lays its window out before making a renderer, draws what Canopy's renderer draws")
    func controllerImageLaysTextOutAsDrawn() throws {
        // Given the strategy's image of a screen whose labels fit their text, made first in
        // the test so no renderer exists while its window is laid out
        var image: Bitmap?
        Snapshotting<ViewControllerNode, Bitmap>.image(on: .iPhoneSE).snapshot(SizedTextController()).run { image = $0 }
        let strategyImage = try #require(image)

        // When Canopy's renderer draws the same screen
        let rendered = try CairoRenderer().render(SizedTextController(), on: .iPhoneSE)

        // Then the pixels agree
        #expect(strategyImage == rendered)
    }
}
