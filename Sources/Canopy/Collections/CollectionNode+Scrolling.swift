import Foundation

extension CollectionNode {
    /// Scrolls so the item sits at `scrollPosition` in the visible area (the bounds less the
    /// adjusted insets), clamped to the valid offsets; animated over 0.3 s on the frame clock
    /// when asked.
    ///
    /// Self-sizing items around the target are measured first, so the item lands where asked
    /// even when the sizes before it were estimates. An item that does not exist is refused
    /// (`collection.invalidIndexPath`), and so is a position naming two options of one axis
    /// (`collection.invalidScrollPosition`; UIKit raises an exception): the offset is kept.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard isValid(indexPath) else {
            return refuse(
                "collection.invalidIndexPath", "scrollToItem(at: \(indexPath)) on \(diagnosticName): no such item (\(counts.count) sections).")
        }
        let vertical = scrollPosition.intersection(.vertical), horizontal = scrollPosition.intersection(.horizontal)
        guard vertical.rawValue.nonzeroBitCount <= 1, horizontal.rawValue.nonzeroBitCount <= 1,
            scrollPosition.subtracting(vertical).subtracting(horizontal).isEmpty
        else {
            return refuse(
                "collection.invalidScrollPosition",
                "scrollToItem(at:at: \(scrollPosition.rawValue)) on \(diagnosticName): a position takes at most one vertical and one horizontal option."
            )
        }
        scroll(toMeasuredTarget: { targetOffset(for: indexPath, at: scrollPosition) }, animated: animated)
    }

    /// The offset that puts the item at `position`, clamped to the valid range.
    func targetOffset(for indexPath: IndexPath, at position: ScrollPosition) -> CGPoint {
        guard let item = currentFrames().frame(of: indexPath) else { return contentOffset }
        let inset = adjustedContentInset
        let visible = CGRect(
            x: bounds.minX + inset.left, y: bounds.minY + inset.top,
            width: Swift.max(0, bounds.width - inset.left - inset.right), height: Swift.max(0, bounds.height - inset.top - inset.bottom))
        let x = Self.aim(
            start: item.minX, end: item.maxX, visibleStart: visible.minX, visibleLength: visible.width,
            leading: position.contains(.left), centred: position.contains(.centeredHorizontally), trailing: position.contains(.right))
        let y = Self.aim(
            start: item.minY, end: item.maxY, visibleStart: visible.minY, visibleLength: visible.height,
            leading: position.contains(.top), centred: position.contains(.centeredVertically), trailing: position.contains(.bottom))
        return clampedContentOffset(CGPoint(x: x - inset.left, y: y - inset.top))
    }

    /// Where the visible area starts on one axis to show an item spanning `start...end`: at its
    /// leading edge, centred, at its trailing edge, or, with no option, moved the least that
    /// shows it whole (an item longer than the area shows from its start).
    static func aim(
        start: CGFloat, end: CGFloat, visibleStart: CGFloat, visibleLength: CGFloat, leading: Bool, centred: Bool, trailing: Bool
    ) -> CGFloat {
        if leading { return start }
        if centred { return (start + end) / 2 - visibleLength / 2 }
        if trailing { return end - visibleLength }
        if start < visibleStart || end - start > visibleLength { return start }
        if end > visibleStart + visibleLength { return end - visibleLength }
        return visibleStart
    }
}
