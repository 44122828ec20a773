import Foundation

/// The heights of one section's rows: an estimate for every row plus the rows measured so far.
///
/// Memory grows with the rows measured (those ever shown), never with the row count, so a
/// section claiming 10¹² rows costs what its visible rows cost. Offsets are `row × estimate`
/// plus the sum of the measured rows' differences from the estimate, read from prefix sums
/// over the sorted measured rows (rebuilt lazily after a change, O(measured)); finding the row
/// at an offset is a binary search over rows whose probes each cost O(log measured).
final class TableRowHeights {
    /// Rows in the section.
    private(set) var count: Int
    /// Height of every row not yet measured, in points; positive and finite.
    private(set) var estimate: CGFloat
    /// Measured rows, ascending.
    private(set) var measuredRows: [Int] = []
    /// Heights of `measuredRows`, in points.
    private var measuredHeights: [CGFloat] = []
    /// `prefix[i]` is the sum of `measuredHeights[j] - estimate` for `j < i`.
    private var prefix: [CGFloat] = [0]
    private var prefixIsCurrent = true

    init(count: Int, estimate: CGFloat) {
        self.count = Swift.max(0, count)
        self.estimate = estimate
    }

    /// The total height of the section's rows.
    var total: CGFloat {
        rebuildPrefixIfNeeded()
        return CGFloat(count) * estimate + prefix[prefix.count - 1]
    }

    /// The measured height of `row`, or nil when it was not measured.
    func measuredHeight(of row: Int) -> CGFloat? {
        guard let i = position(of: row) else { return nil }
        return measuredHeights[i]
    }

    /// The height of `row`: measured, else the estimate.
    func height(of row: Int) -> CGFloat { measuredHeight(of: row) ?? estimate }

    /// The distance from the first row's top to `row`'s top; `row` may equal `count`.
    func offset(of row: Int) -> CGFloat {
        rebuildPrefixIfNeeded()
        let r = Swift.min(Swift.max(row, 0), count)
        return CGFloat(r) * estimate + prefix[lowerBound(r)]
    }

    /// `row`'s top (as `offset(of:)`) and height (as `height(of:)`) from one search of the
    /// measured rows; `row` must be a row of the section.
    func span(of row: Int) -> (offset: CGFloat, height: CGFloat) {
        rebuildPrefixIfNeeded()
        let r = Swift.min(Swift.max(row, 0), count)
        let i = lowerBound(r)
        let isMeasured = i < measuredRows.count && measuredRows[i] == r
        return (CGFloat(r) * estimate + prefix[i], isMeasured ? measuredHeights[i] : estimate)
    }

    /// Calls `body` with each row from `first` on and its top (exactly `offset(of:)`), in
    /// order, while `body` returns true; one search of the measured rows in all, then a step
    /// per row. `body` must not change the heights (the walk reads them as they were).
    func forEachRow(from first: Int, _ body: (Int, CGFloat) -> Bool) {
        rebuildPrefixIfNeeded()
        var r = Swift.max(first, 0)
        var i = lowerBound(r)
        let rows = measuredRows, sums = prefix, estimate = estimate, count = count
        while r < count {
            while i < rows.count, rows[i] < r { i += 1 }
            guard body(r, CGFloat(r) * estimate + sums[i]) else { return }
            r += 1
        }
    }

    /// The row whose span holds `y` (measured from the first row's top), clamped to the rows.
    ///
    /// Returns 0 for an empty section; zero-height rows are skipped over towards the last.
    func row(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if offset(of: mid) <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Records `height` for `row`; returns whether the row's height changed.
    @discardableResult
    func setHeight(_ height: CGFloat, of row: Int) -> Bool {
        guard row >= 0, row < count else { return false }
        let i = lowerBound(row)
        if i < measuredRows.count, measuredRows[i] == row {
            guard measuredHeights[i] != height else { return false }
            updateStorage { _, heights, _ in heights[i] = height }
        } else if i == measuredRows.count {
            // A row below every measured one (the usual case while scrolling down): the
            // rebuild's running sum would end with exactly this addition, so the prefix sums,
            // when current, take it in place instead of being rebuilt from the first row.
            let extendsPrefix = prefixIsCurrent, estimate = estimate
            updateStorage { rows, heights, sums in
                rows.append(row)
                heights.append(height)
                if extendsPrefix { sums.append(sums[sums.count - 1] + (height - estimate)) }
            }
            return height != estimate
        } else {
            updateStorage { rows, heights, _ in
                rows.insert(row, at: i)
                heights.insert(height, at: i)
            }
            prefixIsCurrent = false
            return height != estimate
        }
        prefixIsCurrent = false
        return true
    }

    /// Forgets every measurement and takes a new count and estimate.
    func reset(count: Int, estimate: CGFloat) {
        self.count = Swift.max(0, count)
        self.estimate = estimate
        updateStorage { rows, heights, _ in
            rows.removeAll(keepingCapacity: true)
            heights.removeAll(keepingCapacity: true)
        }
        prefix = [0]
        prefixIsCurrent = true
    }

    /// Forgets the measurement of `row`, so it is measured again when next shown.
    func forget(_ row: Int) {
        guard let i = position(of: row) else { return }
        updateStorage { rows, heights, _ in
            rows.remove(at: i)
            heights.remove(at: i)
        }
        prefixIsCurrent = false
    }

    /// Replaces the measurements through a row mapping (old row to new row, nil when the row
    /// went away) and takes the new count; O(measured × log measured).
    func remap(count newCount: Int, _ map: (Int) -> Int?) {
        var pairs: [(Int, CGFloat)] = []
        pairs.reserveCapacity(measuredRows.count)
        for (row, h) in zip(measuredRows, measuredHeights) {
            if let n = map(row), n >= 0, n < newCount { pairs.append((n, h)) }
        }
        pairs.sort { $0.0 < $1.0 }
        count = Swift.max(0, newCount)
        measuredRows = pairs.map(\.0)
        measuredHeights = pairs.map(\.1)
        prefixIsCurrent = false
    }

    /// The measured heights keyed by row, for moving rows between sections.
    var measurements: [(row: Int, height: CGFloat)] { zip(measuredRows, measuredHeights).map { ($0, $1) } }

    private func position(of row: Int) -> Int? {
        let i = lowerBound(row)
        return i < measuredRows.count && measuredRows[i] == row ? i : nil
    }

    /// The first index of `measuredRows` not below `row`.
    private func lowerBound(_ row: Int) -> Int {
        var lo = 0, hi = measuredRows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if measuredRows[mid] < row { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private func rebuildPrefixIfNeeded() {
        guard !prefixIsCurrent else { return }
        let estimate = estimate
        updateStorage { _, heights, sums in
            sums.removeAll(keepingCapacity: true)
            sums.append(0)
            var sum: CGFloat = 0
            for h in heights {
                sum += h - estimate
                sums.append(sum)
            }
        }
        prefixIsCurrent = true
    }

    /// Moves the measured rows, their heights and the prefix sums out of the object, lets
    /// `body` change them, and moves them back.
    ///
    /// Each stored array is left empty while `body` runs, so the moved buffer stays the only
    /// reference and changes in place. Every access to the stored arrays is then a plain load
    /// or store with no call inside, which lets the compiler prove no two accesses overlap and
    /// drop the run-time exclusivity check each read of them (one per row placed, per frame)
    /// made. Invariant: change these arrays only through here (or by assigning a new array).
    private func updateStorage(_ body: (inout [Int], inout [CGFloat], inout [CGFloat]) -> Void) {
        var rows = measuredRows, heights = measuredHeights, sums = prefix
        measuredRows = []
        measuredHeights = []
        prefix = []
        body(&rows, &heights, &sums)
        measuredRows = rows
        measuredHeights = heights
        prefix = sums
    }
}
