import Foundation

/// The header's configuration as set through its public properties, in one value.
///
/// The view stores it; every solve reads a copy, so a setting changed by a delegate while the
/// header applies its effects takes part in the next solve, never in the middle of one.
struct HeaderSettings: Equatable {
    var shiftBehavior: ShiftConfiguration.Behavior = .disabled
    var isHighImportance = false
    var minimumHeaderViewHeight: CGFloat = 0
    var canOverExtend = true
    var visibleShadowOpacity: Float = HeaderConstants.defaultVisibleShadowOpacity
    var isInFrontOfInfiniteContent = false
    var sharedWithManyScrollViews = false
    var skipsInjectionWhenAdjustmentIsNever = false
    var isBeingScrubbed = false
    var statusBarHintCanOverlapHeader = true
    var resetsShadowWithoutScrollView = false
    var observesScrollEvents = false
    /// Web content gets the height through additional safe-area insets instead of injection.
    var skipsInjectionForWebContent = false
    /// A custom or default shadow slot is shown, so the header's own shadow opacity stays put.
    var usesShadowSlot = false
    /// Keep the header and the content still across changes the original moves them for.
    var preventsJumps = false
}
