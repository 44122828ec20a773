import Foundation

/// State of the header's top safe-area inset, without any view access.
///
/// The header reads the source controller's view and feeds the extracted number in; this
/// model keeps the bookkeeping (last non-zero value, stickiness) and decides whether to notify.
struct TopSafeAreaModel: Equatable {
    /// Infer mode (true) reads a view controller; device mode (false) reads the window.
    var infersFromViewController = false
    /// Whether the source's own `additionalSafeAreaInsets.top` is removed.
    ///
    /// Set when the source is the very controller whose inset the owning controller adjusts.
    var subtractsAdditionalSafeAreaInsets = false
    /// Last extracted value in infer mode.
    private(set) var extracted: CGFloat = 0
    /// Last extracted value that was greater than zero.
    private(set) var lastNonZero: CGFloat = 0

    /// The inset's source switched to a view controller (`infers`) or to the window.
    ///
    /// - Returns: whether the mode changed, so the header must re-read the inset.
    mutating func switchSource(infersFromViewController infers: Bool) -> Bool {
        if infers == infersFromViewController { return false }
        infersFromViewController = infers
        return true
    }

    /// Whether the source controller's own `additionalSafeAreaInsets.top` is removed from the
    /// inferred inset was set; it matters only in infer mode.
    mutating func subtractAdditionalSafeAreaInsets(_ subtracts: Bool) {
        subtractsAdditionalSafeAreaInsets = subtracts
    }

    /// Stores a freshly extracted inset; returns true when the header must be told.
    ///
    /// In infer mode every store notifies, even an unchanged value.
    mutating func store(extracted value: CGFloat) -> Bool {
        extracted = value
        if value > 0 { lastNonZero = value }
        return infersFromViewController
    }

    /// The inset `T` the header uses: the window's in device mode, the extracted one in infer mode.
    ///
    /// In infer mode a last inset of exactly 20 is kept while the header itself hides the status
    /// bar, so a layout without a sensor housing does not jump.
    ///
    /// - Parameters:
    ///   - deviceInset: the header's window top inset (0 when detached).
    ///   - statusBarIsShifted: the header currently hides the status bar itself.
    func value(deviceInset: CGFloat, statusBarIsShifted: Bool) -> CGFloat {
        guard infersFromViewController else { return deviceInset }
        if lastNonZero == HeaderConstants.nonNotchStatusBarHeight && statusBarIsShifted {
            return HeaderConstants.nonNotchStatusBarHeight
        }
        return extracted
    }

    /// The inset read from the source, less what the header's own controller put there.
    ///
    /// Removes the whole additional inset when `subtractsAdditionalSafeAreaInsets`, else only the
    /// owning controller's own injection: reading that back made the original header grow in a loop.
    ///
    /// - Parameters:
    ///   - safeAreaTop: the source view's `safeAreaInsets.top` (nil when no loaded source).
    ///   - additionalTop: the source's `additionalSafeAreaInsets.top`.
    ///   - ownInjection: what the owning controller itself wrote into the source or an ancestor
    ///     of it, or nil when it wrote nothing there.
    func extract(safeAreaTop: CGFloat?, additionalTop: CGFloat, ownInjection: CGFloat?) -> CGFloat {
        guard let top = safeAreaTop else { return 0 }
        // A safe area is never negative; the original could report one while the source view
        // is still outside the window, which gave the top-safe-area guide a negative frame.
        if subtractsAdditionalSafeAreaInsets { return max(0, top - additionalTop) }
        if let own = ownInjection { return max(0, top - own) }
        return top
    }
}
