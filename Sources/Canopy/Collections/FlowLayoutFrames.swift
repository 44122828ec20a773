import Foundation

/// A flow layout's parameters as a value.
struct FlowLayoutMetrics: Equatable {
    var vertical: Bool
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var inset: EdgeInsets
    var headerSize: CGSize
    var footerSize: CGSize
}

/// One section's frames in a flow layout, in content coordinates.
struct FlowSectionFrames: Equatable {
    /// The header's frame; empty (zero length) when the section has none.
    var header: CGRect
    /// The footer's frame; empty when the section has none.
    var footer: CGRect
    /// Every item's frame, in item order.
    var items: [CGRect]
    /// The lines: where each starts and ends along the scroll axis, and its first item.
    var lines: [(start: CGFloat, end: CGFloat, firstItem: Int)]
    /// Where the section (header to footer) starts and ends along the scroll axis.
    var start: CGFloat
    var end: CGFloat

    static func == (a: FlowSectionFrames, b: FlowSectionFrames) -> Bool {
        a.header == b.header && a.footer == b.footer && a.items == b.items && a.start == b.start && a.end == b.end
    }
}

/// Every frame of a flow layout, computed at once from counts and sizes: decided as a
/// value, then applied to the cells on screen.
struct FlowLayoutFrames: Equatable {
    var sections: [FlowSectionFrames]
    /// The content size: the collection's cross extent by the sections' total length.
    var contentSize: CGSize
    var vertical: Bool

    /// Lays out `counts` items per section across `crossExtent` points (the width for
    /// vertical scrolling), each of `size(indexPath)`.
    ///
    /// Non-finite or negative sizes count as zero; an item wider than the line gets a line of
    /// its own, starting at the inset.
    init(counts: [Int], crossExtent: CGFloat, metrics m: FlowLayoutMetrics, size: (IndexPath) -> CGSize) {
        vertical = m.vertical
        let v = m.vertical
        func main(_ s: CGSize) -> CGFloat { clean(v ? s.height : s.width) }
        func cross(_ s: CGSize) -> CGFloat { clean(v ? s.width : s.height) }
        let mainStartInset = clean(v ? m.inset.top : m.inset.left)
        let mainEndInset = clean(v ? m.inset.bottom : m.inset.right)
        let crossStartInset = clean(v ? m.inset.left : m.inset.top)
        let crossEndInset = clean(v ? m.inset.right : m.inset.bottom)
        let lineSpacing = clean(m.lineSpacing)
        let interitem = clean(m.interitemSpacing)
        let extent = clean(crossExtent)
        let available = Swift.max(0, extent - crossStartInset - crossEndInset)
        /// A rect from main/cross coordinates.
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            v
                ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        var position: CGFloat = 0
        var sections: [FlowSectionFrames] = []
        sections.reserveCapacity(counts.count)
        for (s, count) in counts.enumerated() {
            let start = position
            let headerLength = main(m.headerSize)
            let header = rect(main: position, cross: 0, mainLength: headerLength, crossLength: headerLength > 0 ? extent : 0)
            position += headerLength + mainStartInset
            var items: [CGRect] = []
            items.reserveCapacity(count)
            var lines: [(start: CGFloat, end: CGFloat, firstItem: Int)] = []
            var i = 0
            var sizes: [CGSize] = []
            while i < count {
                // Gather a line: items while they fit with the least spacing between them.
                sizes.removeAll(keepingCapacity: true)
                var used: CGFloat = 0
                var j = i
                while j < count {
                    let raw = size(IndexPath(item: j, section: s))
                    let sz = CGSize(width: clean(raw.width), height: clean(raw.height))
                    let next = used + (sizes.isEmpty ? 0 : interitem) + cross(sz)
                    if !sizes.isEmpty && next > available { break }
                    sizes.append(sz)
                    used = next
                    j += 1
                }
                if !lines.isEmpty { position += lineSpacing }
                let thickness = sizes.map(main).max() ?? 0
                let total = sizes.reduce(0) { $0 + cross($1) }
                var along: CGFloat
                var gap: CGFloat
                if sizes.count == 1 {
                    along = crossStartInset + Swift.max(0, (available - total) / 2)
                    gap = 0
                } else {
                    along = crossStartInset
                    gap = Swift.max(interitem, (available - total) / CGFloat(sizes.count - 1))
                }
                for sz in sizes {
                    let offset = (thickness - main(sz)) / 2
                    items.append(rect(main: position + offset, cross: along, mainLength: main(sz), crossLength: cross(sz)))
                    along += cross(sz) + gap
                }
                lines.append((position, position + thickness, i))
                position += thickness
                i = j
            }
            position += mainEndInset
            let footerLength = main(m.footerSize)
            let footer = rect(main: position, cross: 0, mainLength: footerLength, crossLength: footerLength > 0 ? extent : 0)
            position += footerLength
            sections.append(FlowSectionFrames(header: header, footer: footer, items: items, lines: lines, start: start, end: position))
        }
        self.sections = sections
        contentSize = v ? CGSize(width: extent, height: position) : CGSize(width: position, height: extent)
    }

    /// The index paths of the items whose frames meet `range` along the scroll axis.
    func items(meeting range: ClosedRange<CGFloat>) -> [IndexPath] {
        var result: [IndexPath] = []
        for (s, section) in sections.enumerated() where section.end >= range.lowerBound && section.start <= range.upperBound {
            // Lines are ordered: find the first that ends at or after the range's start.
            var lo = 0
            var hi = section.lines.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if section.lines[mid].end < range.lowerBound { lo = mid + 1 } else { hi = mid }
            }
            var l = lo
            while l < section.lines.count, section.lines[l].start <= range.upperBound {
                let first = section.lines[l].firstItem
                let last = l + 1 < section.lines.count ? section.lines[l + 1].firstItem : section.items.count
                for item in first..<last { result.append(IndexPath(item: item, section: s)) }
                l += 1
            }
        }
        return result
    }

    /// The frame of an item, or nil for an index path outside the layout.
    func frame(of indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }
}

/// A length that is finite and not negative: anything else counts as zero.
private func clean(_ x: CGFloat) -> CGFloat { x.isFinite && x > 0 ? x : 0 }
