import Foundation

/// A view a collection reuses, such as a section header: the UICollectionReusableView analogue.
open class CollectionReusableNode: ViewNode {
    /// The identifier it was dequeued with; nil for a view made directly.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with the given frame; subclasses override it as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a view of this class for a collection's dequeue by running `init(frame:)`, a
    /// subclass's override included.
    ///
    /// Canopy differs from UIKit in how a list makes a registered class, because Linux has no
    /// Objective-C runtime: Swift can only create a class from its type through a `required`
    /// initialiser, so lists call this required convenience initialiser, which runs the
    /// class's designated one. That keeps UIKit's `override init(frame:)` legal in subclasses. A
    /// subclass that declares other designated initialisers without that override does not
    /// compile (its required initialiser is missing), where UIKit would stop at dequeue.
    public required convenience init(dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again by a dequeue; override to clear content.
    open func prepareForReuse() {}
}
