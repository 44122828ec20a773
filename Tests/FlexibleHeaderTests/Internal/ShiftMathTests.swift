import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Shift math")
struct ShiftMathTests {
    static let behaviors: [ShiftConfiguration.Behavior] = [.disabled, .enabled, .enabledWithStatusBar, .hideable]

    @Test("Derived flags match the reference for every behaviour, paging flag and hint")
    func derivedFlags() {
        for behavior in Self.behaviors {
            for paging in [false, true] {
                for hint in [false, true] {
                    let c = ShiftConfiguration(
                        behavior: behavior, isPaging: paging, statusBarHintCanOverlapHeader: hint,
                        statusBarHeight: 20, minWithSafeArea: 76)
                    let hides = (behavior == .enabledWithStatusBar || behavior == .hideable) && !paging
                    #expect(c.hidesStatusBarWhenShiftedOffscreen == hides)
                    #expect(c.shouldAllowShifting == (hides && hint))
                    #expect(c.collapseToStatusBar == (!hides && hint))
                    let canShift =
                        ((behavior == .enabled || behavior == .enabledWithStatusBar) && !paging)
                        || behavior == .hideable
                    #expect(c.canShiftOffscreen == canShift)
                    #expect(c.accumulatorMax == (c.collapseToStatusBar ? 56 : 76))
                }
            }
        }
    }

    @Test("Anchor reserve: high importance keeps 25 points above accMax")
    func anchor() {
        var c = ShiftConfiguration(behavior: .enabled, minWithSafeArea: 56)
        c.isHighImportance = true
        let acc = ShiftMath.accumulate(
            accumulator: 0, delta: 400, headerHeightFromOffset: -400, configuration: c, maxWithoutSafeArea: 56,
            isBeingScrubbed: false)
        #expect(acc == 81)
        c.isHighImportance = false
        let accDefault = ShiftMath.accumulate(
            accumulator: 0, delta: 400, headerHeightFromOffset: -400, configuration: c, maxWithoutSafeArea: 56,
            isBeingScrubbed: false)
        #expect(accDefault == 231)
    }

    @Test("Accumulator stays within [0, upper bound] for a grid of inputs")
    func accumulatorBounds() {
        for behavior in Self.behaviors {
            for h: CGFloat in [-500, -10, 0, 10, 55, 56, 57, 200] {
                for dy: CGFloat in [-300, -20, -1, 0, 1, 20, 300] {
                    for start: CGFloat in [0, 20, 56, 300] {
                        for floor: CGFloat in [0, 32] {
                            let c = ShiftConfiguration(behavior: behavior, minWithSafeArea: 56, minimumHeaderViewHeight: floor)
                            let acc = ShiftMath.accumulate(
                                accumulator: start, delta: dy, headerHeightFromOffset: h, configuration: c,
                                maxWithoutSafeArea: 56, isBeingScrubbed: false)
                            #expect(acc >= 0)
                            #expect(acc <= max(0, c.accumulatorMax + c.anchorLength))
                            if h >= 56 { #expect(acc == 0) }
                        }
                    }
                }
            }
        }
    }

    @Test("Direction slop flips the wanted visibility only past 5 points while tracking")
    func direction() {
        var state = ShiftMath.direction(accumulatedDelta: 0, delta: 30, isTracking: true, wantsToBeHidden: false)
        #expect(state.wantsToBeHidden)
        state = ShiftMath.direction(accumulatedDelta: state.accumulatedDelta, delta: -3, isTracking: true, wantsToBeHidden: true)
        #expect(state.wantsToBeHidden && state.accumulatedDelta == -3)
        state = ShiftMath.direction(accumulatedDelta: state.accumulatedDelta, delta: -7, isTracking: true, wantsToBeHidden: true)
        #expect(!state.wantsToBeHidden)
        let untracked = ShiftMath.direction(accumulatedDelta: 0, delta: 30, isTracking: false, wantsToBeHidden: false)
        #expect(!untracked.wantsToBeHidden)
    }

    // The original divided by half of accMax and produced NaN.
    @Test("The alpha ramp never yields NaN when accMax is zero")
    func alphaRamp() {
        #expect(ShiftMath.hiddenViewAlpha(shift: 14, accumulatorMax: 56) == 0.5)
        #expect(ShiftMath.hiddenViewAlpha(shift: 28, accumulatorMax: 56) == 0)
        #expect(ShiftMath.hiddenViewAlpha(shift: 0, accumulatorMax: 0) == 1)
        #expect(ShiftMath.hiddenViewAlpha(shift: 3, accumulatorMax: 0) == 0)
        #expect(ShiftMath.hiddenViewAlpha(shift: 0, accumulatorMax: -5) == 1)
    }

    @Test("Shadow intensity is always within 0...1")
    func shadowIntensity() {
        for edge: CGFloat in [-20, 0, 2, 8, 100] {
            for b: CGFloat in [0, 30, 76, 200] {
                for hides in [false, true] {
                    for front in [false, true] {
                        let i = ShiftMath.shadowIntensity(
                            projectedBottomEdge: edge, boundedShift: b, minWithSafeArea: 76,
                            hidesStatusBarWhenShiftedOffscreen: hides, isInFrontOfInfiniteContent: front)
                        #expect(i >= 0 && i <= 1)
                    }
                }
            }
        }
        #expect(
            ShiftMath.shadowIntensity(
                projectedBottomEdge: 4, boundedShift: 0, minWithSafeArea: 50,
                hidesStatusBarWhenShiftedOffscreen: false, isInFrontOfInfiniteContent: false) == 0.5)
    }

    @Test("Injection subtracts the existing adjustment, bounded below by the maximum without safe area")
    func injection() {
        #expect(ShiftMath.desiredInjection(maxWithoutSafeArea: 100, maxWithSafeArea: 100, existingAdjustment: 0) == 100)
        #expect(ShiftMath.desiredInjection(maxWithoutSafeArea: 100, maxWithSafeArea: 120, existingAdjustment: 0) == 120)
        #expect(ShiftMath.desiredInjection(maxWithoutSafeArea: 100, maxWithSafeArea: 120, existingAdjustment: 20) == 100)
        #expect(ShiftMath.desiredInjection(maxWithoutSafeArea: 100, maxWithSafeArea: 120, existingAdjustment: 70) == 100)
    }

    @Test("Phase, value and percentage follow the header's top edge and height")
    func phases() {
        func phase(_ h: CGFloat, top: CGFloat = 0) -> ScrollPhaseValues {
            ScrollPhaseValues.compute(
                topEdge: top, height: h, minWithSafeArea: 50, maxWithSafeArea: 100,
                collapseToStatusBar: true, statusBarHeight: 0)
        }
        #expect(phase(100) == ScrollPhaseValues(phase: .overExtending, value: 100, percentage: 1))
        #expect(phase(80).phase == .collapsing && abs(phase(80).percentage - 0.6) < 1e-9)
        #expect(phase(50) == ScrollPhaseValues(phase: .collapsing, value: 50, percentage: 0))
        #expect(abs(phase(120).percentage - 1.2) < 1e-9)
        let shifting = ScrollPhaseValues.compute(
            topEdge: -10, height: 56, minWithSafeArea: 56, maxWithSafeArea: 56,
            collapseToStatusBar: true, statusBarHeight: 0)
        #expect(shifting.phase == .shifting && shifting.value == 46 && abs(shifting.percentage - 10.0 / 56) < 1e-9)
    }
}

@Suite("Drag end and shift animation")
struct DragEndMathTests {
    @Test("Target offsets never leave the header half visible")
    func targets() {
        #expect(DragEndMath.adjustedTarget(targetY: -20, rawTopInset: 0, minWithSafeArea: 56, wantsToBeHidden: false) == -56)
        #expect(DragEndMath.adjustedTarget(targetY: -20, rawTopInset: 0, minWithSafeArea: 56, wantsToBeHidden: true) == 0)
        #expect(DragEndMath.adjustedTarget(targetY: 20, rawTopInset: 0, minWithSafeArea: 56, wantsToBeHidden: false) == nil)
        #expect(DragEndMath.adjustedTarget(targetY: -56, rawTopInset: 0, minWithSafeArea: 56, wantsToBeHidden: false) == nil)
        #expect(DragEndMath.adjustedTarget(targetY: -30, rawTopInset: 10, minWithSafeArea: 56, wantsToBeHidden: false) == -66)
        #expect(DragEndMath.adjustedTarget(targetY: -30, rawTopInset: 10, minWithSafeArea: 56, wantsToBeHidden: true) == -10)
    }

    @Test("The 25 % rule hides at exactly 75 % shifted")
    func quarterRule() {
        #expect(DragEndMath.hidesAfterDeceleration(accumulator: 42, accumulatorMax: 56))
        #expect(!DragEndMath.hidesAfterDeceleration(accumulator: 41.9, accumulatorMax: 56))
    }

    /// Runs the animation law from `start` to completion and returns the committed values.
    static func run(from start: CGFloat, accMax: CGFloat, hidden: Bool) -> [CGFloat] {
        var acc = start
        var values: [CGFloat] = []
        for _ in 0..<1000 {
            let step = DragEndMath.animationStep(
                accumulator: acc, accumulatorMax: accMax, wantsToBeHidden: hidden,
                frameDuration: 1.0 / 60)
            acc = step.accumulator
            values.append(acc)
            if step.finished { break }
        }
        return values
    }

    @Test("The animation removes 20 % per frame: 0 → 56 in 29 frames, 0 → 76 in 30")
    func animationLaw() {
        let e0 = Self.run(from: 0, accMax: 56, hidden: true)
        #expect(e0.count == 29 && e0.last == 56)
        #expect(abs(e0[0] - 11.2) < 1e-9 && abs(e0[1] - 20.16) < 1e-9 && abs(e0[2] - 27.328) < 1e-9)
        let e20 = Self.run(from: 0, accMax: 76, hidden: true)
        #expect(e20.count == 30 && e20.last == 76)
        #expect(abs(e20[0] - 15.2) < 1e-9 && abs(e20[1] - 27.36) < 1e-9)
    }

    @Test("The animation terminates even when accMax is negative")
    func negativeAccMax() {
        let values = Self.run(from: 10, accMax: -20, hidden: true)
        #expect(values.count < 1000 && values.last == 0)
    }
}
