import Canopy

/// A stored reference to a node or controller that does not retain it and reads nil once the
/// object's deinit has started, like `weak`, but without the weak-reference side table that
/// would slow every later retain and release of the object (see `LifetimeAnchor`).
///
/// Defined in this module, not the tree's, so that it is specialised for each object type here.
@propertyWrapper
struct Unretained<Object: LifetimeAnchored> {
    private var anchor: LifetimeAnchor?

    /// A reference to `object`, or an empty one.
    init(wrappedValue object: Object?) {
        anchor = object?.lifetimeAnchor
    }

    /// A reference to `object`, for a closure to capture instead of a weak `self`.
    init(_ object: Object) {
        anchor = object.lifetimeAnchor
    }

    /// The object while it lives, as `wrappedValue`.
    var object: Object? { wrappedValue }

    /// The object while it lives; nil before it is set and once its deinit has started.
    var wrappedValue: Object? {
        get {
            guard let object = anchor?.slot.pointee else { return nil }
            return unsafeDowncast(object.takeUnretainedValue(), to: Object.self)
        }
        set { anchor = newValue?.lifetimeAnchor }
    }
}
