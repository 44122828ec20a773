import Foundation

/// A tab in a tab bar: title, image, selected image and badge; the UITabBarItem analogue.
open class TabBarItem: BarItem {
    /// The image drawn while the tab is selected; nil draws `image`.
    open var selectedImage: Image?
    /// Text in a red badge at the image's top-right corner; nil draws no badge, an empty
    /// string a small dot.
    open var badgeValue: String?
    /// The badge's fill; nil is `Color.systemRed`, as in UIKit.
    open var badgeColor: Color?

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: Image?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title and images for the normal and selected states.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
