import Foundation

extension TableNode {
    /// The frame of a loaded row, in content coordinates; `indexPath` must be valid.
    func frameOfRow(_ indexPath: IndexPath) -> CGRect {
        frameOfRow(indexPath.row, inSection: indexPath.section)
    }

    /// The frame of a loaded row given by its indexes (each read of a path's index is a call
    /// into Foundation); the row must be valid.
    func frameOfRow(_ row: Int, inSection section: Int) -> CGRect {
        let metrics = sections[section]
        let span = metrics.rows.span(of: row)
        return CGRect(x: rowMinX, y: metrics.rowsTop + span.offset, width: rowWidth, height: span.height)
    }

    /// The content-coordinate span where rows are kept as cells: the bounds plus `overscan`.
    var tiledSpan: ClosedRange<CGFloat> {
        let top = storedBounds.minY - TableNode.overscan
        return top...Swift.max(top, storedBounds.maxY + TableNode.overscan)
    }

    /// The sections whose span meets `span`, found by binary search over the section tops.
    func sections(meeting span: ClosedRange<CGFloat>) -> Range<Int> {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].bottom < span.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < sections.count, sections[end].top <= span.upperBound { end += 1 }
        return lo..<end
    }

    /// The loaded rows whose frames meet `span`, in order, at most `maximumDisplayedRows`;
    /// `runs` gets the same rows as one run of consecutive rows per section met, in order.
    func rows(meeting span: ClosedRange<CGFloat>, runs: inout [TableRowRun]) -> [IndexPath] {
        runs.removeAll(keepingCapacity: true)
        var found: [IndexPath] = []
        // A phone screen and its overscan hold a few dozen rows: room for them up front spares
        // the array's regrowth on every frame.
        found.reserveCapacity(48)
        var isFull = false
        for s in sections(meeting: span) {
            let metrics = sections[s]
            let rows = metrics.rows, rowsTop = metrics.rowsTop
            guard rows.count > 0 else { continue }
            let first = found.count
            var firstRow = 0
            // The same sum as `offset(of:)` row by row, with one search for the first row.
            rows.forEachRow(from: rows.row(at: span.lowerBound - rowsTop)) { r, offset in
                guard rowsTop + offset <= span.upperBound else { return false }
                guard found.count < TableNode.maximumDisplayedRows else {
                    isFull = true
                    return false
                }
                if found.count == first { firstRow = r }
                found.append(IndexPath(row: r, section: s))
                return true
            }
            // `forEachRow` steps one row at a time, so the rows just found are consecutive.
            if found.count > first { runs.append(TableRowRun(section: s, rows: firstRow..<(firstRow + found.count - first))) }
            if isFull {
                refuse(
                    "table.tooManyVisibleRows",
                    "\(diagnosticName) would show more than \(TableNode.maximumDisplayedRows) rows at once (rows of height near 0?); showing the first \(TableNode.maximumDisplayedRows)."
                )
                return found
            }
        }
        return found
    }

    /// Places the cells of the rows in `tiledSpan`, measuring new rows until the heights settle.
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        if needsReload { performLoad() }
        layoutTableHeaderView()
        recomputeSectionTops()
        var shown: [IndexPath] = []
        var shownRuns: [TableRowRun] = []
        var fresh: [IndexPath] = []
        // Measuring a row can move the rows below it, so the span is read again until no new
        // measurement changed a height; four rounds settle any estimate error up to four
        // visible areas, the rest follows on the next layout.
        for _ in 0..<4 {
            shown = rows(meeting: tiledSpan, runs: &shownRuns)
            // Rows that left go to the reuse queues first, so the rows arriving reuse them, in
            // row order. Membership reads the runs of `shown`: a range test per section, no
            // set to hash, no comparison of paths and no sort of every cell on each frame.
            let leaving = displayedCells.keys.filter { !TableRowRun.runs(shownRuns, contain: $0) }
            for ip in leaving.sorted() { endDisplaying(at: ip) }
            // With none leaving, no callback ran since the filter, so every displayed row is
            // one of `shown` (whose rows are distinct): equal counts mean every shown row has
            // its cell, and the lookups below, a hash of each path, would find them all.
            if leaving.isEmpty && displayedCells.count == shown.count { break }
            var changed = false
            for ip in shown where displayedCells[ip] == nil {
                guard let cell = obtainCell(for: ip) else { continue }
                display(cell, at: ip)
                fresh.append(ip)
                if measureIfNeeded(ip, cell: cell) { changed = true }
            }
            guard changed else { break }
            recomputeSectionTops()
        }
        if contentSize.width != storedBounds.width || contentSize.height != contentHeight {
            contentSize = CGSize(width: storedBounds.width, height: contentHeight)
        }
        placeCells()
        if !fresh.isEmpty { orderCellSubviews(inOrder: shown) }
        tileSupplementaries()
        layoutTableFooterView()
        isTiling = false
        for ip in fresh.sorted() {
            if let cell = displayedCells[ip] { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip) }
        }
        if reloadWasDeferred {
            reloadWasDeferred = false
            setNeedsReload()
        }
    }

    /// Asks the data source for the cell of `indexPath`; nil without a data source.
    ///
    /// A cell already on screen for another row is refused (`table.cellReused`) and replaced by
    /// an empty cell; cells dequeued but not returned go back to their queue.
    func obtainCell(for indexPath: IndexPath) -> TableCellNode? {
        guard let source = dataSource else { return nil }
        dequeuedDuringCall.removeAll(keepingCapacity: true)
        var cell = source.tableView(self, cellForRowAt: indexPath)
        for extra in dequeuedDuringCall where extra !== cell {
            if let id = extra.reuseIdentifier { reusePool.enqueue(extra, identifier: id) }
        }
        dequeuedDuringCall.removeAll(keepingCapacity: true)
        if let other = displayedPaths[ObjectIdentifier(cell)] {
            refuse(
                "table.cellReused",
                "The data source of \(diagnosticName) returned for row \(indexPath) the cell already showing row \(other); showing an empty cell instead."
            )
            cell = TableCellNode(style: .default, reuseIdentifier: nil)
        }
        if let id = cell.reuseIdentifier { reusePool.remove(cell, identifier: id) }
        return cell
    }

    /// Records `cell` as showing `indexPath` and adds it below the section views.
    func display(_ cell: TableCellNode, at indexPath: IndexPath) {
        displayedCells[indexPath] = cell
        displayedPaths[ObjectIdentifier(cell)] = indexPath
        cell.alpha = 1
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        if cell.storedSuperview !== self { insertSubview(cell, at: 0) }
    }

    /// Takes the cell of `indexPath` off screen into its reuse queue and tells the delegate.
    func endDisplaying(at indexPath: IndexPath) {
        guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
        displayedPaths[ObjectIdentifier(cell)] = nil
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusePool.enqueue(cell, identifier: id) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Measures a row not measured yet; returns whether its height differs from before.
    func measureIfNeeded(_ indexPath: IndexPath, cell: TableCellNode) -> Bool {
        let rows = sections[indexPath.section].rows
        guard rows.measuredHeight(of: indexPath.row) == nil else { return false }
        var h = declaredHeight(indexPath)
        if h == TableNode.automaticDimension { h = fittingHeight(of: cell, at: indexPath) }
        return rows.setHeight(h, of: indexPath.row)
    }

    /// The height `cell` needs at the row width: from the constraints it or its content view
    /// holds (width fixed, height as small as they allow), else from `sizeThatFits`.
    func fittingHeight(of cell: TableCellNode, at indexPath: IndexPath) -> CGFloat {
        let width = rowWidth
        cell.frame = CGRect(x: rowMinX, y: 0, width: width, height: rowEstimate)
        cell.layoutIfNeeded()
        let h: CGFloat
        if let state = cell.layoutState, !state.constraints.isEmpty {
            h =
                cell.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
        } else if let state = cell.contentView.layoutState, !state.constraints.isEmpty {
            let contentWidth = cell.contentView.bounds.width
            h =
                cell.contentView.systemLayoutSizeFitting(
                    CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
        } else {
            h = cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        guard h.isFinite, h >= 0 else {
            refuse(
                "table.invalidHeight",
                "The cell for row \(indexPath) of \(diagnosticName) measured \(h) points high; using \(rowEstimate).")
            return rowEstimate
        }
        return h
    }

    /// Moves every cell on screen to its row's frame (blended by a running row animation) and
    /// tells it where it sits in its section, for its background and separator.
    func placeCells() {
        let color = separatorColor ?? .separator
        for (ip, cell) in displayedCells {
            // Read once: each read of a path's index is a call into Foundation.
            let section = ip.section, row = ip.row
            let target = frameOfRow(row, inSection: section)
            // Setting a frame recomputes safe areas down the cell's subtree even when it is
            // unchanged, and rows keep their content frames while the table scrolls.
            let shown = runningAnimation?.frame(of: cell, target: target) ?? target
            if cell.frame != shown { cell.frame = shown }
            if let alpha = runningAnimation?.alpha(at: ip) { cell.alpha = alpha }
            let count = sections[section].rows.count
            cell.applyPlacement(
                tableStyle: style, isFirstInSection: row == 0, isLastInSection: row == count - 1,
                separatorStyle: separatorStyle, separatorColor: color, separatorInset: separatorInset,
                separatorInsetReference: separatorInsetReference)
        }
    }

    /// Stacks the cells on screen back to front in row order, below the section views, so
    /// tree dumps and painting meet them in the order they show.
    func orderCellSubviews() {
        orderCellSubviews(inOrder: displayedCells.keys.sorted())
    }

    /// Stacks the cells on screen in the order of `paths` (ascending, a superset of the rows on
    /// screen), moving only the cells not already in place.
    ///
    /// Placed from the last position back, a row arriving at the bottom (added at the back of
    /// the stack) costs one move, not one per cell above it. That pass settles every place when
    /// each cell comes from below its place; otherwise the front-to-back pass, right from any
    /// order, finishes the job. Views that are not cells keep their order after the cells.
    func orderCellSubviews(inOrder paths: [IndexPath]) {
        let ordered = paths.compactMap { displayedCells[$0] }
        let current = storedSubviews.filter { $0 is TableCellNode && displayedPaths[ObjectIdentifier($0)] != nil }
        guard !current.elementsEqual(ordered, by: ===) else { return }
        func isInPlace(_ i: Int, _ cell: TableCellNode) -> Bool { i < storedSubviews.count && storedSubviews[i] === cell }
        for (i, cell) in ordered.enumerated().reversed() where !isInPlace(i, cell) { insertSubview(cell, at: i) }
        guard !storedSubviews.prefix(ordered.count).elementsEqual(ordered, by: ===) else { return }
        for (i, cell) in ordered.enumerated() where !isInPlace(i, cell) { insertSubview(cell, at: i) }
    }

    /// Keeps the table header view at the content's top, as wide as the table.
    func layoutTableHeaderView() {
        guard let header = tableHeaderView else { return }
        if header.storedSuperview !== self { addSubview(header) }
        let h = header.frame.height
        if header.frame != CGRect(x: 0, y: 0, width: storedBounds.width, height: h) {
            header.frame = CGRect(x: 0, y: 0, width: storedBounds.width, height: h)
        }
    }

    /// Keeps the table footer view below the last section, as wide as the table.
    func layoutTableFooterView() {
        guard let footer = tableFooterView else { return }
        if footer.storedSuperview !== self { addSubview(footer) }
        let y = sections.last?.bottom ?? (tableHeaderView?.frame.height ?? 0)
        let rect = CGRect(x: 0, y: y, width: storedBounds.width, height: footer.frame.height)
        if footer.frame != rect { footer.frame = rect }
    }
}
