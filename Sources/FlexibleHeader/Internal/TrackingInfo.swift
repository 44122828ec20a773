import Canopy
import Foundation

/// What the header remembers about one scroll view it has tracked.
struct TrackingInfo: Equatable {
    /// Amount this header added to `contentInset.top`.
    var injectedTopContentInset: CGFloat = 0
    /// Whether `injectedTopContentInset` is currently applied.
    var hasInjectedTopContentInset = false
    /// Amount this header added to `contentInset.bottom` so the valid offset range holds an
    /// offset the scroll view would otherwise clamp (only with `preventsJumps`).
    var reservedBottomContentInset: CGFloat = 0
    /// Amount this header added to `scrollIndicatorInsets.top`.
    var injectedTopScrollIndicatorInset: CGFloat = 0
    /// Header height when this scroll view stopped being tracked, for switching back to it
    /// without a jump; nil while it is tracked or before it ever was.
    var stashedHeight: CGFloat?
    /// A table view adjusts its first offset by the safe area once; that one scroll event is
    /// undone instead of being read as a scroll.
    var shouldIgnoreNextSafeAreaAdjustment = false

    /// Records that the header's insets left its scroll view but for `removal`'s kept parts.
    mutating func record(_ removal: HeaderSolver.InsetRemoval) {
        injectedTopContentInset = removal.keptTop
        hasInjectedTopContentInset = hasInjectedTopContentInset && removal.keptTop != 0
        injectedTopScrollIndicatorInset = 0
        if let kept = removal.keptReserve { reservedBottomContentInset = kept }
    }
}

/// A map from scroll view to `TrackingInfo` that does not keep the scroll views alive.
///
/// Scroll views are known by their keys only; nothing here reads or writes them. A header
/// tracks one scroll view at a time and has met a handful, so the entries are a short list
/// searched by identity, which is cheaper per scroll event than hashing. An entry whose scroll
/// view is gone never matches (its key is unequal to every living one) and is dropped when an
/// entry is added.
struct TrackingInfoTable {
    private struct Entry {
        let key: ScrollViewKey
        var info: TrackingInfo
    }

    private var entries: [Entry] = []

    /// The index of the entry of `key`, if any.
    private func index(of key: ScrollViewKey) -> Int? {
        entries.firstIndex { $0.key == key }
    }

    /// The info of the scroll view of `key`, or nil if it was never injected.
    func info(for key: ScrollViewKey) -> TrackingInfo? {
        index(of: key).map { entries[$0].info }
    }

    /// Replaces the info of the scroll view of `key`, creating its entry if missing.
    mutating func set(_ info: TrackingInfo, for key: ScrollViewKey) {
        if let i = index(of: key) {
            entries[i].info = info
            return
        }
        entries.removeAll { !$0.key.isAlive }
        entries.append(Entry(key: key, info: info))
    }

    /// Replaces the info of the scroll view of `key`, which `info(for:)` found in this table.
    mutating func replaceExisting(_ info: TrackingInfo, for key: ScrollViewKey) {
        if let i = index(of: key) { entries[i].info = info }
    }

    /// The scroll view of `key` stopped being tracked with the header `height` points tall,
    /// kept for switching back to it without a jump (only if the header ever injected it).
    mutating func stashHeight(_ height: CGFloat, of key: ScrollViewKey) {
        update(key) { $0.stashedHeight = height }
    }

    /// The scroll view of `key` is tracked again: the height stashed for it is used up.
    mutating func takeStashedHeight(of key: ScrollViewKey) {
        update(key) { $0.stashedHeight = nil }
    }

    /// A shared header switched to the table view of `key`, which adjusts its first offset by
    /// the safe area once: that one scroll event is undone instead of being read as a scroll.
    mutating func expectSafeAreaAdjustment(of key: ScrollViewKey) {
        update(key) { $0.shouldIgnoreNextSafeAreaAdjustment = true }
    }

    /// The header's insets left the scroll view of `key` but for `removal`'s kept parts.
    mutating func recordRemoval(_ removal: HeaderSolver.InsetRemoval, from key: ScrollViewKey) {
        update(key) { $0.record(removal) }
    }

    /// Edits the info of the scroll view of `key` in place, if it has one.
    mutating func update(_ key: ScrollViewKey, _ body: (inout TrackingInfo) -> Void) {
        guard let i = index(of: key) else { return }
        body(&entries[i].info)
    }
}
