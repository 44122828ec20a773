import Foundation

/// The changes one batch update of a collection collects, in UIKit's terms: deletions,
/// reloads and move sources name sections and items before the update; insertions and move
/// targets name them after it.
struct CollectionUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && sectionMoves.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && itemMoves.isEmpty
    }
}

/// Where every section and item of a collection goes in one update, decided from the old and
/// new counts before anything changes; or why the update is refused.
///
/// Costs memory in proportion to the changes named, not to the item counts.
struct CollectionUpdatePlan {
    /// For each old section, its new index; nil when deleted.
    private var newSection: [Int?]
    /// Old sections whose items are all replaced (reloaded sections).
    private var reloadedSections: Set<Int>
    /// For each old section that keeps its items, how they shift.
    private var shifts: [Int: RowShift]
    private var itemMoves: [IndexPath: IndexPath]
    private var reloadedItems: Set<IndexPath>
    /// New sections whose items all fade in (inserted or reloaded).
    private(set) var appearingSections: Set<Int>
    /// New items that fade in (inserted, or reloaded at their new place).
    private(set) var appearingItems: Set<IndexPath>

    /// Decides the update `u` from `old` item counts to the data source's `new` ones, by
    /// UIKit's consistency rules: the section count changes by the insertions less the
    /// deletions; every continuing section's item count by the items inserted or moved in less
    /// those deleted or moved out; every named section and item exists on its side of the
    /// update, and none is named twice. The error names the counts.
    static func make(_ u: CollectionUpdates, old: [Int], new: [Int]) -> Result<CollectionUpdatePlan, ListUpdateRefusal> {
        let expectedSections = old.count + u.insertedSections.count - u.deletedSections.count
        guard new.count == expectedSections else {
            return .failure(
                "the data source has \(new.count) sections after the update, but \(old.count) before, \(u.insertedSections.count) inserted and \(u.deletedSections.count) deleted make \(expectedSections)"
            )
        }
        let moveSources = u.sectionMoves.map(\.from), moveTargets = u.sectionMoves.map(\.to)
        for s in Array(u.deletedSections) + Array(u.reloadedSections) + moveSources where !old.indices.contains(s) {
            return .failure("section \(s) named before the update does not exist (\(old.count) sections)")
        }
        for s in Array(u.insertedSections) + moveTargets where !new.indices.contains(s) {
            return .failure("section \(s) named after the update does not exist (\(new.count) sections)")
        }
        let leavingSections = Array(u.deletedSections) + Array(u.reloadedSections) + moveSources
        guard Set(leavingSections).count == leavingSections.count else {
            return .failure("a section is deleted, reloaded or moved more than once")
        }
        let arrivingSections = Array(u.insertedSections) + moveTargets
        guard Set(arrivingSections).count == arrivingSections.count else {
            return .failure("a section is inserted or moved to more than once")
        }
        let sectionShift = RowShift(removed: Array(u.deletedSections) + moveSources, arrived: arrivingSections)
        var newSection: [Int?] = old.indices.map { sectionShift.newRow(for: $0) }
        for move in u.sectionMoves { newSection[move.from] = move.to }
        let replaced = Set(u.reloadedSections)
        let itemMoveSources = u.itemMoves.map(\.from), itemMoveTargets = u.itemMoves.map(\.to)

        // Items named before the update: in a section that keeps its items, and existing.
        for ip in u.deletedItems + u.reloadedItems + itemMoveSources {
            guard ip.count == 2, old.indices.contains(ip.section), ip.item >= 0, ip.item < old[ip.section] else {
                return .failure("item \(ip) named before the update does not exist")
            }
            guard newSection[ip.section] != nil, !replaced.contains(ip.section) else {
                return .failure("item \(ip) is in section \(ip.section), which is deleted or reloaded")
            }
        }
        let leavingItems = u.deletedItems + u.reloadedItems + itemMoveSources
        guard Set(leavingItems).count == leavingItems.count else {
            return .failure("an item is deleted, reloaded or moved more than once")
        }
        let newOfReplaced = Set(replaced.compactMap { newSection[$0] })
        for ip in u.insertedItems + itemMoveTargets {
            guard ip.count == 2, new.indices.contains(ip.section), ip.item >= 0, ip.item < new[ip.section] else {
                return .failure("item \(ip) named after the update does not exist")
            }
            guard !u.insertedSections.contains(ip.section), !newOfReplaced.contains(ip.section) else {
                return .failure("item \(ip) is in section \(ip.section), which is inserted or reloaded")
            }
        }
        let arrivingItems = u.insertedItems + itemMoveTargets
        guard Set(arrivingItems).count == arrivingItems.count else {
            return .failure("an item is inserted or moved to more than once")
        }

        var removed: [Int: [Int]] = [:], arrived: [Int: [Int]] = [:]
        for ip in u.deletedItems + itemMoveSources { removed[ip.section, default: []].append(ip.item) }
        for ip in arrivingItems { arrived[ip.section, default: []].append(ip.item) }
        var shifts: [Int: RowShift] = [:]
        for (o, target) in newSection.enumerated() {
            guard let n = target, !replaced.contains(o) else { continue }
            let out = removed[o]?.count ?? 0, into = arrived[n]?.count ?? 0
            guard new[n] == old[o] - out + into else {
                return .failure(
                    "section \(n) has \(new[n]) items after the update, but \(old[o]) before, \(into) inserted or moved in and \(out) deleted or moved out make \(old[o] - out + into)"
                )
            }
            shifts[o] = RowShift(removed: removed[o] ?? [], arrived: arrived[n] ?? [])
        }
        var plan = CollectionUpdatePlan(
            newSection: newSection, reloadedSections: replaced, shifts: shifts,
            itemMoves: Dictionary(u.itemMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first }),
            reloadedItems: Set(u.reloadedItems), appearingSections: Set(u.insertedSections).union(newOfReplaced),
            appearingItems: Set(u.insertedItems))
        for ip in u.reloadedItems { if let n = plan.placeOf(ip) { plan.appearingItems.insert(n) } }
        return .success(plan)
    }

    /// Where the cell of old item `ip` goes: nil when the item is deleted or reloaded, or its
    /// section deleted or reloaded.
    func newIndexPath(for ip: IndexPath) -> IndexPath? {
        if let target = itemMoves[ip] { return target }
        guard !reloadedItems.contains(ip) else { return nil }
        return placeOf(ip)
    }

    /// The new place of old item `ip` by position alone (a reloaded item's new place).
    private func placeOf(_ ip: IndexPath) -> IndexPath? {
        guard ip.count == 2, newSection.indices.contains(ip.section), let n = newSection[ip.section],
            let item = shifts[ip.section]?.newRow(for: ip.item)
        else { return nil }
        return IndexPath(item: item, section: n)
    }

    /// Whether new item `ip` fades in.
    func isAppearing(_ ip: IndexPath) -> Bool {
        appearingSections.contains(ip.section) || appearingItems.contains(ip)
    }
}
