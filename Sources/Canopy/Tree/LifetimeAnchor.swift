import Foundation

/// A reference to a node or controller that reads nil once the object deinitialises, kept by
/// whoever must not retain it.
///
/// Swift's `weak` gives the referenced object a side table, and from then on every retain and
/// release of that object takes a slower path (about 25 instructions instead of 5). Nodes are
/// retained and released many times per scroll event, so the tree's own objects clear their
/// anchor in their deinit instead. Like the nodes themselves, an anchor is confined to the
/// thread that built its object.
package final class LifetimeAnchor {
    /// The object, until its deinit starts; not retained.
    package var object: AnyObject? { slot.pointee?.takeUnretainedValue() }

    /// Where the object is kept: a pointer the anchor owns. Other modules that read an anchor
    /// on every scroll event read through it, since a `let` needs no exclusivity check and no
    /// call (a stored `var` of a class read from another module costs a runtime check).
    package let slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>

    init(_ object: AnyObject) {
        slot = .allocate(capacity: 1)
        slot.initialize(to: Unmanaged.passUnretained(object))
    }

    deinit { slot.deallocate() }

    /// Called by the object's deinit: from then on the anchor reads nil.
    func clear() { slot.pointee = nil }
}

/// An object that hands out a `LifetimeAnchor` cleared by its deinit.
package protocol LifetimeAnchored: AnyObject {
    /// The object's anchor, made on first use and shared by every reference to it.
    var lifetimeAnchor: LifetimeAnchor { get }
    /// The anchor once made; the object's deinit calls its `clear()`.
    var lifetimeAnchorStorage: LifetimeAnchor? { get set }
}

extension LifetimeAnchored {
    /// The object's anchor, made on first use and shared by every reference to it.
    package var lifetimeAnchor: LifetimeAnchor {
        if let anchor = lifetimeAnchorStorage { return anchor }
        let anchor = LifetimeAnchor(self)
        lifetimeAnchorStorage = anchor
        return anchor
    }
}

extension ViewNode: LifetimeAnchored {}
extension ViewControllerNode: LifetimeAnchored {}
extension FrameClock: LifetimeAnchored {}
