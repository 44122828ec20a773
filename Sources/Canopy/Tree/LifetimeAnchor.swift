import Foundation

/// A reference to a node or controller that reads nil once the object deinitialises, kept by
/// whoever must not retain it.
///
/// Swift's `weak` gives the referenced object a side table, and from then on every retain and
/// release of that object takes a slower path (about 25 instructions instead of 5). The
/// header keeps such references to the scroll view and controllers it tracks, which are
/// retained and released many times per scroll event, so the tree's own objects clear their
/// anchor in their deinit instead.
///
/// The invariant it rests on: every type that hands out anchors calls `clear()` first thing in
/// its deinit (`ViewNode` and `ViewControllerNode` do), and an anchor is read only on the
/// thread that built its object (like the nodes themselves). Debug builds check both on every
/// read through `object` and when the anchor is released: they also hold the object weakly
/// (giving it a side table, in debug builds only) and stop when the slot still names an
/// object that is gone.
package final class LifetimeAnchor {
    /// The object, until its deinit starts; not retained.
    package var object: AnyObject? {
        #if DEBUG
            checkInvariant()
        #endif
        return slot.pointee?.takeUnretainedValue()
    }

    /// Where the object is kept: a pointer the anchor owns. Other modules that read an anchor
    /// on every scroll event read through it, since a `let` needs no exclusivity check and no
    /// call (a stored `var` of a class read from another module costs a runtime check).
    package let slot: UnsafeMutablePointer<Unmanaged<AnyObject>?>

    #if DEBUG
        /// The object, held weakly to check that the slot is cleared when it goes.
        private weak var checkedObject: AnyObject?
        /// The thread that built the anchor (its object's thread).
        private let thread = pthread_self()

        /// Stops when the anchor is read off its thread, or still names a released object.
        private func checkInvariant() {
            precondition(pthread_equal(thread, pthread_self()) != 0, "a lifetime anchor was read off its object's thread")
            precondition(
                slot.pointee == nil || checkedObject != nil,
                "a lifetime anchor outlived its object: the object's deinit must call clear()")
        }
    #endif

    init(_ object: AnyObject) {
        slot = .allocate(capacity: 1)
        slot.initialize(to: Unmanaged.passUnretained(object))
        #if DEBUG
            checkedObject = object
        #endif
    }

    deinit {
        #if DEBUG
            checkInvariant()
        #endif
        slot.deallocate()
    }

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
