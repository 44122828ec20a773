import Foundation

extension AutoresizingMask {
    /// The untransformed frame the autoresizing rule gives a subview at `frame` when its
    /// superview's size changes `old` → `new`; the frame itself when the mask is empty.
    ///
    /// Each axis shares the size change among its flexible parts (leading margin, size,
    /// trailing margin) in proportion to their current lengths, or equally when those are all
    /// zero. Sizes that would go negative become 0. Plain arithmetic, no allocation: a layout
    /// pass runs it for every resized view.
    @inline(__always)
    func autoresizedFrame(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        let x = frame.origin.x, y = frame.origin.y, w = frame.size.width, h = frame.size.height
        let (newX, newWidth) = Self.distribute(
            delta: new.width - old.width, lead: x, size: w, trail: old.width - (x + w),
            flexLead: contains(.flexibleLeftMargin), flexSize: contains(.flexibleWidth),
            flexTrail: contains(.flexibleRightMargin))
        let (newY, newHeight) = Self.distribute(
            delta: new.height - old.height, lead: y, size: h, trail: old.height - (y + h),
            flexLead: contains(.flexibleTopMargin), flexSize: contains(.flexibleHeight),
            flexTrail: contains(.flexibleBottomMargin))
        return CGRect(x: newX, y: newY, width: Swift.max(0, newWidth), height: Swift.max(0, newHeight))
    }

    /// Shares `delta` among the flexible parts of one axis: proportionally to their lengths,
    /// or equally when they are all zero. Returns the new leading edge and size.
    @inline(__always)
    static func distribute(
        delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
        flexLead: Bool, flexSize: Bool, flexTrail: Bool
    ) -> (CGFloat, CGFloat) {
        let flexibleCount = (flexLead ? 1 : 0) + (flexSize ? 1 : 0) + (flexTrail ? 1 : 0)
        guard flexibleCount > 0, delta != 0 else { return (lead, size) }
        // Summed in edge order from 0, as the shares' denominators.
        var sum: CGFloat = 0
        if flexLead { sum += lead }
        if flexSize { sum += size }
        if flexTrail { sum += trail }
        let leadShare: CGFloat = flexLead ? (sum == 0 ? delta / CGFloat(flexibleCount) : delta * lead / sum) : 0
        let sizeShare: CGFloat = flexSize ? (sum == 0 ? delta / CGFloat(flexibleCount) : delta * size / sum) : 0
        return (lead + leadShare, size + sizeShare)
    }

    /// The fractions of a superview length change that go to one axis's leading margin and
    /// size under the rule of `distribute`: the same shares, as factors, so constraint
    /// layout can state the rule as linear equations.
    static func shares(
        lead: CGFloat, size: CGFloat, trail: CGFloat, flexLead: Bool, flexSize: Bool, flexTrail: Bool
    ) -> (lead: CGFloat, size: CGFloat) {
        let flexibleCount = (flexLead ? 1 : 0) + (flexSize ? 1 : 0) + (flexTrail ? 1 : 0)
        guard flexibleCount > 0 else { return (0, 0) }
        var sum: CGFloat = 0
        if flexLead { sum += lead }
        if flexSize { sum += size }
        if flexTrail { sum += trail }
        let equal = 1 / CGFloat(flexibleCount)
        return (
            flexLead ? (sum == 0 ? equal : lead / sum) : 0,
            flexSize ? (sum == 0 ? equal : size / sum) : 0
        )
    }
}
