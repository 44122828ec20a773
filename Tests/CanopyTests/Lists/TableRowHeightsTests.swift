import Foundation
import Testing

@testable import Canopy

@Suite("Table row heights")
struct TableRowHeightsTests {
    /// The reference: every row's height in an array, offsets by summing.
    struct Reference {
        var heights: [CGFloat]
        func offset(_ row: Int) -> CGFloat { heights.prefix(row).reduce(0, +) }
        func row(at y: CGFloat) -> Int {
            var last = 0
            for r in heights.indices where offset(r) <= y { last = r }
            return last
        }
    }

    @Test("Offsets and row lookups match summing every height, for every measured subset of 6 rows")
    func matchesReference() {
        for mask in 0..<(1 << 6) {
            let index = TableRowHeights(count: 6, estimate: 44)
            var reference = Reference(heights: Array(repeating: 44, count: 6))
            for r in 0..<6 where mask & (1 << r) != 0 {
                let h = CGFloat(10 + 17 * r)
                index.setHeight(h, of: r)
                reference.heights[r] = h
            }
            for r in 0...6 { #expect(index.offset(of: r) == reference.offset(r), "mask \(mask) row \(r)") }
            for y in stride(from: CGFloat(-5), through: 300, by: 7) {
                #expect(index.row(at: y) == reference.row(at: y), "mask \(mask) y \(y)")
            }
            #expect(index.total == reference.offset(6))
        }
    }

    @Test("One-search spans and the row walk give exactly the offsets and heights of the per-row lookups")
    func spansMatchLookups() {
        for mask in 0..<(1 << 6) {
            let rows = TableRowHeights(count: 6, estimate: 44)
            for r in 0..<6 where mask & (1 << r) != 0 { rows.setHeight(CGFloat(30 + 7 * r) + 0.1, of: r) }
            for r in 0..<6 {
                let span = rows.span(of: r)
                #expect(span.offset == rows.offset(of: r) && span.height == rows.height(of: r))
            }
            for first in 0..<6 {
                var walked: [(Int, CGFloat)] = []
                rows.forEachRow(from: first) { r, top in
                    walked.append((r, top))
                    return r < 4
                }
                let expected = (first...Swift.max(first, 4)).map { ($0, rows.offset(of: $0)) }
                #expect(walked.map(\.0) == expected.map(\.0) && walked.map(\.1) == expected.map(\.1))
            }
        }
    }

    @Test("Remapping after an insert above shifts measured rows and keeps their heights")
    func remapShiftsMeasurements() {
        let index = TableRowHeights(count: 10, estimate: 44)
        index.setHeight(100, of: 5)
        let shift = RowShift(removed: [], arrived: [0, 1])
        index.remap(count: 12) { shift.newRow(for: $0) }
        #expect(index.measuredHeight(of: 7) == 100)
        #expect(index.measuredHeight(of: 5) == nil)
        let expected: CGFloat = 11 * 44 + 100
        #expect(index.total == expected)
    }

    @Test("A row shift maps survivors around removals and arrivals")
    func rowShift() {
        let shift = RowShift(removed: [1, 3], arrived: [0, 2])
        #expect((0..<5).map { shift.newRow(for: $0) } == [1, nil, 3, nil, 4])
    }
}
