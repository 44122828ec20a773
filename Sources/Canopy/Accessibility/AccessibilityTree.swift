import Foundation

/// The screen reader's view of a tree: its elements in the order a screen reader moves
/// through them, each with what it would announce.
///
/// Computed once from the tree as it is (frames, visibility and accessibility values at the
/// time of the call); see `AccessibilityReadingOrder` for the ordering rule.
public struct AccessibilityTree {
    /// One element as a screen reader announces it.
    public struct Element {
        /// What the element is called; nil when it has no label.
        public var label: String?
        /// Its current value; nil when it has none.
        public var value: String?
        /// What it is and how it behaves.
        public var traits: AccessibilityTraits
        /// What activating it does; nil when it has no hint.
        public var hint: String?
        /// Its frame in window coordinates (the tree root's superview space outside a window).
        public var frame: CGRect
        /// Where a double tap lands, in the coordinates of `frame`.
        public var activationPoint: CGPoint
        /// The language its label is spoken in; nil for the app's.
        public var language: String?
        /// The names of its custom actions, in order.
        public var customActionNames: [String]
        /// Whether it lies outside the visible part of the scroll view holding it, so a screen
        /// reader scrolls before announcing it.
        public var isScrolledOutOfView: Bool
        /// The view that is the element.
        public var node: ViewNode
    }

    /// The elements in reading order.
    public let elements: [Element]
    /// The notifications posted to the root's window so far, oldest first (empty outside a
    /// window), so a snapshot shows what the screen reader was told as well as what it reads.
    public let notifications: [PostedAccessibilityNotification]

    /// Reads the elements below (and including) `root` in reading order.
    public init(of root: ViewNode) {
        elements = AccessibilityReadingOrder.elements(of: root)
        notifications = root.window?.postedAccessibilityNotifications ?? []
    }

    /// The element whose node is `node`, or nil when it is not in the reading order.
    public func element(for node: ViewNode) -> Element? {
        elements.first { $0.node === node }
    }

    /// The position of `node` in the reading order (0 first), or nil when it is not read.
    public func index(of node: ViewNode) -> Int? {
        elements.firstIndex { $0.node === node }
    }
}
