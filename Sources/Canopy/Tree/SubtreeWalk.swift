/// A pre-order walk below a view that reads each view's subviews only after the work on that
/// view is done, so that work (a layout hook adding or removing subviews) decides what is
/// visited next.
///
/// Each level holds the subview list as it was read (a copy-on-write snapshot, one retain per
/// parent), so a walk over 100,000 views allocates one small stack rather than an array per
/// parent, and the views are lent to the work without a retain each: the snapshot keeps a
/// view alive until the walk has moved past it, whatever the work removes from the tree.
/// Iterative, so any depth is fine.
struct SubtreeWalk {
    private var levels: [(subviews: [ViewNode], next: Int)] = []

    /// Calls `body` on each view below `root` (not `root` itself), in pre-order.
    @inline(__always)
    static func forEach(below root: ViewNode, _ body: (ViewNode) -> Void) {
        var walk = SubtreeWalk()
        walk.descend(into: root)
        while let next = walk.next() {
            next._withUnsafeGuaranteedRef { node in
                body(node)
                walk.descend(into: node)
            }
        }
    }

    /// The next view in pre-order, lent by the snapshot that holds it; nil when done.
    private mutating func next() -> Unmanaged<ViewNode>? {
        while let last = levels.indices.last {
            let i = levels[last].next
            if i < levels[last].subviews.count {
                levels[last].next = i + 1
                return Unmanaged.passUnretained(levels[last].subviews[i])
            }
            levels.removeLast()
        }
        return nil
    }

    /// Puts `node`'s current subviews (and their subtrees) first in the rest of the walk.
    private mutating func descend(into node: ViewNode) {
        if node.hasNoSubviews { return }
        levels.append((node.storedSubviews, 0))
    }
}
