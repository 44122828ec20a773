/// A pre-order walk below a view that reads each view's subviews only after the work on that
/// view is done, so that work (a layout hook adding or removing subviews) decides what is
/// visited next.
///
/// Each level holds the subview list as it was read (a copy-on-write snapshot, one retain per
/// parent), so a walk over 100,000 views allocates one small stack rather than an array per
/// parent, and the snapshot keeps a view alive until the walk has moved past it, whatever the
/// work removes from the tree. Iterative, so any depth is fine.
enum SubtreeWalk {
    /// Calls `body` on each view below `root` (not `root` itself), in pre-order.
    ///
    /// The level being visited is a local value and the levels above it wait on a stack, so
    /// stepping through subviews touches no shared array.
    @inline(__always)
    static func forEach(below root: ViewNode, _ body: (ViewNode) -> Void) {
        if root.hasNoSubviews { return }
        var subviews = root.storedSubviews
        var next = 0
        var above: [(subviews: [ViewNode], next: Int)] = []
        while true {
            let i = next
            guard i < subviews.count else {
                guard let up = above.popLast() else { return }
                (subviews, next) = up
                continue
            }
            next = i + 1
            let node = subviews[i]
            body(node)
            // The subviews are read after `body` ran, so its changes decide what comes next.
            if !node.hasNoSubviews {
                let below = node.storedSubviews
                above.append((subviews, next))
                subviews = below
                next = 0
            }
        }
    }
}
