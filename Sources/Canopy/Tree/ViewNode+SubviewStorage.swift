import Foundation

/// Subview bookkeeping: removal in O(1), insertion at the front in O(1), and lookups by the
/// index each view remembers, so removing or appending 100,000 siblings one by one is linear.
///
/// A removed view's entry stays in `subviewStorage` as a stale entry (an entry is live when
/// its view's superview is this view and its remembered index is the entry's index) until
/// the next read of `storedSubviews` drops every stale entry in one pass.
///
/// Every change to `subviewStorage` is made on a local array swapped out of the property and
/// back (`editSubviewStorage`), so no element is released while the property is being
/// accessed. A release can run a deinit, which the optimiser must treat as a possible second
/// access; with none possible it drops the runtime exclusivity checks on this property, which
/// every layout and safe-area pass reads once per view.
extension ViewNode {
    /// The live subviews, back to front.
    var storedSubviews: [ViewNode] {
        if staleSubviewEntries > 0 { compactSubviewStorage() }
        return subviewStorage
    }

    /// Whether the view has no subviews.
    var hasNoSubviews: Bool { subviewStorage.count == staleSubviewEntries }

    /// How many subviews the view has.
    var subviewCount: Int { subviewStorage.count - staleSubviewEntries }

    /// Runs `body` on the subview storage, swapped out into a local array (the property reads
    /// as empty meanwhile, so `body` must only use its argument).
    ///
    /// While safe-area callbacks run, the old list is kept alive until they are over: the
    /// views waiting for a callback are listed unretained.
    @inline(__always)
    func editSubviewStorage<Result>(_ body: (inout [ViewNode]) -> Result) -> Result {
        var storage: [ViewNode] = []
        swap(&storage, &subviewStorage)
        defer { swap(&storage, &subviewStorage) }
        if SafeAreaNotifyPhase.isRunning { SafeAreaNotifyPhase.keepAlive(storage) }
        return body(&storage)
    }

    /// Drops the stale entries and renumbers the live ones.
    func compactSubviewStorage() {
        editSubviewStorage { storage in
            var live: [ViewNode] = []
            live.reserveCapacity(storage.count - staleSubviewEntries)
            for (i, s) in storage.enumerated() where s.storedSuperview === self && s.indexInSuperviewStorage == i {
                s.indexInSuperviewStorage = live.count
                live.append(s)
            }
            swap(&storage, &live)
        }
        staleSubviewEntries = 0
    }

    /// The position of a subview in `storedSubviews`.
    func indexOfSubview(_ view: ViewNode) -> Int {
        if staleSubviewEntries > 0 { compactSubviewStorage() }
        return view.indexInSuperviewStorage
    }

    /// Records `view` (whose superview is already set to this view) at `index` of the live
    /// subviews, clamped to `0...count`.
    func insertSubviewEntry(_ view: ViewNode, at index: Int) {
        if index >= subviewCount {
            view.indexInSuperviewStorage = subviewStorage.count
            editSubviewStorage { $0.append(view) }
            return
        }
        if staleSubviewEntries > 0 { compactSubviewStorage() }
        let i = Swift.max(0, index)
        editSubviewStorage { storage in
            storage.insert(view, at: i)
            for k in i..<storage.count { storage[k].indexInSuperviewStorage = k }
        }
    }

    /// Forgets `view`'s entry; call after its superview changed from this view.
    func removeSubviewEntry(_ view: ViewNode) {
        let i = view.indexInSuperviewStorage
        guard i < subviewStorage.count, subviewStorage[i] === view else { return }
        if i == subviewStorage.count - 1 {
            editSubviewStorage { storage in
                storage.removeLast()
                // Trailing stale entries can go at once.
                while staleSubviewEntries > 0, let last = storage.last,
                    !(last.storedSuperview === self && last.indexInSuperviewStorage == storage.count - 1)
                {
                    storage.removeLast()
                    staleSubviewEntries -= 1
                }
            }
        } else {
            staleSubviewEntries += 1
        }
        // No entry of this view's is live here any more, even if it comes back to this view.
        view.indexInSuperviewStorage = -1
    }

    /// Moves a subview to `index` of the live subviews (clamped), keeping the others' order.
    func moveSubviewEntry(_ view: ViewNode, to index: Int) {
        let current = indexOfSubview(view)
        let target = Swift.min(Swift.max(0, index), subviewStorage.count - 1)
        guard current != target else { return }
        editSubviewStorage { storage in
            storage.remove(at: current)
            storage.insert(view, at: target)
            for k in Swift.min(current, target)...Swift.max(current, target) { storage[k].indexInSuperviewStorage = k }
        }
    }

    /// Releases the subviews without recursing once per level: a subview no one else holds
    /// hands its own subviews to this loop before it goes, so a 100,000-deep chain is freed
    /// with a flat loop rather than 100,000 nested deinits. Subviews that stay alive lose
    /// their superview (and their window, when this is a window).
    func releaseSubviews() {
        guard !hasNoSubviews else { return }
        var pending = storedSubviews
        editSubviewStorage { $0 = [] }
        staleSubviewEntries = 0
        for s in pending { s.storedSuperview = nil }
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node), !node.hasNoSubviews {
                let children = node.storedSubviews
                node.editSubviewStorage { $0 = [] }
                node.staleSubviewEntries = 0
                for c in children { c.storedSuperview = nil }
                pending.append(contentsOf: children)
            }
        }
    }
}
