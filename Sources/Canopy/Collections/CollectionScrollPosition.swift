import Foundation

extension CollectionNode {
    /// Where `scrollToItem(at:at:animated:)` places an item: the UICollectionView.ScrollPosition
    /// analogue, one option per axis at most, with UIKit's raw values.
    ///
    /// An axis without an option scrolls the least that shows the whole item on it (or not at
    /// all when it shows), so the empty set scrolls minimally on both axes.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The option bits, as UIKit numbers them.
        public let rawValue: UInt

        /// Creates a position from UIKit's option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top edge at the visible area's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the visible area's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the visible area's left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the visible area's right.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The vertical options.
        static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
        /// The horizontal options.
        static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]
    }
}
