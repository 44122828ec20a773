import Foundation

/// Minimum/maximum height bookkeeping of a header, independent of any view.
///
/// Holds the raw public values plus the "explicitly set" flags and turns them into the
/// with/without-safe-area heights for a given top safe-area inset `T`.
struct HeightModel: Equatable {
    /// What a setter asks the header to do afterwards, in order.
    enum Notification: Equatable {
        /// The maximum changed: re-inject the tracking scroll view's insets, keeping its offset.
        case maximumChanged
        /// Minimum or maximum changed: run the layout pass.
        case minMaxChanged
    }

    private(set) var minimumHeight: CGFloat
    private(set) var maximumHeight: CGFloat
    private(set) var includesSafeArea = true
    private(set) var minimumIsExplicit = false
    private(set) var maximumIsExplicit = false

    /// Creates the model with both heights at the default content height plus `topSafeArea`.
    init(topSafeArea: CGFloat) {
        minimumHeight = HeaderConstants.defaultContentHeight + topSafeArea
        maximumHeight = minimumHeight
    }

    /// Minimum height including the top safe area.
    func minWithSafeArea(_ t: CGFloat) -> CGFloat { includesSafeArea ? minimumHeight : minimumHeight + t }
    /// Maximum height including the top safe area.
    func maxWithSafeArea(_ t: CGFloat) -> CGFloat { includesSafeArea ? maximumHeight : maximumHeight + t }
    /// Maximum height excluding the top safe area; negative when the inset exceeds the maximum.
    func maxWithoutSafeArea(_ t: CGFloat) -> CGFloat { includesSafeArea ? maximumHeight - t : maximumHeight }

    /// True when `value` can be stored as a height: finite and not negative (others are refused).
    static func isValidHeight(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }

    /// The `minimumHeight` setter; the caller has already refused invalid values.
    ///
    /// Marks the minimum explicit even when unchanged, as the original Material header does
    /// (kept for compatibility); a minimum above the maximum raises the maximum to it.
    mutating func setMinimumHeight(_ v: CGFloat) -> [Notification] {
        minimumIsExplicit = true
        if v == minimumHeight { return [] }
        minimumHeight = v
        if v > maximumHeight { return setMaximumHeight(v) }
        return [.minMaxChanged]
    }

    /// The `maximumHeight` setter; the caller has already refused invalid values.
    ///
    /// Marks the maximum explicit even when unchanged, as the original Material header does
    /// (kept for compatibility); a maximum below the minimum lowers the minimum to it.
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

    /// `minMaxHeightIncludesSafeArea = b`: refreshes non-explicit defaults, no notification.
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

    /// `recalculateMinMax()`: automatic defaults follow `T` while nothing is explicit.
    ///
    /// Only with the flag on; with it off the with-safe-area heights follow `T` by themselves.
    mutating func recalculate(topSafeArea t: CGFloat) {
        guard !minimumIsExplicit, !maximumIsExplicit, includesSafeArea else { return }
        minimumHeight = HeaderConstants.defaultContentHeight + t
        maximumHeight = minimumHeight
    }
}
