import Foundation

/// A view a collection reuses, such as a section header: the UICollectionReusableView analogue.
open class CollectionReusableNode: ViewNode {
    /// The identifier it was dequeued with; nil for a view made directly.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with the given frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called before the view is handed out again by a dequeue; override to clear content.
    open func prepareForReuse() {}
}
