import Foundation

extension ViewNode {
    /// Whether the view waits for a layout pass (a new view starts dirty).
    public var needsLayout: Bool { storedNeedsLayout }

    /// Marks the view as needing `layoutSubviews()` in the next pass.
    public func setNeedsLayout() { storedNeedsLayout = true }

    /// Runs a layout pass now from the highest dirty ancestor chain.
    ///
    /// Parents lay out before children; a node whose hook is already running up the call
    /// stack is skipped and stays dirty, so hooks never recurse into themselves.
    public func layoutIfNeeded() {
        var start = self
        while let s = start.storedSuperview, s.storedNeedsLayout { start = s }
        start.layoutPass()
    }

    /// Lays out this view, then its subtree in pre-order; iterative with one stack per pass,
    /// so any depth is fine. A view's subviews are read after its own hooks ran.
    func layoutPass() {
        layoutOwnSubviewsIfNeeded()
        if hasNoSubviews { return }
        var stack: [ViewNode] = storedSubviews.reversed()
        while let node = stack.popLast() {
            node.layoutOwnSubviewsIfNeeded()
            if !node.hasNoSubviews { stack.append(contentsOf: node.storedSubviews.reversed()) }
        }
    }

    /// Runs this view's layout hooks when it is dirty and they are not already running.
    private func layoutOwnSubviewsIfNeeded() {
        guard storedNeedsLayout && layoutHookDepth == 0 else { return }
        storedNeedsLayout = false
        layoutHookDepth += 1
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
        layoutHookDepth -= 1
    }

    /// Resizes this view to `sizeThatFits(bounds.size)`, keeping its top-left corner.
    public func sizeToFit() {
        let s = sizeThatFits(storedBounds.size)
        guard s.isFiniteSize else {
            return refuse("geometry.nonFinite", "Refused sizeToFit on \(diagnosticName): sizeThatFits returned \(s).")
        }
        let size = CGSize(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
        if storedTransform == .identity {
            let f = frame
            frame = CGRect(origin: f.origin, size: size)
        } else {
            let topLeft = untransformedFrame.origin
            bounds = CGRect(origin: storedBounds.origin, size: size)
            center = CGPoint(x: topLeft.x + size.width / 2, y: topLeft.y + size.height / 2)
        }
    }

    /// The untransformed frame the autoresizing rule gives this view for a superview size
    /// change `old` → `new`, or nil when its mask is empty.
    func autoresizedFrame(from old: CGSize, to new: CGSize) -> CGRect? {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return nil }
        let r = untransformedFrame
        let (x, w) = Self.distribute(
            delta: new.width - old.width, lead: r.minX, size: r.width, trail: old.width - r.maxX,
            flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
            flexTrail: mask.contains(.flexibleRightMargin))
        let (y, h) = Self.distribute(
            delta: new.height - old.height, lead: r.minY, size: r.height, trail: old.height - r.maxY,
            flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
            flexTrail: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: Swift.max(0, w), height: Swift.max(0, h))
    }

    /// Shares `delta` among the flexible parts of one axis: proportionally to their sizes,
    /// or equally when they are all zero. Returns the new leading edge and size.
    static func distribute(
        delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
        flexLead: Bool, flexSize: Bool, flexTrail: Bool
    ) -> (CGFloat, CGFloat) {
        var parts: [(Bool, CGFloat)] = [(flexLead, lead), (flexSize, size), (flexTrail, trail)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty, delta != 0 else { return (lead, size) }
        let sum = flexible.reduce(0) { $0 + $1.1 }
        for i in parts.indices where parts[i].0 {
            parts[i].1 = sum == 0 ? delta / CGFloat(flexible.count) : delta * parts[i].1 / sum
        }
        let dLead = flexLead ? parts[0].1 : 0
        let dSize = flexSize ? parts[1].1 : 0
        return (lead + dLead, size + dSize)
    }
}
