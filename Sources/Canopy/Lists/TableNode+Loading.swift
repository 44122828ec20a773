import Foundation

extension TableNode {
    /// The height rows count at until measured.
    var rowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if rowHeight > 0 { return rowHeight }
        // UIKit's standard row height stands in when every height is automatic.
        return 44
    }

    /// The data source's section count, or nil (with a diagnostic) when it is out of range.
    func loadedSectionCount(_ source: TableViewDataSource) -> Int? {
        let count = source.numberOfSections(in: self)
        guard count >= 0, count <= TableNode.maximumSections else {
            refuse(
                "table.invalidCount",
                "numberOfSections(in:) returned \(count) to \(diagnosticName): it must lie in 0...\(TableNode.maximumSections); the previous data is kept."
            )
            return nil
        }
        return count
    }

    /// The data source's row count for `section`, or nil (with a diagnostic) when out of range.
    func loadedRowCount(_ source: TableViewDataSource, section: Int) -> Int? {
        let count = source.tableView(self, numberOfRowsInSection: section)
        guard count >= 0, count <= TableNode.maximumRowsPerSection else {
            refuse(
                "table.invalidCount",
                "tableView(_:numberOfRowsInSection: \(section)) returned \(count) to \(diagnosticName): it must lie in 0...\(TableNode.maximumRowsPerSection); the previous data is kept."
            )
            return nil
        }
        return count
    }

    /// Reads every count and title from the data source, then drops the cells on screen.
    ///
    /// Decide, then apply: a bad count refuses the whole load, keeping the loaded sections.
    func performLoad() {
        needsReload = false
        // A running row animation shows the old rows moving; the reload replaces them.
        finishRunningAnimation()
        guard let source = dataSource else {
            replaceSections(with: [])
            return
        }
        guard let sectionCount = loadedSectionCount(source) else { return }
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            guard let rows = loadedRowCount(source, section: s) else { return }
            counts.append(rows)
        }
        let estimate = rowEstimate
        let loaded = counts.enumerated().map { s, rows in
            let metrics = TableSectionMetrics(rowCount: rows, estimate: estimate)
            loadSupplementaries(of: metrics, section: s, source: source)
            return metrics
        }
        replaceSections(with: loaded)
        measureEagerlyIfAsked()
    }

    /// Reads a section's titles and header and footer heights.
    func loadSupplementaries(of metrics: TableSectionMetrics, section s: Int, source: TableViewDataSource) {
        metrics.headerTitle = source.tableView(self, titleForHeaderInSection: s)
        metrics.footerTitle = source.tableView(self, titleForFooterInSection: s)
        metrics.headerHeight = supplementaryHeight(
            declared: tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? TableNode.automaticDimension,
            fallback: sectionHeaderHeight, isHeader: true, hasTitle: metrics.headerTitle != nil,
            hasView: tableDelegate?.tableView(self, viewForHeaderInSection: s) != nil, section: s)
        metrics.footerHeight = supplementaryHeight(
            declared: tableDelegate?.tableView(self, heightForFooterInSection: s) ?? TableNode.automaticDimension,
            fallback: sectionFooterHeight, isHeader: false, hasTitle: metrics.footerTitle != nil,
            hasView: tableDelegate?.tableView(self, viewForFooterInSection: s) != nil, section: s)
    }

    /// The header or footer height: the delegate's, else the table's, else the style's.
    ///
    /// The style's heights approximate iOS: a plain header with a title is 28 points (one
    /// line of 15-point bold text with padding); grouped sections are separated by 35 points
    /// of background, half above as the header and half below as the footer, and a grouped
    /// header with a title grows to 38 points to hold one line of 13-point text.
    func supplementaryHeight(declared: CGFloat, fallback: CGFloat, isHeader: Bool, hasTitle: Bool, hasView: Bool, section: Int) -> CGFloat {
        if declared != TableNode.automaticDimension {
            if declared.isFinite, declared >= 0 { return declared }
            refuse(
                "table.invalidHeight",
                "The delegate of \(diagnosticName) gave \(isHeader ? "header" : "footer") height \(declared) for section \(section); using the style's height."
            )
        }
        if fallback >= 0 { return fallback }
        switch style {
        case .plain:
            return hasTitle || hasView ? 28 : 0
        case .grouped, .insetGrouped:
            if hasTitle { return isHeader ? 38 : 34 }
            return hasView ? 28 : 17.5
        }
    }

    /// Asks every row's height up front when `estimatedRowHeight` is 0 and the table is small.
    func measureEagerlyIfAsked() {
        guard estimatedRowHeight == 0 else { return }
        let total = sections.reduce(0) { $0 &+ $1.rows.count }
        guard total <= TableNode.maximumEagerlyMeasuredRows else {
            return refuse(
                "table.tooManyRowsToMeasure",
                "\(diagnosticName) has \(total) rows, more than the \(TableNode.maximumEagerlyMeasuredRows) measured up front with estimatedRowHeight 0; rows are measured as they show."
            )
        }
        for (s, metrics) in sections.enumerated() {
            for r in 0..<metrics.rows.count {
                let h = declaredHeight(IndexPath(row: r, section: s))
                if h != TableNode.automaticDimension { metrics.rows.setHeight(h, of: r) }
            }
        }
    }

    /// The height the delegate (or `rowHeight`) gives a row; `automaticDimension` asks the cell.
    func declaredHeight(_ indexPath: IndexPath) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if h == TableNode.automaticDimension { return h }
        guard h.isFinite, h >= 0 else {
            refuse(
                "table.invalidHeight",
                "The height for row \(indexPath) of \(diagnosticName) is \(h); heights must be finite and not negative. Using \(rowEstimate).")
            return rowEstimate
        }
        return h
    }

    /// Installs new sections, sending every cell and supplementary view on screen away.
    func replaceSections(with loaded: [TableSectionMetrics]) {
        for ip in displayedCells.keys.sorted() { endDisplaying(at: ip) }
        for s in Array(displayedHeaders.keys) { removeSupplementary(&displayedHeaders, s) }
        for s in Array(displayedFooters.keys) { removeSupplementary(&displayedFooters, s) }
        sections = loaded
        selectedRows = selectedRows.filter { isValid($0) }
        recomputeSectionTops()
    }

    /// Whether `indexPath` names a loaded row.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rows.count
    }

    /// Places the sections one below the other after the table header view.
    func recomputeSectionTops() {
        var y = tableHeaderView?.frame.height ?? 0
        for metrics in sections {
            metrics.top = y
            y += metrics.height
        }
    }

    /// The height of every section plus the table header and footer views.
    var contentHeight: CGFloat {
        let sectionsBottom = sections.last?.bottom ?? (tableHeaderView?.frame.height ?? 0)
        return sectionsBottom + (tableFooterView?.frame.height ?? 0)
    }
}
