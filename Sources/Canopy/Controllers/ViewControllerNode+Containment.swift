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
        if isSelfOrAncestor(child) {
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
}
