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
    /// A header that does not over-extend slides down with content pulled past its top.
    var staysAttachedWhenPulled = false
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
    /// Where drags and flings may leave the header.
    var snapping = HeaderSnapping.none
    var shortContentBehavior = ShortContentBehavior.original
    /// A scroll back far from the top expands the header as it returns.
    var expandsOnReturn = false
    /// Over-extension in points that fires the stretch trigger; 0 turns it off.
    var stretchTriggerOffset: CGFloat = 0
    /// How far below the offset the over-extension must fall before the trigger re-arms.
    var stretchTriggerHysteresis: CGFloat = 8
    /// Keep the header and the content still across changes the original moves them for.
    var preventsJumps = false
    /// Material elevation in points relative to the ancestors'.
    var elevation: CGFloat = 0
    /// When ≥ 0, the elevation base used instead of the ancestors' sum; −1 (off) by default.
    var overrideBaseElevation: CGFloat = -1
    /// Renderers may animate layer frames during an animated tracking-scroll-view change.
    var animatesLayerFramesOnTrackingChange = false
}
