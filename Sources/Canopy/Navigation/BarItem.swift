import Foundation

/// What bar button items and tab bar items share: a title, an image, whether it is enabled
/// and a tag; the UIBarItem analogue.
open class BarItem {
    /// Creates an item with no title or image.
    public init() {}

    /// The text drawn for the item, or its accessibility name when it shows an image.
    open var title: String?
    /// The image drawn for the item; symbols and templates draw in the tint colour.
    open var image: Image?
    /// Whether the item responds (default true); a disabled item draws dimmed and its
    /// action does not run.
    open var isEnabled: Bool = true
    /// A number the app uses to tell items apart (default 0).
    open var tag: Int = 0
}
