import Foundation

extension CollectionNode {
    // MARK: Public update calls

    /// Inserts items at index paths of the data after the update.
    public func insertItems(at indexPaths: [IndexPath]) {
        collect { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at index paths of the data before the update.
    public func deleteItems(at indexPaths: [IndexPath]) {
        collect { $0.deletedItems += indexPaths }
    }

    /// Asks the data source again for the items' cells (index paths before the update); the
    /// new cells fade in over the old ones.
    public func reloadItems(at indexPaths: [IndexPath]) {
        collect { $0.reloadedItems += indexPaths }
    }

    /// Moves an item, keeping its cell; `indexPath` names it before the update, `newIndexPath`
    /// after.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect { $0.itemMoves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update); their items fade in.
    public func insertSections(_ sections: IndexSet) {
        collect { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update); their items fade out.
    public func deleteSections(_ sections: IndexSet) {
        collect { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the sections' items (indexes before the update), whose
    /// count may change; the new cells fade in over the old ones.
    public func reloadSections(_ sections: IndexSet) {
        collect { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section with its items, keeping their cells; `section` is its index before the
    /// update, `newSection` after.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collect { $0.sectionMoves.append((section, newSection)) }
    }

    /// Applies every insert, delete, reload and move made in `updates` as one change, checked
    /// against the data source's new counts, then animates it on the frame clock: surviving
    /// cells slide from their old frames to their new ones, arriving items fade in, leaving
    /// ones fade out, over `updateAnimationDuration`.
    ///
    /// Cells, selections and measured sizes follow their items. UIKit raises an exception when
    /// the counts do not add up; Canopy refuses the whole update with a
    /// `collection.invalidUpdate` diagnostic naming the counts, keeps showing its previous
    /// items and calls `completion(false)`. Otherwise `completion(true)` runs once, when the
    /// animation ends. A call inside another's `updates` joins the outer update.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let isOutermost = pendingUpdates == nil
        if isOutermost { pendingUpdates = CollectionUpdates() }
        updates?()
        if let completion { pendingUpdates?.completions.append(completion) }
        guard isOutermost, let collected = pendingUpdates else { return }
        pendingUpdates = nil
        commit(collected)
    }

    private func collect(_ change: (inout CollectionUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
            return
        }
        var single = CollectionUpdates()
        change(&single)
        commit(single)
    }

    // MARK: Apply

    /// Checks an update against the data source, then applies it and starts its animation.
    ///
    /// A collection that has not loaded yet has no old state to animate from: it loads the
    /// new data instead, and the completions run on the next frame.
    private func commit(_ u: CollectionUpdates) {
        finishRunningAnimation()
        guard !needsReload, !u.isEmpty else {
            if needsReload { layoutIfNeeded() }
            scheduleCompletions(u.completions)
            return
        }
        let result = readCounts().flatMap { new in CollectionUpdatePlan.make(u, old: counts, new: new).map { ($0, new) } }
        switch result {
        case .failure(let refusal):
            refuse("collection.invalidUpdate", "Refused a batch update of \(diagnosticName): \(refusal.reason). Keeping the previous data.")
            for c in u.completions { c(false) }
        case .success(let (plan, new)):
            apply(plan, counts: new, completions: u.completions)
        }
    }

    /// Moves the state kept by index path to the items' new places, takes the new counts and
    /// starts the animation from where the cells show now.
    private func apply(_ plan: CollectionUpdatePlan, counts new: [Int], completions: [(Bool) -> Void]) {
        var cells: [IndexPath: CollectionCellNode] = [:]
        var startFrames: [ObjectIdentifier: CGRect] = [:]
        var leaving: [(IndexPath, CollectionCellNode)] = []
        for (ip, cell) in displayedCells {
            if let moved = plan.newIndexPath(for: ip) {
                cells[moved] = cell
                startFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                leaving.append((ip, cell))
            }
        }
        displayedCells = cells
        displayedPaths = [:]
        for (ip, cell) in cells { displayedPaths[ObjectIdentifier(cell)] = ip }
        selectedItems = Set(selectedItems.compactMap { plan.newIndexPath(for: $0) })
        var sizes: [IndexPath: CGSize] = [:]
        for (ip, size) in measuredSizes { if let moved = plan.newIndexPath(for: ip) { sizes[moved] = size } }
        measuredSizes = sizes
        for key in Array(displayedSupplementary.keys) { removeSupplementary(key) }
        counts = new
        frames = nil
        leaving.sort { $0.0 < $1.0 }
        for (ip, cell) in leaving { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip) }
        let clock = frameClock
        let animation = ListUpdateAnimation(
            startFrames: startFrames, isAppearing: plan.isAppearing, disappearing: leaving.map(\.1), startTime: clock.now,
            duration: CollectionNode.updateAnimationDuration, completions: completions)
        runningAnimation = animation
        animation.run(on: clock, for: self, frame: { $0.setNeedsLayout() }, end: { $0.finishRunningAnimation() })
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Ends the running update animation at its last frame and calls its completions.
    func finishRunningAnimation() {
        guard let animation = runningAnimation else { return }
        runningAnimation = nil
        animation.finish(
            release: { cell in if let id = cell.reuseIdentifier { self.cellPool.enqueue(cell, identifier: id) } },
            displayed: displayedCells)
        setNeedsLayout()
    }

    private func scheduleCompletions(_ completions: [(Bool) -> Void]) {
        guard !completions.isEmpty else { return }
        frameClock.schedule(after: 0) { for c in completions { c(true) } }
    }
}
