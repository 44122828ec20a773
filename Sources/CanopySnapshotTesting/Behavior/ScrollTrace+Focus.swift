import Canopy

extension ScrollTrace {
    /// Adds a screen-reader focus move (see `AccessibilityFocus.move(to:)`) to the first view,
    /// in tree order, of the scroll node's window that is an accessibility element labelled
    /// `label`.
    ///
    /// The view is found even when faded out or moved off screen, as an app moves focus to an
    /// element by posting a layout change naming it; when no view has that label the step does
    /// nothing but report an `accessibility.focusTarget` diagnostic.
    public func focus(label: String) -> ScrollTrace {
        perform("focus \"\(label)\"") { scroll in
            let root: ViewNode = scroll.window ?? scroll
            guard let element = Self.element(labelled: label, in: root) else {
                return Diagnostics.report(code: "accessibility.focusTarget", "No element labelled \"\(label)\" to focus in \(root.diagnosticName).")
            }
            AccessibilityFocus.move(to: element)
        }
    }

    /// The first element labelled `label` in pre-order below and including `root`.
    static func element(labelled label: String, in root: ViewNode) -> ViewNode? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.isAccessibilityElement, node.accessibilityLabel == label { return node }
            stack += node.subviews.reversed()
        }
        return nil
    }
}
