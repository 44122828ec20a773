import Foundation

extension TableNode {
    /// The frame of a section (header, rows and footer) in content coordinates; `.zero` with a
    /// `table.invalidSection` diagnostic for a section that does not exist.
    public func rect(forSection section: Int) -> CGRect {
        guard checkSection(section, "rect(forSection:)") else { return .zero }
        let m = sections[section]
        return CGRect(x: rowMinX, y: m.top, width: rowWidth, height: m.height)
    }

    /// The frame of a section's header in content coordinates, where it would lie unpinned.
    public func rectForHeader(inSection section: Int) -> CGRect {
        guard checkSection(section, "rectForHeader(inSection:)") else { return .zero }
        return headerFrame(section)
    }

    /// The frame of a section's footer in content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        guard checkSection(section, "rectForFooter(inSection:)") else { return .zero }
        return footerFrame(section)
    }

    /// The frame of a row in content coordinates, at its measured height or the estimate;
    /// `.zero` with a `table.invalidIndexPath` diagnostic for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard checkIndexPath(indexPath, "rectForRow(at:)") else { return .zero }
        return frameOfRow(indexPath)
    }

    /// The row whose frame holds `point` (content coordinates), or nil over a header, a
    /// footer, the table's own header or footer view, or outside the rows.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.isFinitePoint, point.x >= rowMinX, point.x < rowMinX + rowWidth else { return nil }
        for s in sections(meeting: point.y...point.y) {
            let m = sections[s]
            let y = point.y - m.rowsTop
            guard y >= 0, y < m.rows.total else { continue }
            return IndexPath(row: m.rows.row(at: y), section: s)
        }
        return nil
    }

    /// The row `cell` shows, or nil when it is not on screen in this table.
    public func indexPath(for cell: TableCellNode) -> IndexPath? {
        displayedPaths[ObjectIdentifier(cell)]
    }

    /// The cell showing `indexPath`, or nil when that row has no cell now.
    public func cellForRow(at indexPath: IndexPath) -> TableCellNode? {
        displayedCells[indexPath]
    }

    /// The cells whose rows meet the bounds, in index-path order.
    public var visibleCells: [TableCellNode] {
        (indexPathsForVisibleRows ?? []).compactMap { displayedCells[$0] }
    }

    /// The rows whose cells meet the bounds (the visible area including the parts under the
    /// insets), in order; overscan rows that exist as cells are not counted.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let visible = storedBounds
        return displayedCells.keys.filter { ip in
            guard isValid(ip) else { return false }
            let f = frameOfRow(ip)
            return f.maxY > visible.minY && f.minY < visible.maxY && f.height > 0
        }.sorted()
    }

    /// Scrolls so that the row sits at `scrollPosition` in the visible area (the bounds less
    /// the adjusted insets), clamped to the valid offsets.
    ///
    /// Rows measured on display are measured around the target first, so the row lands
    /// where asked even when the heights above it were estimates. Animated scrolls run 0.3 s
    /// on the frame clock.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard checkIndexPath(indexPath, "scrollToRow(at:at:animated:)") else { return }
        scroll(toMeasuredTarget: { targetOffset(for: indexPath, at: scrollPosition) }, animated: animated)
    }

    /// The offset that puts the row at `position`, clamped to the valid range.
    func targetOffset(for indexPath: IndexPath, at position: ScrollPosition) -> CGPoint {
        let row = frameOfRow(indexPath)
        let inset = adjustedContentInset
        // A plain table's sticky header covers the top of the visible area of its section.
        let header = style == .plain ? sections[indexPath.section].headerHeight : 0
        let visibleTop = storedBounds.minY + inset.top + header
        let visibleHeight = Swift.max(0, storedBounds.height - inset.top - inset.bottom - header)
        var y = storedBounds.minY
        switch position {
        case .top:
            y = row.minY - inset.top - header
        case .middle:
            y = row.midY - inset.top - header - visibleHeight / 2
        case .bottom:
            y = row.maxY - inset.top - header - visibleHeight
        case .none:
            if row.minY < visibleTop {
                y = row.minY - inset.top - header
            } else if row.maxY > visibleTop + visibleHeight {
                y = row.maxY - inset.top - header - visibleHeight
            }
        }
        return clampedContentOffset(CGPoint(x: storedBounds.minX, y: y))
    }

    func checkSection(_ section: Int, _ call: String) -> Bool {
        loadIfNeeded()
        guard sections.indices.contains(section) else {
            refuse("table.invalidSection", "\(call) on \(diagnosticName): section \(section) does not exist (the table has \(sections.count)).")
            return false
        }
        return true
    }

    func checkIndexPath(_ indexPath: IndexPath, _ call: String) -> Bool {
        guard isValid(indexPath) else {
            let rows =
                indexPath.count == 2 && sections.indices.contains(indexPath.section)
                ? "\(sections[indexPath.section].rows.count) rows" : "\(sections.count) sections"
            refuse("table.invalidIndexPath", "\(call) on \(diagnosticName): row \(indexPath) does not exist (\(rows)).")
            return false
        }
        return true
    }
}
