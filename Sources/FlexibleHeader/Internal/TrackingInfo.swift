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
/// The scroll nodes serve as identities only; nothing here reads or writes them.
struct TrackingInfoTable {
    private struct Entry {
        weak var scrollView: ScrollNode?
        var info: TrackingInfo
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The info of `scrollView`, or nil if it was never injected.
    func info(for scrollView: ScrollNode) -> TrackingInfo? {
        guard let entry = entries[ObjectIdentifier(scrollView)], entry.scrollView === scrollView else { return nil }
        return entry.info
    }

    /// Replaces the info of `scrollView`, creating its entry if missing.
    mutating func set(_ info: TrackingInfo, for scrollView: ScrollNode) {
        let key = ObjectIdentifier(scrollView)
        if let entry = entries[key], entry.scrollView === scrollView {
            entries[key]?.info = info
            return
        }
        entries = entries.filter { $0.value.scrollView != nil }
        entries[key] = Entry(scrollView: scrollView, info: info)
    }

    /// Replaces the info of `scrollView`, which `info(for:)` found in this table.
    mutating func replaceExisting(_ info: TrackingInfo, for scrollView: ScrollNode) {
        entries[ObjectIdentifier(scrollView)]?.info = info
    }

    /// Edits the info of `scrollView` in place, if it has one.
    mutating func update(_ scrollView: ScrollNode, _ body: (inout TrackingInfo) -> Void) {
        guard var info = info(for: scrollView) else { return }
        body(&info)
        entries[ObjectIdentifier(scrollView)]?.info = info
    }
}
