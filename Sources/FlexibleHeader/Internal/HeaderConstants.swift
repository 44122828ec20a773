import Foundation

/// Fixed numbers of the header's behaviour; each says where it is used.
enum HeaderConstants {
    /// Height of the header's content area without the top safe area; the default minimum and maximum.
    static let defaultContentHeight: CGFloat = 56
    /// Default `visibleShadowOpacity`: the opacity of a shadow at full intensity.
    static let defaultVisibleShadowOpacity: Float = 0.4
    /// Fraction of `accMax` over which hidden-when-shifted views fade out.
    static let contentHidingThreshold: CGFloat = 0.5
    /// Distance in points over which the shadow ramps from 0 to full intensity.
    static let shadowScaleLength: CGFloat = 8
    /// Duration of the animated tracking-scroll-view change and of `animate(animations:)`.
    static let trackingChangeAnimationDuration: TimeInterval = 0.2
    /// Distance below which the shift animation snaps to its destination.
    static let shiftAnimationEpsilon: CGFloat = 0.1
    /// Difference from a scroll view's stashed header height ignored when it becomes tracked again.
    static let heightEpsilon: CGFloat = 0.001
    /// Tolerance of the one-shot guard that undoes a table view's own safe-area offset adjustment.
    static let contentOffsetEpsilon: CGFloat = 0.001
    /// Same-direction travel in points before a tracking drag changes the wanted visibility.
    static let directionSlop: CGFloat = 5
    /// Per-second approach rate of the shift animation.
    static let attachmentCoefficient: CGFloat = 12
    /// Scroll-back reserve with default content importance: points to scroll back before the header returns.
    static let anchorLengthDefault: CGFloat = 175
    /// Scroll-back reserve with high content importance.
    static let anchorLengthHigh: CGFloat = 25
    /// Largest visible fraction that still hides after a deceleration.
    static let minimumVisibleProportion: CGFloat = 0.25
    /// Status-bar height of a device without a sensor housing.
    ///
    /// In infer mode a last inset of exactly this value is kept while the header hides the status
    /// bar, so such a layout does not jump.
    static let nonNotchStatusBarHeight: CGFloat = 20
    /// Overlap of the header's bottom edge with the content beyond which it counts as detached.
    static let bottomEdgeDetachmentEpsilon: CGFloat = 0.5
    /// Animation length of status-bar replica invalidation.
    static let statusBarInvalidationAnimationDuration: TimeInterval = 0.2
    /// Shortest lifetime of a status-bar replica in seconds; it otherwise lives until the clock's next minute.
    static let statusBarReplicaMinimumLifetime: TimeInterval = 3
    /// Default header background: light grey, white level 2/3.
    static let defaultBackgroundWhite: CGFloat = 2.0 / 3.0
    /// Default shadow radius of the header's shadow layers.
    static let defaultShadowRadius: CGFloat = 4
    /// Default shadow offset of the header's shadow layers.
    static let defaultShadowOffset = CGSize(width: 0, height: 1)
    /// WCAG 2 AA minimum contrast ratio for normal text.
    static let minimumContrastRatio: CGFloat = 4.5
    /// Content whose top is within this many points of the header's bottom edge counts as
    /// attached to it, and moves with the header when it goes to a detent.
    static let detentAttachmentTolerance: CGFloat = 0.01
    /// How far into a detent that holds over a range of offsets a snapped fling is aimed, in
    /// points, so rounding along the way cannot stop the header a hair short of it.
    static let detentEntryDepth: CGFloat = 1
    /// A snapped fling that stops this close to its detent (rounding along the way) is put on
    /// it at once instead of animating, in points.
    static let detentSnapAtOnceDistance: CGFloat = 0.01
}
