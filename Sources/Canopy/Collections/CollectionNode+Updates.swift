import Foundation

extension CollectionNode {
    /// Inserts items at index paths of the data after the update, asking the data source for
    /// the new counts; counts that do not add up are refused (see `performBatchUpdates`).
    public func insertItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.pendingUpdates?.inserted.formUnion(indexPaths) }
    }

    /// Deletes the items at index paths of the data before the update, asking the data source
    /// for the new counts; counts that do not add up are refused (see `performBatchUpdates`).
    public func deleteItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.pendingUpdates?.deleted.formUnion(indexPaths) }
    }

    /// Runs `updates` (which changes the data and calls `insertItems` / `deleteItems`), then
    /// applies them together: surviving cells, selections and measured sizes follow their
    /// items, and the frames are computed again. `completion` gets whether it applied.
    ///
    /// UIKit raises an exception when the data source's new counts differ from the old ones
    /// plus insertions minus deletions; Canopy refuses the update with a
    /// `collection.invalidUpdate` diagnostic naming the counts and keeps showing the old data.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        loadIfNeeded()
        if pendingUpdates != nil {
            // Nested inside a running batch: the outer one applies everything.
            updates?()
            completion?(true)
            return
        }
        pendingUpdates = CollectionUpdates()
        updates?()
        let collected = pendingUpdates ?? CollectionUpdates()
        pendingUpdates = nil
        let old = counts
        var new: [Int] = []
        if let source = dataSource {
            let sections = source.numberOfSections(in: self)
            if sections >= 0, sections <= Self.maximumSections {
                for s in 0..<sections { new.append(source.collectionView(self, numberOfItemsInSection: s)) }
            } else {
                new = Array(repeating: 0, count: 0)
            }
        }
        let total = new.reduce(0) { $0.addingReportingOverflow(Swift.max(0, $1)).partialValue }
        if let problem = collected.problem(old: old, new: new) ?? (total > Self.maximumItems ? "the total passes \(Self.maximumItems) items" : nil) {
            refuse("collection.invalidUpdate", "Refused a batch update of \(diagnosticName): \(problem). Keeping the previous data.")
            completion?(false)
            return
        }
        apply(collected, counts: new)
        completion?(true)
    }

    /// Moves the state kept by index path to the items' new places and takes the new counts.
    private func apply(_ update: CollectionUpdates, counts new: [Int]) {
        var cells: [IndexPath: CollectionCellNode] = [:]
        for (ip, cell) in displayedCells {
            if let moved = update.newIndexPath(for: ip) {
                cells[moved] = cell
            } else {
                cell.removeFromSuperview()
                if let id = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: id) }
                displayedPaths[ObjectIdentifier(cell)] = nil
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
            }
        }
        displayedCells = cells
        displayedPaths = [:]
        for (ip, cell) in cells { displayedPaths[ObjectIdentifier(cell)] = ip }
        selectedItems = Set(selectedItems.compactMap { update.newIndexPath(for: $0) })
        var sizes: [IndexPath: CGSize] = [:]
        for (ip, size) in measuredSizes { if let moved = update.newIndexPath(for: ip) { sizes[moved] = size } }
        measuredSizes = sizes
        counts = new
        frames = nil
        setNeedsLayout()
    }
}
