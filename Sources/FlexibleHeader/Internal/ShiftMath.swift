import Foundation

/// The inputs of the shift rules that come from configuration rather than from scrolling.
struct ShiftConfiguration: Equatable {
    /// The four shift behaviours, by the facts the rules need.
    enum Behavior: Equatable {
        case disabled, enabled, enabledWithStatusBar, hideable
    }

    var behavior: Behavior = .disabled
    /// `trackingScrollView?.isPagingEnabled ?? false`.
    var isPaging = false
    var statusBarHintCanOverlapHeader = true
    /// The window's status-bar height (0 while hidden or detached).
    var statusBarHeight: CGFloat = 0
    /// Minimum height including the top safe area.
    var minWithSafeArea: CGFloat = 0
    var minimumHeaderViewHeight: CGFloat = 0
    var isHighImportance = false

    /// The behaviour hides the status bar when the header leaves the screen.
    var hidesStatusBarWhenShiftedOffscreen: Bool {
        (behavior == .enabledWithStatusBar || behavior == .hideable) && !isPaging
    }

    /// The status-bar shifter may replace the real status bar with a replica moving with the header.
    var shouldAllowShifting: Bool { hidesStatusBarWhenShiftedOffscreen && statusBarHintCanOverlapHeader }

    /// The header stops shifting when its bottom meets a visible status bar's.
    var collapseToStatusBar: Bool { !hidesStatusBarWhenShiftedOffscreen && statusBarHintCanOverlapHeader }

    /// The header may leave the screen at all.
    var canShiftOffscreen: Bool {
        ((behavior == .enabled || behavior == .enabledWithStatusBar) && !isPaging) || behavior == .hideable
    }

    /// How far the header can be shifted up, in points. May be zero or negative.
    var accumulatorMax: CGFloat {
        (collapseToStatusBar ? max(0, minWithSafeArea - statusBarHeight) : minWithSafeArea)
            - minimumHeaderViewHeight
    }

    /// Scroll-back reserve kept above `accMax` once content passes the header.
    ///
    /// The user scrolls back this far before a fully shifted header starts to return.
    var anchorLength: CGFloat {
        isHighImportance ? HeaderConstants.anchorLengthHigh : HeaderConstants.anchorLengthDefault
    }

    /// Whether the header itself hides the status bar; in infer mode a last inset of 20 is then kept.
    func statusBarIsShifted(shifterPrefersHidden: Bool) -> Bool {
        canShiftOffscreen && (behavior == .enabledWithStatusBar || behavior == .hideable) && shifterPrefersHidden
    }
}

/// Pure arithmetic of the layout pass (direction, accumulator, height), the commit and the shadow.
enum ShiftMath {
    /// Same-direction travel bookkeeping.
    ///
    /// A reversal restarts the count; only a tracking drag changes the wanted visibility.
    ///
    /// - Returns: the new running delta and the new wanted visibility.
    static func direction(
        accumulatedDelta: CGFloat, delta dy: CGFloat, isTracking: Bool, wantsToBeHidden: Bool
    ) -> (accumulatedDelta: CGFloat, wantsToBeHidden: Bool) {
        var acc = accumulatedDelta
        if acc * dy < 0 { acc = 0 }
        acc += dy
        var wants = wantsToBeHidden
        if isTracking {
            if acc > HeaderConstants.directionSlop {
                wants = true
            } else if acc < -HeaderConstants.directionSlop {
                wants = false
            }
        }
        return (acc, wants)
    }

    /// One accumulator update of the layout pass (the caller checks over-extension and animation).
    ///
    /// Only the part of the movement below the minimum height shifts the header; once the
    /// content's top is above the header the bound grows by the scroll-back reserve.
    ///
    /// - Parameters:
    ///   - accumulator: current (unbounded) accumulator.
    ///   - delta: `dy`, positive when content moved up.
    ///   - headerHeightFromOffset: `h*`, the header height the offset asks for.
    ///   - maxWithoutSafeArea: maximum height without the top safe area.
    static func accumulate(
        accumulator: CGFloat,
        delta: CGFloat,
        headerHeightFromOffset h: CGFloat,
        configuration c: ShiftConfiguration,
        maxWithoutSafeArea: CGFloat,
        isBeingScrubbed: Bool
    ) -> CGFloat {
        var dy = delta
        if !c.canShiftOffscreen { dy = min(0, dy) }
        if isBeingScrubbed { dy = max(0, dy) }
        let m = c.minWithSafeArea
        let previous = h + dy
        if h < m && previous > m {
            dy = m - h
        } else if h > m && previous < m {
            dy = previous - m
        }
        let bound = upperBound(headerHeightFromOffset: h, configuration: c, maxWithoutSafeArea: maxWithoutSafeArea)
        let bounded = min(bound, accumulator)
        return clamp(bounded + dy, 0, bound)
    }

    /// The accumulator's upper bound for a content top at `h`: none while the content's top is
    /// below the minimum height, the shift range while it is under the header, and the range
    /// plus the scroll-back reserve once it has passed the header.
    static func upperBound(headerHeightFromOffset h: CGFloat, configuration c: ShiftConfiguration, maxWithoutSafeArea: CGFloat)
        -> CGFloat
    {
        let accMax = c.accumulatorMax
        if h < 0 {
            return c.minimumHeaderViewHeight != 0
                ? maxWithoutSafeArea - c.minimumHeaderViewHeight : accMax + c.anchorLength
        } else if h < c.minWithSafeArea {
            return c.minimumHeaderViewHeight != 0 ? maxWithoutSafeArea - c.minimumHeaderViewHeight : accMax
        }
        return 0
    }

    /// Header height for a given `h*`; unbounded above only when over-extending without VoiceOver.
    static func height(
        headerHeightFromOffset h: CGFloat, minWithSafeArea: CGFloat, maxWithSafeArea: CGFloat,
        canOverExtend: Bool, isVoiceOverRunning: Bool
    ) -> CGFloat {
        if canOverExtend && !isVoiceOverRunning { return max(minWithSafeArea, h) }
        return clamp(h, minWithSafeArea, maxWithSafeArea)
    }

    /// Alpha of views hidden when shifted: they fade out over the first half of `accumulatorMax`.
    ///
    /// With no room to shift the alpha is 1 unshifted and 0 otherwise; the original divided by zero (NaN).
    static func hiddenViewAlpha(shift: CGFloat, accumulatorMax: CGFloat) -> CGFloat {
        if accumulatorMax <= 0 { return shift == 0 ? 1 : 0 }
        let threshold = HeaderConstants.contentHidingThreshold * accumulatorMax
        return 1 - clamp(shift / threshold, 0, 1)
    }

    /// Shadow intensity 0...1, ramping over `shadowScaleLength` points.
    ///
    /// It grows with the header's overlap of the content; a header that hides the status bar
    /// also fades its shadow over its last visible points.
    ///
    /// - Parameters:
    ///   - projectedBottomEdge: how far the header overlaps the content (negative: gap above it).
    ///   - boundedShift: `min(accMax, acc)`.
    static func shadowIntensity(
        projectedBottomEdge: CGFloat, boundedShift b: CGFloat, minWithSafeArea: CGFloat,
        hidesStatusBarWhenShiftedOffscreen: Bool, isInFrontOfInfiniteContent: Bool
    ) -> CGFloat {
        let length = HeaderConstants.shadowScaleLength
        let bottom = clamp(projectedBottomEdge, 0, length)
        if hidesStatusBarWhenShiftedOffscreen {
            let a = clamp(minWithSafeArea - b, 0, length)
            return isInFrontOfInfiniteContent ? clamp(a / length, 0, 1) : clamp(min(a, bottom) / length, 0, 1)
        }
        if isInFrontOfInfiniteContent { return 1 }
        return bottom / length
    }

    /// The inset the header wants to add to a scroll view's top.
    ///
    /// Never below `maxWithoutSafeArea`, so a transiently huge safe area cannot make it tiny or negative.
    static func desiredInjection(maxWithoutSafeArea: CGFloat, maxWithSafeArea: CGFloat, existingAdjustment: CGFloat)
        -> CGFloat
    {
        max(maxWithoutSafeArea, maxWithSafeArea - existingAdjustment)
    }

    /// `max(lo, min(hi, x))`.
    static func clamp(_ x: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(hi, x)) }
}

/// The scroll phase and its value/percentage.
struct ScrollPhaseValues: Equatable {
    enum Phase: Equatable { case shifting, collapsing, overExtending }
    var phase: Phase
    var value: CGFloat
    var percentage: CGFloat

    /// Computes the phase for a header whose untransformed top edge is `topEdge`.
    static func compute(
        topEdge: CGFloat, height: CGFloat, minWithSafeArea: CGFloat, maxWithSafeArea: CGFloat,
        collapseToStatusBar: Bool, statusBarHeight: CGFloat
    ) -> ScrollPhaseValues {
        if topEdge < 0 {
            let length = minWithSafeArea - (collapseToStatusBar ? statusBarHeight : 0)
            return ScrollPhaseValues(
                phase: .shifting, value: topEdge + minWithSafeArea,
                percentage: length > 0 ? -topEdge / length : 0)
        }
        if height < maxWithSafeArea {
            let range = maxWithSafeArea - minWithSafeArea
            return ScrollPhaseValues(
                phase: .collapsing, value: height,
                percentage: range > 0 ? (height - minWithSafeArea) / range : 0)
        }
        return ScrollPhaseValues(
            phase: .overExtending, value: height,
            percentage: maxWithSafeArea > 0 ? 1 + (height - maxWithSafeArea) / maxWithSafeArea : 0)
    }
}
