extension ViewNode {
    /// The colour controls and templates use for emphasis: this view's own, else the nearest
    /// ancestor's, else `Color.systemBlue` (UIKit's default tint).
    ///
    /// Setting nil returns the view to inheriting. Setting a value calls `tintColorDidChange()`
    /// on this view and on every descendant that inherits it. Reading walks up to the nearest
    /// view with a tint, so it costs the depth of the tree; nothing reads it during layout.
    public var tintColor: Color! {
        get {
            var node: ViewNode? = self
            while let n = node {
                if let tint = n.storedTintColor { return tint }
                node = n.storedSuperview
            }
            return .systemBlue
        }
        set {
            guard newValue != storedTintColor else { return }
            storedTintColor = newValue
            notifyTintInheritors()
        }
    }

    /// Calls `tintColorDidChange()` on this view, then pre-order on each descendant that does
    /// not set its own tint (such a descendant shields its subtree).
    private func notifyTintInheritors() {
        tintColorDidChange()
        var stack = storedSubviews.reversed() as [ViewNode]
        while let node = stack.popLast() {
            guard node.storedTintColor == nil else { continue }
            node.tintColorDidChange()
            stack.append(contentsOf: node.storedSubviews.reversed())
        }
    }
}
