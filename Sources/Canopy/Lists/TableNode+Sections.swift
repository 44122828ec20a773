import Foundation

extension TableNode {
    /// The frame of a loaded section's header in content coordinates, before sticking.
    func headerFrame(_ section: Int) -> CGRect {
        let m = sections[section]
        return CGRect(x: rowMinX, y: m.top, width: rowWidth, height: m.headerHeight)
    }

    /// The frame of a loaded section's footer in content coordinates.
    func footerFrame(_ section: Int) -> CGRect {
        let m = sections[section]
        return CGRect(x: rowMinX, y: m.bottom - m.footerHeight, width: rowWidth, height: m.footerHeight)
    }

    /// Where a plain table draws a section's header: its own place, or pinned under the
    /// visible area's top (the offset plus the adjusted top inset, so below a header that
    /// injects an inset), but never below the section's end.
    func stickyHeaderFrame(_ section: Int) -> CGRect {
        var rect = headerFrame(section)
        guard style == .plain else { return rect }
        let pinned = pinLine
        let lowest = sections[section].bottom - rect.height
        rect.origin.y = Swift.min(Swift.max(rect.minY, pinned), Swift.max(rect.minY, lowest))
        return rect
    }

    /// The content y under which a plain table's section headers pin: the top overlay's
    /// bottom edge when it shows over the table, else the visible top under the adjusted inset.
    var pinLine: CGFloat { pinLine(under: topOverlay) }

    /// Shows the header and footer views of the sections in `tiledSpan` and drops the others.
    func tileSupplementaries() {
        let span = tiledSpan
        let meeting = sections(meeting: span)
        for s in Array(displayedHeaders.keys) where !meeting.contains(s) || sections[s].headerHeight == 0 {
            removeSupplementary(&displayedHeaders, s)
        }
        for s in Array(displayedFooters.keys) where !meeting.contains(s) || sections[s].footerHeight == 0 {
            removeSupplementary(&displayedFooters, s)
        }
        for s in meeting {
            let m = sections[s]
            if m.headerHeight > 0 {
                if displayedHeaders[s] == nil, let view = makeSupplementary(section: s, isHeader: true) {
                    displayedHeaders[s] = view
                }
                if let view = displayedHeaders[s] {
                    if view.storedSuperview !== self { addSubview(view) }
                    view.frame = stickyHeaderFrame(s)
                }
            }
            let footer = footerFrame(s)
            if m.footerHeight > 0, footer.maxY >= span.lowerBound, footer.minY <= span.upperBound {
                if displayedFooters[s] == nil, let view = makeSupplementary(section: s, isHeader: false) {
                    displayedFooters[s] = view
                }
                if let view = displayedFooters[s] {
                    if view.storedSuperview !== self { addSubview(view) }
                    view.frame = footer
                }
            }
        }
    }

    /// The delegate's view for the section, else a title view when the section has a title.
    func makeSupplementary(section s: Int, isHeader: Bool) -> ViewNode? {
        let custom = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s)
        if let custom {
            (custom as? TableHeaderFooterNode)?.isSectionHeader = isHeader
            return custom
        }
        guard let title = isHeader ? sections[s].headerTitle : sections[s].footerTitle else { return nil }
        let id = isHeader ? TableHeaderFooterNode.titleHeaderIdentifier : TableHeaderFooterNode.titleFooterIdentifier
        let view: TableHeaderFooterNode
        if var queue = headerFooterPool[id], let reused = queue.popLast() {
            headerFooterPool[id] = queue
            reused.prepareForReuse()
            view = reused
        } else {
            view = TableHeaderFooterNode(reuseIdentifier: id)
        }
        view.configureAsTitle(title, tableStyle: style, isHeader: isHeader)
        view.isSectionHeader = isHeader
        return view
    }

    /// Takes a section view off screen, queueing it when it is reusable.
    func removeSupplementary(_ displayed: inout [Int: ViewNode], _ section: Int) {
        guard let view = displayed.removeValue(forKey: section) else { return }
        view.removeFromSuperview()
        if let reusable = view as? TableHeaderFooterNode, let id = reusable.reuseIdentifier {
            headerFooterPool[id, default: []].append(reusable)
        }
    }
}
