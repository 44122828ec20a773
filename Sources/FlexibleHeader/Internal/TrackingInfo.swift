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
}

/// A map from scroll node to `TrackingInfo` that does not keep the scroll nodes alive.
///
/// The scroll nodes serve as identities only; nothing here reads or writes them. A header
/// tracks one scroll view at a time and has met a handful, so the entries are a short list
/// searched by identity, which is cheaper per scroll event than hashing. An entry whose scroll
/// view is gone never matches (a new node at the same address is told apart by its anchor)
/// and is dropped when an entry is added.
struct TrackingInfoTable {
    private struct Entry {
        let key: ObjectIdentifier
        @Unretained var scrollView: ScrollNode?
        var info: TrackingInfo
    }

    private var entries: [Entry] = []

    /// The index of the live entry of `scrollView`, if any.
    private func index(of scrollView: ScrollNode) -> Int? {
        let key = ObjectIdentifier(scrollView)
        for i in entries.indices where entries[i].key == key {
            return entries[i].scrollView === scrollView ? i : nil
        }
        return nil
    }

    /// The info of `scrollView`, or nil if it was never injected.
    func info(for scrollView: ScrollNode) -> TrackingInfo? {
        index(of: scrollView).map { entries[$0].info }
    }

    /// Replaces the info of `scrollView`, creating its entry if missing.
    mutating func set(_ info: TrackingInfo, for scrollView: ScrollNode) {
        if let i = index(of: scrollView) {
            entries[i].info = info
            return
        }
        let key = ObjectIdentifier(scrollView)
        entries.removeAll { $0.key == key || $0.scrollView == nil }
        entries.append(Entry(key: key, scrollView: scrollView, info: info))
    }

    /// Replaces the info of `scrollView`, which `info(for:)` found in this table.
    mutating func replaceExisting(_ info: TrackingInfo, for scrollView: ScrollNode) {
        if let i = index(of: scrollView) { entries[i].info = info }
    }

    /// Edits the info of `scrollView` in place, if it has one.
    mutating func update(_ scrollView: ScrollNode, _ body: (inout TrackingInfo) -> Void) {
        guard let i = index(of: scrollView) else { return }
        body(&entries[i].info)
    }
}
