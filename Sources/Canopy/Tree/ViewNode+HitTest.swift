import Foundation

extension ViewNode {
    /// The most nested subclass `hitTest(_:)` overrides one hit test follows; a subtree below
    /// that is skipped with a `view.hitTestTooDeep` diagnostic instead of exhausting the stack.
    ///
    /// Views whose class keeps the framework's own `hitTest(_:)` (plain views, scroll, label,
    /// image and window nodes) do not count: the default walk descends through them in a loop,
    /// so a chain of any depth of them is hit-tested.
    public static let maximumHitTestNesting = 1_000

    /// Framework classes that keep the default `hitTest(_:)`: the walk enters them itself.
    private static let classesWithDefaultHitTest: Set<ObjectIdentifier> = [
        ObjectIdentifier(ViewNode.self), ObjectIdentifier(ScrollNode.self), ObjectIdentifier(LabelNode.self),
        ObjectIdentifier(ImageNode.self), ObjectIdentifier(WindowNode.self), ObjectIdentifier(NavigationBarNode.self),
    ]

    /// The default hit-testing algorithm: nil when this view is hidden, not interactive,
    /// nearly transparent or does not contain the point; otherwise the first non-nil answer of
    /// its subviews, front to back, or the view itself.
    ///
    /// A subview that takes the point always answers (itself at least), so the walk only ever
    /// descends; it loops instead of recursing, with each step's point converted by one map.
    func defaultHitTest(_ point: CGPoint) -> ViewNode? {
        guard acceptsHit(at: point) else { return nil }
        var node = self, p = point
        descend: while true {
            if node.hasNoSubviews { return node }
            for s in node.storedSubviews.reversed() {
                guard let q = s.pointFromSuperview(p) else { continue }
                if Self.classesWithDefaultHitTest.contains(ObjectIdentifier(type(of: s))) {
                    if s.acceptsHit(at: q) {
                        node = s
                        p = q
                        continue descend
                    }
                } else if let hit = s.nestedHitTest(q) {
                    return hit
                }
            }
            return node
        }
    }

    /// Whether the default hit test may answer this view for `point` (bounds coordinates).
    private func acceptsHit(at point: CGPoint) -> Bool {
        !isHidden && isUserInteractionEnabled && storedAlpha >= 0.01 && self.point(inside: point)
    }

    /// `point` from the superview's bounds coordinates into this view's, or nil when the
    /// transform cannot be inverted or the result is not finite.
    private func pointFromSuperview(_ point: CGPoint) -> CGPoint? {
        guard let inverse = mapToSuperview.inverse else { return nil }
        let q = inverse.applyFull(point)
        return q.isFinitePoint ? q : nil
    }

    /// Calls a subclass's `hitTest(_:)`, refusing beyond `maximumHitTestNesting` nested calls.
    private func nestedHitTest(_ point: CGPoint) -> ViewNode? {
        let nesting = ThreadCounter.hitTestNesting
        guard nesting.value < Self.maximumHitTestNesting else {
            refuse(
                "view.hitTestTooDeep",
                "Skipped hit-testing \(diagnosticName): more than \(Self.maximumHitTestNesting) nested hitTest(_:) overrides.")
            return nil
        }
        nesting.add(1)
        defer { nesting.add(-1) }
        return hitTest(point)
    }
}
