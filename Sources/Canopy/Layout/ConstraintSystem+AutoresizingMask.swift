import Foundation

extension ConstraintSystem {
    /// Turns a frame-based view's frame and autoresizing mask into constraints, as UIKit
    /// does for a view whose `translatesAutoresizingMaskIntoConstraints` is true.
    ///
    /// When the view's superview is in this system (the holder, or a view the constraints
    /// place or hold), each axis is tied to the superview's frame variables by the
    /// autoresizing rule: the flexible parts share any change of the superview's length in
    /// the proportions the rule uses, so the solve sees the frame the superview's resize
    /// will give the view. Otherwise the frame is pinned where it is. Sizes the rule would
    /// clamp at zero are left linear: a negative size shows a superview too small for it.
    mutating func translateAutoresizingMask(of view: ViewNode) {
        let key = ObjectIdentifier(view)
        let frame = frame(for: LayoutItem(view))
        let name = EntryName(object: view, kind: .autoresizingMask)
        guard let superview = view.storedSuperview, gathered.contains(ObjectIdentifier(superview)),
            view.transform == .identity, superview.transform == .identity || superview === holder
        else {
            return pin(frame, to: holder.convert(view.bounds, from: view), name, key)
        }
        let parent = self.frame(for: LayoutItem(superview))
        let rect = view.frame
        let bounds = superview.bounds
        let mask = view.autoresizingMask
        let horizontal = AutoresizingMask.shares(
            lead: rect.minX, size: rect.width, trail: bounds.width - rect.maxX,
            flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
            flexTrail: mask.contains(.flexibleRightMargin))
        let vertical = AutoresizingMask.shares(
            lead: rect.minY, size: rect.height, trail: bounds.height - rect.maxY,
            flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
            flexTrail: mask.contains(.flexibleBottomMargin))
        // position = parent position + offset in the parent's bounds + share × (parent length − its length now)
        let axes = [
            (frame.x, parent.x, parent.width, rect.minX - bounds.minX, horizontal.lead, bounds.width),
            (frame.y, parent.y, parent.height, rect.minY - bounds.minY, vertical.lead, bounds.height),
        ]
        for (index, (position, parentPosition, parentLength, offset, share, length)) in axes.enumerated() {
            let expression = SolverExpression(
                [SolverTerm(position), SolverTerm(parentPosition, -1), SolverTerm(parentLength, -Double(share))],
                constant: -Double(offset - share * length))
            record(SolverConstraint(expression, .equal), name, .system(key, Slot.frame + index))
        }
        // size = size now + share × (parent length − its length now)
        let sizes = [
            (frame.width, parent.width, rect.width, horizontal.size, bounds.width),
            (frame.height, parent.height, rect.height, vertical.size, bounds.height),
        ]
        for (index, (size, parentLength, now, share, length)) in sizes.enumerated() {
            let expression = SolverExpression(
                [SolverTerm(size), SolverTerm(parentLength, -Double(share))], constant: -Double(now - share * length))
            record(SolverConstraint(expression, .equal), name, .system(key, Slot.frame + 2 + index))
        }
    }
}
