import Canopy

/// The identity of a scroll view the header met, without the scroll view itself.
///
/// Holds the scroll view's lifetime anchor, which is unique to it and reads nil once the scroll
/// view's deinit has started: two keys are equal only for the same living scroll view, and a
/// new scroll view at the same address gets a key of its own. The solve compares keys and
/// never reaches the scroll view through one.
struct ScrollViewKey: Equatable {
    let anchor: LifetimeAnchor

    /// Whether the scroll view still lives.
    var isAlive: Bool { anchor.slot.pointee != nil }

    static func == (a: ScrollViewKey, b: ScrollViewKey) -> Bool { a.anchor === b.anchor }
}
