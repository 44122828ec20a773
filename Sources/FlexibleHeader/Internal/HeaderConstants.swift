import Foundation

/// Numbers fixed by the behaviour spec (flexible-header-behavior.md §2); each says where it is used.
enum HeaderConstants {
    /// Height of the header's content area without the top safe area (§2, §6).
    static let defaultContentHeight: CGFloat = 56
    /// Shadow opacity of a fully visible shadow (§3.1, §9.4).
    static let defaultVisibleShadowOpacity: Float = 0.4
    /// Fraction of `accMax` over which hidden-when-shifted views fade out (§9.3).
    static let contentHidingThreshold: CGFloat = 0.5
    /// Distance in points over which the shadow ramps from 0 to full intensity (§9.4).
    static let shadowScaleLength: CGFloat = 8
    /// Duration of the animated tracking-scroll-view change and `animate(animations:)` (§8.1, §12.6).
    static let trackingChangeAnimationDuration: TimeInterval = 0.2
    /// Distance below which the shift animation snaps to its destination (§10.4).
    static let shiftAnimationEpsilon: CGFloat = 0.1
    /// Height difference ignored when preparing a new scroll view (§8.4).
    static let heightEpsilon: CGFloat = 0.001
    /// Offset difference ignored by the table-view guard (§9.1).
    static let contentOffsetEpsilon: CGFloat = 0.001
    /// Same-direction travel before a tracking drag changes the wanted visibility (§9.2).
    static let directionSlop: CGFloat = 5
    /// Per-second approach rate of the shift animation (§10.4).
    static let attachmentCoefficient: CGFloat = 12
    /// Scroll-back reserve with default content importance (§9.2).
    static let anchorLengthDefault: CGFloat = 175
    /// Scroll-back reserve with high content importance (§9.2).
    static let anchorLengthHigh: CGFloat = 25
    /// Largest visible fraction that still hides after a deceleration (§10.2).
    static let minimumVisibleProportion: CGFloat = 0.25
    /// Status-bar height of a device without a sensor housing; sticky in infer mode (§7.2).
    static let nonNotchStatusBarHeight: CGFloat = 20
    /// Projected bottom edge beyond which the header counts as detached (§5).
    static let bottomEdgeDetachmentEpsilon: CGFloat = 0.5
    /// Animation length of status-bar replica invalidation (§11.1).
    static let statusBarInvalidationAnimationDuration: TimeInterval = 0.2
    /// Shortest lifetime of a status-bar replica in seconds (§11.1).
    static let statusBarReplicaMinimumLifetime: TimeInterval = 3
    /// Default header background: light grey, white level 2/3 (§3.1).
    static let defaultBackgroundWhite: CGFloat = 2.0 / 3.0
    /// Default shadow radius of the header's shadow layers (§3.1).
    static let defaultShadowRadius: CGFloat = 4
    /// Default shadow offset of the header's shadow layers (§3.1).
    static let defaultShadowOffset = CGSize(width: 0, height: 1)
    /// WCAG 2 AA minimum contrast ratio for normal text (§14.5).
    static let minimumContrastRatio: CGFloat = 4.5
}
