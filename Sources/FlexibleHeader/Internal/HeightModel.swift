import Foundation

/// Minimum/maximum height bookkeeping of a header (spec §6), independent of any view.
///
/// Holds the raw public values plus the "explicitly set" flags and turns them into the
/// with/without-safe-area heights for a given top safe-area inset `T`.
struct HeightModel: Equatable {
    /// What a setter asks the header to do afterwards, in order (§6.2).
    enum Notification: Equatable {
        /// The maximum changed: re-inject insets preserving the offset (§8.3).
        case maximumChanged
        /// Minimum or maximum changed: run the layout pass (§9.2).
        case minMaxChanged
    }

    private(set) var minimumHeight: CGFloat
    private(set) var maximumHeight: CGFloat
    private(set) var includesSafeArea = true
    private(set) var minimumIsExplicit = false
    private(set) var maximumIsExplicit = false

    /// Creates the model with default heights for inset `topSafeArea` (§3.1 step 2).
    init(topSafeArea: CGFloat) {
        minimumHeight = HeaderConstants.defaultContentHeight + topSafeArea
        maximumHeight = minimumHeight
    }

    /// Minimum height including the top safe area.
    func minWithSafeArea(_ t: CGFloat) -> CGFloat { includesSafeArea ? minimumHeight : minimumHeight + t }
    /// Maximum height including the top safe area.
    func maxWithSafeArea(_ t: CGFloat) -> CGFloat { includesSafeArea ? maximumHeight : maximumHeight + t }
    /// Maximum height excluding the top safe area; may be negative (§6.1).
    func maxWithoutSafeArea(_ t: CGFloat) -> CGFloat { includesSafeArea ? maximumHeight - t : maximumHeight }

    /// True when `value` can be stored as a height (finite, not negative; §13 E9).
    static func isValidHeight(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }

    /// The `minimumHeight` setter of §6.2; the caller has already refused invalid values.
    mutating func setMinimumHeight(_ v: CGFloat) -> [Notification] {
        minimumIsExplicit = true
        if v == minimumHeight { return [] }
        minimumHeight = v
        if v > maximumHeight { return setMaximumHeight(v) }
        return [.minMaxChanged]
    }

    /// The `maximumHeight` setter of §6.2; the caller has already refused invalid values.
    mutating func setMaximumHeight(_ v: CGFloat) -> [Notification] {
        maximumIsExplicit = true
        if v == maximumHeight { return [] }
        maximumHeight = v
        var notes: [Notification] = [.maximumChanged]
        if v < minimumHeight {
            notes += setMinimumHeight(v)
        } else {
            notes.append(.minMaxChanged)
        }
        return notes
    }

    /// `minMaxHeightIncludesSafeArea = b` (§6.3): refreshes non-explicit defaults, no notification.
    mutating func setIncludesSafeArea(_ b: Bool, topSafeArea t: CGFloat) {
        if b == includesSafeArea { return }
        includesSafeArea = b
        let value = HeaderConstants.defaultContentHeight + (b ? t : 0)
        if !minimumIsExplicit { minimumHeight = value }
        if !maximumIsExplicit { maximumHeight = value }
        // The original can invert the pair here (an explicit minimum above a refreshed default
        // maximum); the refreshed default follows the explicit value instead.
        if minimumHeight > maximumHeight {
            if !maximumIsExplicit {
                maximumHeight = minimumHeight
            } else {
                minimumHeight = maximumHeight
            }
        }
    }

    /// `recalculateMinMax()` (§6.4): automatic defaults follow `T` while nothing is explicit.
    mutating func recalculate(topSafeArea t: CGFloat) {
        guard !minimumIsExplicit, !maximumIsExplicit, includesSafeArea else { return }
        minimumHeight = HeaderConstants.defaultContentHeight + t
        maximumHeight = minimumHeight
    }
}
