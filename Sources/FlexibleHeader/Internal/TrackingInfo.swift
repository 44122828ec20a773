import Canopy
import Foundation

/// What the header remembers about one scroll view it has tracked (§4.2).
final class TrackingInfo {
    /// Amount this header added to `contentInset.top`.
    var injectedTopContentInset: CGFloat = 0
    /// Whether `injectedTopContentInset` is currently applied.
    var hasInjectedTopContentInset = false
    /// Amount this header added to `scrollIndicatorInsets.top`.
    var injectedTopScrollIndicatorInset: CGFloat = 0
    /// Header height when this scroll view was last tracked, for switching back (§8.4).
    var stashedHeight: CGFloat = 0
    var stashedHeightIsValid = false
    /// One-shot guard against a table view's automatic first offset adjustment (§9.1).
    var shouldIgnoreNextSafeAreaAdjustment = false
}

/// A map from scroll node to `TrackingInfo` that does not keep the scroll nodes alive.
struct TrackingInfoTable {
    private struct Entry {
        weak var scrollView: ScrollNode?
        let info: TrackingInfo
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The info of `scrollView`, or nil if it was never injected.
    func info(for scrollView: ScrollNode) -> TrackingInfo? {
        guard let entry = entries[ObjectIdentifier(scrollView)], entry.scrollView === scrollView else { return nil }
        return entry.info
    }

    /// The info of `scrollView`, created if missing.
    mutating func infoCreatingIfNeeded(for scrollView: ScrollNode) -> TrackingInfo {
        if let existing = info(for: scrollView) { return existing }
        entries = entries.filter { $0.value.scrollView != nil }
        let info = TrackingInfo()
        entries[ObjectIdentifier(scrollView)] = Entry(scrollView: scrollView, info: info)
        return info
    }
}
