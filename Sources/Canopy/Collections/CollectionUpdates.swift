import Foundation

/// Item insertions and deletions collected for one update of a collection.
///
/// Deleted index paths name items before the update, inserted ones items after it, as in UIKit.
struct CollectionUpdates {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []

    /// Why the update cannot apply from `old` counts to `new` counts, or nil when it can:
    /// each section must hold its old count plus its insertions minus its deletions, and
    /// every index path must exist on its side of the update.
    func problem(old: [Int], new: [Int]) -> String? {
        guard old.count == new.count else {
            return "the number of sections changed from \(old.count) to \(new.count), and item updates do not add or remove sections"
        }
        for ip in deleted.sorted() where !(ip.count == 2 && old.indices.contains(ip.section) && (0..<old[ip.section]).contains(ip.item)) {
            return "deleted item \(ip) does not exist before the update"
        }
        for ip in inserted.sorted() where !(ip.count == 2 && new.indices.contains(ip.section) && (0..<new[ip.section]).contains(ip.item)) {
            return "inserted item \(ip) does not exist after the update"
        }
        for s in old.indices {
            let added = inserted.count { $0.section == s }
            let removed = deleted.count { $0.section == s }
            if old[s] + added - removed != new[s] {
                return
                    "section \(s) had \(old[s]) items, \(added) inserted and \(removed) deleted make \(old[s] + added - removed), but the data source now answers \(new[s])"
            }
        }
        return nil
    }

    /// Where an item that survives the update moves to; nil for a deleted item.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard !deleted.contains(old) else { return nil }
        let before = deleted.count { $0.section == old.section && $0.item < old.item }
        var n = old.item - before
        for i in inserted.filter({ $0.section == old.section }).map(\.item).sorted() where i <= n { n += 1 }
        return IndexPath(item: n, section: old.section)
    }
}
