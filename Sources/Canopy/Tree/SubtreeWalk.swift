/// A pre-order walk below a view that reads each view's subviews only when asked to descend,
/// so work done on a view (a layout hook adding or removing subviews) decides what is visited
/// next.
///
/// Each level holds the subview list as it was read (a copy-on-write snapshot, one retain per
/// parent), so a walk over 100,000 views allocates one small stack rather than an array per
/// parent. Iterative, so any depth is fine.
struct SubtreeWalk {
    private var levels: [(subviews: [ViewNode], next: Int)] = []

    /// A walk over the subtrees of `root`'s current subviews; `root` itself is not visited.
    init(below root: ViewNode) {
        descend(into: root)
    }

    /// The next view in pre-order, or nil when the walk is done.
    mutating func next() -> ViewNode? {
        while let last = levels.indices.last {
            let i = levels[last].next
            if i < levels[last].subviews.count {
                levels[last].next = i + 1
                return levels[last].subviews[i]
            }
            levels.removeLast()
        }
        return nil
    }

    /// Visits `node`'s current subviews (and their subtrees) before the rest of the walk;
    /// call it right after `next()` returned `node`.
    mutating func descend(into node: ViewNode) {
        if node.hasNoSubviews { return }
        levels.append((node.storedSubviews, 0))
    }
}
