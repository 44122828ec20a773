import Foundation

/// What menus hold: an action or a submenu, with a title and an image; the UIMenuElement
/// analogue.
open class MenuElement {
    /// How an element behaves in a menu: UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dimmed; selecting it runs nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in the destructive (red) style; it still runs.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown, so it cannot be selected.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the element runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark: UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable, Hashable {
        /// No mark (the default).
        case off
        /// A check mark.
        case on
        /// A dash: some of what the element stands for is on.
        case mixed
    }

    /// The title shown in the menu.
    public var title: String
    /// An image shown beside the title; nil for none.
    public var image: Image?

    /// Creates an element; only `Action` and `Menu` are meant to subclass it.
    init(title: String, image: Image?) {
        self.title = title
        self.image = image
    }
}
