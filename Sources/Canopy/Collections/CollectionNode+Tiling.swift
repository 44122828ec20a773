import Foundation

extension CollectionNode {
    /// Loads counts from the data source when a reload is pending.
    ///
    /// Counts that are negative, or sections or items beyond `maximumSections` /
    /// `maximumItems`, are refused (`collection.invalidCount`) and the previous data is kept.
    func loadIfNeeded() {
        guard needsReload, !isTiling else { return }
        needsReload = false
        switch readCounts() {
        case .success(let loaded): applyCounts(loaded)
        case .failure(let refusal): refuse("collection.invalidCount", "\(refusal.reason). Keeping the previous data.")
        }
    }

    /// The data source's item counts per section (none without a data source), or why they
    /// cannot be used: a negative count, or more than `maximumSections` sections or
    /// `maximumItems` items in all. Reads no further than the first bad count.
    func readCounts() -> Result<[Int], ListUpdateRefusal> {
        guard let source = dataSource else { return .success([]) }
        let sectionCount = source.numberOfSections(in: self)
        guard sectionCount >= 0, sectionCount <= Self.maximumSections else {
            return .failure("numberOfSections(in:) of \(diagnosticName) answered \(sectionCount); it must be 0 to \(Self.maximumSections)")
        }
        var loaded: [Int] = []
        loaded.reserveCapacity(sectionCount)
        var total = 0
        for s in 0..<sectionCount {
            let n = source.collectionView(self, numberOfItemsInSection: s)
            total = n >= 0 ? total.addingReportingOverflow(n).partialValue : total
            guard n >= 0, total <= Self.maximumItems else {
                return .failure(
                    "numberOfItemsInSection(\(s)) of \(diagnosticName) answered \(n); counts must not be negative and the total must not pass \(Self.maximumItems)"
                )
            }
            loaded.append(n)
        }
        return .success(loaded)
    }

    /// Takes new counts: every cell on screen goes to its queue, measured sizes and
    /// selections are forgotten, and frames are computed again.
    func applyCounts(_ loaded: [Int]) {
        finishRunningAnimation()
        for ip in Array(displayedCells.keys) { endDisplaying(at: ip) }
        for key in Array(displayedSupplementary.keys) { removeSupplementary(key) }
        counts = loaded
        measuredSizes = [:]
        selectedItems = []
        frames = nil
    }

    /// The frames for the current counts and bounds, computed when missing.
    func currentFrames() -> FlowLayoutFrames {
        let layout = collectionViewLayout
        let vertical = layout.scrollDirection == .vertical
        let inset = adjustedContentInset
        let cross = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        if let frames, framesCrossExtent == cross, frames.vertical == vertical { return frames }
        let delegate = collectionDelegate
        let selfSizing = layout.estimatedItemSize.width > 0 && layout.estimatedItemSize.height > 0
        let computed = FlowLayoutFrames(counts: counts, crossExtent: cross, metrics: layout.metrics) { ip in
            if selfSizing { return self.measuredSizes[ip] ?? layout.estimatedItemSize }
            return delegate?.collectionView(self, layout: layout, sizeForItemAt: ip) ?? layout.itemSize
        }
        frames = computed
        framesCrossExtent = cross
        if contentSize != computed.contentSize { contentSize = computed.contentSize }
        return computed
    }

    /// Places cells for the items meeting the visible area, queueing the others; self-sizing
    /// cells measured at a new size lay the collection out again (a few rounds at most, as
    /// each round only measures newly shown cells).
    func tile() {
        guard !isTiling else { return }
        loadIfNeeded()
        isTiling = true
        defer { isTiling = false }
        // Rounds of measuring: each can only shrink or grow newly shown items, so three
        // settle any screen; a fourth would only repeat the third.
        for _ in 0..<3 {
            let frames = currentFrames()
            let vertical = frames.vertical
            let start = (vertical ? bounds.minY : bounds.minX) - Self.overscan
            let end = (vertical ? bounds.maxY : bounds.maxX) + Self.overscan
            let wanted = frames.items(meeting: start...Swift.max(start, end)).prefix(Self.maximumDisplayedItems).filter { ip in
                guard let f = frames.frame(of: ip) else { return false }
                return vertical ? f.maxY >= start && f.minY <= end : f.maxX >= start && f.minX <= end
            }
            let wantedSet = Set(wanted)
            for ip in Array(displayedCells.keys) where !wantedSet.contains(ip) { endDisplaying(at: ip) }
            var remeasured = false
            for ip in wanted {
                guard let frame = frames.frame(of: ip) else { continue }
                if let cell = displayedCells[ip] {
                    let shown = runningAnimation?.frame(of: cell, target: frame) ?? frame
                    if cell.frame != shown { cell.frame = shown }
                    if let alpha = runningAnimation?.alpha(at: ip) { cell.alpha = alpha }
                    continue
                }
                guard let cell = obtainCell(for: ip) else { continue }
                cell.frame = frame
                if measure(cell, at: ip) { remeasured = true }
                cell.frame = self.frames?.frame(of: ip) ?? frame
                display(cell, at: ip)
                if let alpha = runningAnimation?.alpha(at: ip) { cell.alpha = alpha }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
            }
            placeSupplementaryViews(frames, start: start, end: end)
            if !remeasured { break }
            self.frames = nil
        }
    }

    /// Records a self-sizing cell's own size; returns whether it differs from the size laid
    /// out (so the frames must be computed again).
    private func measure(_ cell: CollectionCellNode, at ip: IndexPath) -> Bool {
        let layout = collectionViewLayout
        guard layout.estimatedItemSize.width > 0, layout.estimatedItemSize.height > 0, measuredSizes[ip] == nil else { return false }
        cell.layoutIfNeeded()
        var size: CGSize
        if let state = cell.contentView.layoutState, !state.constraints.isEmpty {
            size = cell.contentView.systemLayoutSizeFitting(layout.estimatedItemSize)
        } else {
            size = cell.sizeThatFits(layout.estimatedItemSize)
        }
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            refuse(
                "collection.invalidSize",
                "The cell for item \(ip) of \(diagnosticName) measured \(size); using the estimate \(layout.estimatedItemSize).")
            size = layout.estimatedItemSize
        }
        measuredSizes[ip] = size
        return size != layout.estimatedItemSize
    }

    /// Asks the data source for the cell of `indexPath`; cells dequeued but not returned go
    /// back to their queue, and a cell already on screen elsewhere is refused
    /// (`collection.cellReused`) for a plain one.
    func obtainCell(for indexPath: IndexPath) -> CollectionCellNode? {
        guard let source = dataSource else { return nil }
        dequeuedDuringCall.removeAll(keepingCapacity: true)
        var cell = source.collectionView(self, cellForItemAt: indexPath)
        for extra in dequeuedDuringCall where extra !== cell {
            if let id = extra.reuseIdentifier { cellPool.enqueue(extra, identifier: id) }
        }
        dequeuedDuringCall.removeAll(keepingCapacity: true)
        if let other = displayedPaths[ObjectIdentifier(cell)] {
            refuse(
                "collection.cellReused",
                "The data source of \(diagnosticName) returned for item \(indexPath) the cell already showing item \(other); showing a plain cell instead."
            )
            cell = CollectionCellNode(frame: .zero)
        }
        if let id = cell.reuseIdentifier { cellPool.remove(cell, identifier: id) }
        return cell
    }

    func display(_ cell: CollectionCellNode, at indexPath: IndexPath) {
        displayedCells[indexPath] = cell
        displayedPaths[ObjectIdentifier(cell)] = indexPath
        cell.alpha = 1
        cell.isSelected = selectedItems.contains(indexPath)
        if cell.storedSuperview !== self { insertSubview(cell, at: 0) }
    }

    func endDisplaying(at indexPath: IndexPath) {
        guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
        displayedPaths[ObjectIdentifier(cell)] = nil
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { cellPool.enqueue(cell, identifier: id) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Shows the headers and footers of the sections meeting the visible area, pinning
    /// headers to the top edge when the layout asks.
    private func placeSupplementaryViews(_ frames: FlowLayoutFrames, start: CGFloat, end: CGFloat) {
        var wanted: [SupplementaryKey: CGRect] = [:]
        let vertical = frames.vertical
        for (s, section) in frames.sections.enumerated() where section.end >= start && section.start <= end {
            if !section.header.isEmpty {
                var header = section.header
                if collectionViewLayout.sectionHeadersPinToVisibleBounds {
                    let edge = vertical ? pinLine(under: topOverlay) : bounds.minX + adjustedContentInset.left
                    let length = vertical ? header.height : header.width
                    let pinned = Swift.min(Swift.max(vertical ? header.minY : header.minX, edge), section.end - length)
                    if vertical { header.origin.y = Swift.max(header.minY, pinned) } else { header.origin.x = Swift.max(header.minX, pinned) }
                }
                wanted[SupplementaryKey(kind: Self.elementKindSectionHeader, section: s)] = header
            }
            if !section.footer.isEmpty { wanted[SupplementaryKey(kind: Self.elementKindSectionFooter, section: s)] = section.footer }
        }
        for key in Array(displayedSupplementary.keys) where wanted[key] == nil { removeSupplementary(key) }
        for (key, frame) in wanted {
            if displayedSupplementary[key] == nil {
                guard
                    let view = dataSource?.collectionView(
                        self, viewForSupplementaryElementOfKind: key.kind, at: IndexPath(item: 0, section: key.section))
                else { continue }
                displayedSupplementary[key] = view
                addSubview(view)
            }
            if let view = displayedSupplementary[key], view.frame != frame { view.frame = frame }
        }
    }

    func removeSupplementary(_ key: SupplementaryKey) {
        guard let view = displayedSupplementary.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        if let id = view.reuseIdentifier { supplementaryPool.enqueue(view, identifier: key.kind + "\u{0}" + id) }
    }

    // MARK: Geometry

    /// The cell showing `indexPath`, or nil when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionCellNode? { displayedCells[indexPath] }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionCellNode] { indexPathsForVisibleItems.compactMap { displayedCells[$0] } }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { displayedCells.keys.sorted() }

    /// The index path a cell on screen shows, or nil.
    public func indexPath(for cell: CollectionCellNode) -> IndexPath? { displayedPaths[ObjectIdentifier(cell)] }

    /// The item's frame in content coordinates, or nil for an item that does not exist.
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        loadIfNeeded()
        return currentFrames().frame(of: indexPath)
    }

    /// The item whose frame holds `point` (content coordinates), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        let frames = currentFrames()
        let along = frames.vertical ? point.y : point.x
        guard along.isFinite else { return nil }
        return frames.items(meeting: along...along).first { frames.frame(of: $0)?.contains(point) == true }
    }
}
