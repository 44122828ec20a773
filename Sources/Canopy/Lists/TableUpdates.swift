import Foundation

/// The changes one batch update collects, in UIKit's terms: deletions, reloads and move
/// sources name rows before the update; insertions and move targets name rows after it.
struct TableUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Whether any change asked for an animation (every kind but `none`).
    var isAnimated = false
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && moves.isEmpty
    }
}

/// Where the rows of one section go when some old rows leave and some new rows arrive: the
/// surviving rows keep their order and fill the new positions not taken by arrivals.
///
/// Costs O(changes) memory whatever the row count, so updates to a section of 10¹² rows stay
/// cheap.
struct RowShift {
    /// Old rows that leave (deleted, moved out), ascending and distinct.
    let removed: [Int]
    /// New rows that arrive (inserted, moved in), ascending and distinct.
    let arrived: [Int]

    init(removed: [Int], arrived: [Int]) {
        self.removed = Array(Set(removed)).sorted()
        self.arrived = Array(Set(arrived)).sorted()
    }

    /// The new row of surviving old row `row`; nil when it left.
    func newRow(for row: Int) -> Int? {
        let below = RowShift.countBelow(row, in: removed)
        if below < removed.count, removed[below] == row { return nil }
        var n = row - below
        for a in arrived {
            if a <= n { n += 1 } else { break }
        }
        return n
    }

    /// How many values of the ascending `values` are below `x`.
    static func countBelow(_ x: Int, in values: [Int]) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
