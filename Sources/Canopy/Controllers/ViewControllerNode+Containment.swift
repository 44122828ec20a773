import Foundation

extension ViewControllerNode {
    /// The containing controller, held weakly; nil for a root.
    public var parent: ViewControllerNode? { storedParent }

    /// Contained child controllers, in the order they were added.
    public var children: [ViewControllerNode] { storedChildren }

    /// The nearest `NavigationControllerNode` strictly above this controller, if any.
    public var navigationController: NavigationControllerNode? {
        var p = storedParent
        while let c = p {
            if let nav = c as? NavigationControllerNode { return nav }
            p = c.storedParent
        }
        return nil
    }

    /// True when `other` is this controller or one of its ancestors.
    func isSelfOrAncestor(_ other: ViewControllerNode) -> Bool {
        var p: ViewControllerNode? = self
        while let c = p {
            if c === other { return true }
            p = c.storedParent
        }
        return false
    }

    /// The top-most ancestor (itself when it has no parent).
    var rootAncestor: ViewControllerNode {
        var c = self
        while let p = c.storedParent { c = p }
        return c
    }

    /// Adds a child: calls `child.willMove(toParent: self)`; no view work and no `didMove`.
    ///
    /// Adding self or an ancestor is refused (`controller.cycle`); a child of another parent
    /// is removed from it first.
    public func addChild(_ child: ViewControllerNode) {
        // Only the controller itself or an ancestor makes a cycle, and a controller without
        // children is nobody's ancestor: adding a fresh leaf skips the walk up, so building a
        // deep chain top-down is linear.
        if child === self || (!child.storedChildren.isEmpty && isSelfOrAncestor(child)) {
            let why = child === self ? "a controller cannot contain itself" : "it is an ancestor of \(diagnosticName)"
            return Diagnostics.report(code: "controller.cycle", "Refused addChild: \(child.diagnosticName) into \(diagnosticName): \(why).")
        }
        if child.storedParent === self { return }
        if child.storedParent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    /// Detaches from the parent, then calls `didMove(toParent: nil)`; no view work.
    public func removeFromParent() {
        guard let p = storedParent else { return }
        p.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Releases the children without recursing once per level: a child no one else holds
    /// hands its own children to this loop before it goes, so a 100,000-deep chain of
    /// controllers is freed by a flat loop rather than 100,000 nested deinits. Children that
    /// stay alive lose their parent.
    func releaseChildren() {
        guard !storedChildren.isEmpty else { return }
        var pending = storedChildren
        storedChildren = []
        for child in pending where child.storedParent === self { child.storedParent = nil }
        while var node = pending.popLast() {
            // Emptied before its deinit runs: it is going, and its deinit would only release them.
            if isKnownUniquelyReferenced(&node), !node.storedChildren.isEmpty {
                let children = node.storedChildren
                node.storedChildren = []
                for child in children where child.storedParent === node { child.storedParent = nil }
                pending.append(contentsOf: children)
            }
        }
    }
}
