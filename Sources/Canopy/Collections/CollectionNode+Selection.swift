import Foundation

extension CollectionNode {
    /// The selected items in index-path order, or nil when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects an item from code, without delegate callbacks (as in UIKit); nil clears the
    /// selection. Without `allowsMultipleSelection` the previous selection is cleared. An item
    /// that does not exist is refused (`collection.invalidIndexPath`).
    public func selectItem(at indexPath: IndexPath?, animated: Bool) {
        loadIfNeeded()
        guard let indexPath else {
            for ip in selectedItems { displayedCells[ip]?.isSelected = false }
            selectedItems = []
            return
        }
        guard isValid(indexPath) else {
            return refuse("collection.invalidIndexPath", "selectItem(at: \(indexPath)) on \(diagnosticName): no such item.")
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for ip in selectedItems where ip != indexPath { displayedCells[ip]?.isSelected = false }
            selectedItems = []
        }
        selectedItems.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
    }

    /// Deselects an item from code, without delegate callbacks.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        displayedCells[indexPath]?.isSelected = false
    }

    func isValid(_ ip: IndexPath) -> Bool {
        ip.count == 2 && counts.indices.contains(ip.section) && ip.item >= 0 && ip.item < counts[ip.section]
    }

    // MARK: Touches

    /// A lone finger going down on an item highlights it (`shouldHighlightItemAt`,
    /// `didHighlightItemAt`) while the collection allows selection.
    func itemTouchesBegan(_ touches: Set<Touch>) {
        guard allowsSelection else { return }
        itemTouch.began(touches, pathUnder: itemUnder) { ip in
            let delegate = collectionDelegate
            guard delegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return false }
            displayedCells[ip]?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: ip)
            return true
        }
    }

    /// Lifting the finger ends its highlight and, over the same item, selects it (or
    /// deselects it under multiple selection) in UIKit's callback order.
    func itemTouchesEnded(_ touches: Set<Touch>) {
        guard let ip = itemTouch.ended(touches, pathUnder: itemUnder, unhighlight: unhighlightItem), isValid(ip) else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedItems.contains(ip) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
            deselectItem(at: ip, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedItems.sorted() where old != ip {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectedItems.insert(ip)
        displayedCells[ip]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: ip)
    }

    /// A cancelled finger (a drag that became a scroll) ends the highlight and selects nothing.
    func itemTouchesCancelled(_ touches: Set<Touch>) {
        itemTouch.cancelled(touches, unhighlight: unhighlightItem)
    }

    private func unhighlightItem(_ ip: IndexPath) {
        displayedCells[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }

    /// The item whose displayed cell holds the touch's view and its current location.
    private func itemUnder(_ touch: Touch) -> IndexPath? {
        var node = touch.view
        while let n = node, n !== self {
            if let cell = n as? CollectionCellNode, let ip = displayedPaths[ObjectIdentifier(cell)] {
                return cell.bounds.contains(touch.location(in: cell)) ? ip : nil
            }
            node = n.superview
        }
        return nil
    }
}
