import Canopy
import FlexibleHeader
import Foundation

/// Over-extension with a photo: a tall header whose background image scales as it stretches.
///
/// The header is 240 points at rest and collapses to the default 56 plus the safe area. Its
/// background is an `ImageNode` in `.scaleAspectFill` mode that resizes with the header and is
/// clipped to it, so pulling the list down (over-extending) zooms the picture instead of
/// revealing a gap, and collapsing crops it.
public final class OverExtensionImageExample: HeaderListScreen {
    /// The background picture.
    public let imageNode = ImageNode()

    /// Creates the screen.
    public init() { super.init(title: "Mountain trip", color: Palette.slate, items: ListItem.sample(30, topic: "photo")) }

    public override func configureHeader(_ header: FlexibleHeaderView) {
        header.maximumHeight = 240
        header.canOverExtend = true
        header.clipsToBounds = true
        imageNode.image = Image(source: SceneryImage.pngSource)
        imageNode.contentMode = .scaleAspectFill
        imageNode.clipsToBounds = true
        imageNode.frame = header.bounds
        imageNode.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        header.insertSubview(imageNode, at: 0)
    }
}
