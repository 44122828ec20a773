import Foundation

extension TableNode {
    // MARK: Public update calls

    /// Inserts rows (index paths after the update), animated unless `animation` is `none`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(animation) { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (index paths before the update), animated unless `animation` is `none`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(animation) { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the rows' cells and heights (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(animation) { $0.reloadedRows += indexPaths }
    }

    /// Moves a row, keeping its cell; `indexPath` names it before the update, `newIndexPath` after.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect(.automatic) { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Applies every insert, delete, reload and move made in `updates` as one change, checked
    /// against the data source's new counts, then animates it on the frame clock.
    ///
    /// UIKit raises an exception when the counts do not add up; Canopy refuses the whole
    /// update with a `table.inconsistentUpdate` diagnostic naming the counts, keeps showing
    /// the data it had, and calls `completion(false)`. Otherwise `completion(true)` runs when
    /// the animation ends (on the next frame without one).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let isOutermost = pendingUpdates == nil
        if isOutermost { pendingUpdates = TableUpdates() }
        updates?()
        if let completion { pendingUpdates?.completions.append(completion) }
        guard isOutermost, let collected = pendingUpdates else { return }
        pendingUpdates = nil
        commit(collected)
    }

    /// Starts a group of updates applied together by `endUpdates()`.
    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = TableUpdates() }
        updateGroupDepth += 1
    }

    /// Applies the updates made since the matching `beginUpdates()`; an unmatched call is
    /// refused (`table.unbalancedUpdates`).
    public func endUpdates() {
        guard updateGroupDepth > 0 else {
            return refuse("table.unbalancedUpdates", "endUpdates() on \(diagnosticName) without a matching beginUpdates().")
        }
        updateGroupDepth -= 1
        guard updateGroupDepth == 0, let collected = pendingUpdates else { return }
        pendingUpdates = nil
        commit(collected)
    }

    private func collect(_ animation: RowAnimation, _ change: (inout TableUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
            if animation != .none { pendingUpdates!.isAnimated = true }
            return
        }
        var single = TableUpdates()
        change(&single)
        single.isAnimated = animation != .none
        commit(single)
    }

    // MARK: Decide

    /// The new layout an update leads to, or the reason it is refused.
    private struct UpdatePlan {
        /// For each new section, the old section it continues (nil for an inserted one).
        var sourceSection: [Int?]
        /// For each new section, its row count.
        var rowCounts: [Int]
        /// For each continuing old section, how its rows move.
        var shifts: [Int: RowShift]
        /// Where each old section goes (nil when deleted).
        var newSection: [Int?]
    }

    private func plan(_ u: TableUpdates) -> Result<UpdatePlan, ListUpdateRefusal> {
        guard let source = dataSource else { return .failure("it has no data source") }
        let oldCount = sections.count
        if let bad = u.deletedSections.first(where: { $0 >= oldCount }) {
            return .failure("deleted section \(bad) does not exist (\(oldCount) sections before the update)")
        }
        guard let newCount = loadedSectionCount(source) else { return .failure("the data source's section count is out of range") }
        let expected = oldCount - u.deletedSections.count + u.insertedSections.count
        guard newCount == expected else {
            return .failure(
                "the data source has \(newCount) sections after the update, but \(oldCount) before, \(u.insertedSections.count) inserted and \(u.deletedSections.count) deleted make \(expected)"
            )
        }
        if let bad = u.insertedSections.first(where: { $0 >= newCount }) {
            return .failure("inserted section \(bad) does not exist after the update (\(newCount) sections)")
        }
        var sourceSection: [Int?] = Array(repeating: nil, count: newCount)
        var newSection: [Int?] = Array(repeating: nil, count: oldCount)
        var survivors = (0..<oldCount).filter { !u.deletedSections.contains($0) }.makeIterator()
        for n in 0..<newCount where !u.insertedSections.contains(n) {
            guard let o = survivors.next() else { break }
            sourceSection[n] = o
            newSection[o] = n
        }
        for ip in u.deletedRows + u.reloadedRows + u.moves.map(\.from) {
            guard ip.count == 2, ip.section >= 0, ip.section < oldCount, ip.row >= 0, ip.row < sections[ip.section].rows.count else {
                return .failure("row \(ip) named before the update does not exist")
            }
            guard newSection[ip.section] != nil || u.deletedRows.contains(ip) == false else {
                return .failure("row \(ip) is deleted in a section that is deleted too")
            }
        }
        var removed: [Int: [Int]] = [:], arrived: [Int: [Int]] = [:]
        for ip in u.deletedRows where newSection[ip.section] != nil { removed[ip.section, default: []].append(ip.row) }
        for move in u.moves where newSection[move.from.section] != nil { removed[move.from.section, default: []].append(move.from.row) }
        for ip in u.insertedRows + u.moves.map(\.to) {
            guard ip.count == 2, ip.section >= 0, ip.section < newCount, ip.row >= 0 else {
                return .failure("row \(ip) named after the update does not exist")
            }
            if sourceSection[ip.section] != nil { arrived[ip.section, default: []].append(ip.row) }
        }
        for (s, rows) in removed where Set(rows).count != rows.count {
            return .failure("a row of section \(s) is deleted or moved more than once")
        }
        for (s, rows) in arrived where Set(rows).count != rows.count {
            return .failure("a row of section \(s) is inserted or moved to more than once")
        }
        var rowCounts: [Int] = []
        var shifts: [Int: RowShift] = [:]
        for n in 0..<newCount {
            guard let count = loadedRowCount(source, section: n) else {
                return .failure("the data source's row count for section \(n) is out of range")
            }
            if let o = sourceSection[n] {
                let before = sections[o].rows.count
                let out = removed[o]?.count ?? 0, into = arrived[n]?.count ?? 0
                guard count == before - out + into else {
                    return .failure(
                        "section \(n) has \(count) rows after the update, but \(before) before, \(into) inserted or moved in and \(out) deleted or moved out make \(before - out + into)"
                    )
                }
                if let bad = arrived[n]?.first(where: { $0 >= count }) {
                    return .failure("inserted row \(bad) of section \(n) is past its \(count) rows")
                }
                shifts[o] = RowShift(removed: removed[o] ?? [], arrived: arrived[n] ?? [])
            }
            rowCounts.append(count)
        }
        return .success(UpdatePlan(sourceSection: sourceSection, rowCounts: rowCounts, shifts: shifts, newSection: newSection))
    }

    /// Where an old row goes, after a plan; nil when it is deleted, reloaded or in a deleted section.
    private func newIndexPath(of ip: IndexPath, _ p: UpdatePlan, _ u: TableUpdates, moved: [IndexPath: IndexPath], reloaded: Set<IndexPath>)
        -> IndexPath?
    {
        if let target = moved[ip] { return target }
        if reloaded.contains(ip) { return nil }
        guard let n = p.newSection[ip.section], let r = p.shifts[ip.section]?.newRow(for: ip.row) else { return nil }
        return IndexPath(row: r, section: n)
    }

    // MARK: Apply

    /// Checks an update against the data source, then applies it and starts its animation.
    func commit(_ u: TableUpdates) {
        finishRunningAnimation()
        if needsReload || sections.isEmpty && u.isEmpty {
            setNeedsReload()
            layoutIfNeeded()
            scheduleCompletions(u.completions, finished: true)
            return
        }
        guard !u.isEmpty else {
            scheduleCompletions(u.completions, finished: true)
            return
        }
        let p: UpdatePlan
        switch plan(u) {
        case .failure(let refusal):
            refuse("table.inconsistentUpdate", "Refused a batch update on \(diagnosticName): \(refusal.reason). The table keeps its previous rows.")
            for c in u.completions { c(false) }
            return
        case .success(let planned):
            p = planned
        }
        let moved = Dictionary(u.moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        let reloaded = Set(u.reloadedRows)
        let anchor = visibleAnchor()

        // The cells on screen: where they go, or which fade out.
        var startFrames: [ObjectIdentifier: CGRect] = [:]
        var keptCells: [(IndexPath, TableCellNode)] = []
        var leaving: [(IndexPath, TableCellNode)] = []
        for (ip, cell) in displayedCells {
            if let target = newIndexPath(of: ip, p, u, moved: moved, reloaded: reloaded) {
                keptCells.append((target, cell))
                startFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                leaving.append((ip, cell))
            }
        }
        selectedRows = Set(selectedRows.compactMap { newIndexPath(of: $0, p, u, moved: moved, reloaded: reloaded) })

        // The new sections: continuing ones keep their measured heights, shifted.
        let estimate = rowEstimate
        var newSections: [TableSectionMetrics] = []
        for (n, count) in p.rowCounts.enumerated() {
            if let o = p.sourceSection[n], let shift = p.shifts[o] {
                let metrics = sections[o]
                metrics.rows.remap(count: count) { shift.newRow(for: $0) }
                for ip in u.reloadedRows where ip.section == o {
                    if let r = shift.newRow(for: ip.row) { metrics.rows.forget(r) }
                }
                newSections.append(metrics)
            } else {
                newSections.append(TableSectionMetrics(rowCount: count, estimate: estimate))
            }
        }
        for s in Array(displayedHeaders.keys) { removeSupplementary(&displayedHeaders, s) }
        for s in Array(displayedFooters.keys) { removeSupplementary(&displayedFooters, s) }
        if let source = dataSource {
            for (n, metrics) in newSections.enumerated() { loadSupplementaries(of: metrics, section: n, source: source) }
        }
        displayedCells = [:]
        displayedPaths = [:]
        for (ip, cell) in keptCells {
            displayedCells[ip] = cell
            displayedPaths[ObjectIdentifier(cell)] = ip
        }
        sections = newSections
        recomputeSectionTops()
        var disappearing: [TableCellNode] = []
        for (ip, cell) in leaving.sorted(by: { $0.0 < $1.0 }) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
            if u.isAnimated {
                disappearing.append(cell)
            } else {
                cell.removeFromSuperview()
                if let id = cell.reuseIdentifier { reusePool.enqueue(cell, identifier: id) }
            }
        }
        let delta = keepStill(anchor, moved: moved, reloaded: reloaded, p, u)
        let appearing = Set(
            u.insertedRows
                + u.reloadedRows.compactMap { ip in
                    p.newSection[ip.section].flatMap { n in p.shifts[ip.section]?.newRow(for: ip.row).map { IndexPath(row: $0, section: n) } }
                })
        if u.isAnimated {
            startAnimation(
                startFrames: startFrames.mapValues { $0.offsetBy(dx: 0, dy: delta) }, appearing: appearing,
                disappearing: disappearing, completions: u.completions)
        } else {
            scheduleCompletions(u.completions, finished: true)
        }
        setNeedsLayout()
        layoutIfNeeded()
        orderCellSubviews()
    }

    /// The first row whose bottom shows below the visible area's top, with its frame's top.
    private func visibleAnchor() -> (IndexPath, CGFloat)? {
        guard storedBounds.minY > minimumContentOffset.y else { return nil }
        let top = storedBounds.minY + adjustedContentInset.top
        return displayedCells.keys.filter { frameOfRow($0).maxY > top }.min().map { ($0, frameOfRow($0).minY) }
    }

    /// Moves the offset by the height changed above the anchor row so it stays on screen
    /// where it was; returns that height (0 when nothing moved).
    private func keepStill(
        _ anchor: (IndexPath, CGFloat)?, moved: [IndexPath: IndexPath], reloaded: Set<IndexPath>, _ p: UpdatePlan, _ u: TableUpdates
    ) -> CGFloat {
        guard keepsVisibleRowsStill, let (ip, oldTop) = anchor,
            let target = newIndexPath(of: ip, p, u, moved: moved, reloaded: reloaded), moved[ip] == nil
        else { return 0 }
        let delta = frameOfRow(target).minY - oldTop
        guard delta != 0 else { return 0 }
        // The content size first, so a header keeping content still reads the offset write
        // that follows as the list holding its rows, not as scrolling.
        contentSize = CGSize(width: storedBounds.width, height: contentHeight)
        contentOffset = CGPoint(x: storedBounds.minX, y: storedBounds.minY + delta)
        return delta
    }

    private func startAnimation(
        startFrames: [ObjectIdentifier: CGRect], appearing: Set<IndexPath>, disappearing: [TableCellNode], completions: [(Bool) -> Void]
    ) {
        let clock = frameClock
        let animation = ListUpdateAnimation(
            startFrames: startFrames, isAppearing: { appearing.contains($0) }, disappearing: disappearing, startTime: clock.now,
            duration: TableNode.updateAnimationDuration, completions: completions)
        runningAnimation = animation
        animation.run(on: clock, for: self, frame: { $0.setNeedsLayout() }, end: { $0.finishRunningAnimation() })
    }

    /// Ends the running row animation at its last frame and calls its completions.
    func finishRunningAnimation() {
        guard let animation = runningAnimation else { return }
        runningAnimation = nil
        animation.finish(
            release: { cell in if let id = cell.reuseIdentifier { self.reusePool.enqueue(cell, identifier: id) } },
            displayed: displayedCells)
        setNeedsLayout()
    }

    private func scheduleCompletions(_ completions: [(Bool) -> Void], finished: Bool) {
        guard !completions.isEmpty else { return }
        frameClock.schedule(after: 0) { for c in completions { c(finished) } }
    }
}
