import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Laws of the pure solver over sweeps of scroll offsets, without nodes.
@Suite("Header solver laws")
struct HeaderSolverPropertyTests {
    /// Offsets from far above the content's top to far into it, every 7 points (a step prime to
    /// the heights so no sweep lands only on round values).
    static let offsets = Array(stride(from: CGFloat(-420), through: 420, by: 7))

    @Test("Without shifting the height never grows as the offset grows")
    func heightMonotonicInOffset() {
        for canOverExtend in [true, false] {
            var w = SolverWorld()
            w.settings.canOverExtend = canOverExtend
            w.attach()
            var previous = CGFloat.infinity
            for y in Self.offsets {
                w.scroll(to: y)
                #expect(w.boundsHeight <= previous, "offset \(y)")
                previous = w.boundsHeight
            }
        }
    }

    @Test("The height stays between the minimum and the maximum, above it only when over-extending")
    func heightBounds() {
        for canOverExtend in [true, false] {
            var w = SolverWorld()
            w.settings.canOverExtend = canOverExtend
            w.attach()
            for y in Self.offsets.shuffled() {
                w.scroll(to: y)
                #expect(w.boundsHeight >= 76, "offset \(y)")
                if canOverExtend {
                    #expect(w.boundsHeight == max(76, -y), "offset \(y)")
                } else {
                    #expect(w.boundsHeight <= 200, "offset \(y)")
                }
            }
        }
    }

    @Test("The shift stays within zero and its maximum for every shift behaviour, back and forth")
    func shiftBounds() {
        let behaviors: [ShiftConfiguration.Behavior] = [.disabled, .enabled, .enabledWithStatusBar, .hideable]
        for behavior in behaviors {
            var w = SolverWorld()
            w.settings.shiftBehavior = behavior
            w.attach()
            for y in Self.offsets + Self.offsets.reversed() {
                w.scroll(to: y)
                let s = w.solver
                #expect(s.boundedShift >= 0 && s.boundedShift <= max(0, s.accumulatorMax), "\(behavior) offset \(y)")
                #expect(w.centerY == w.boundsHeight / 2 - s.boundedShift, "\(behavior) offset \(y)")
            }
        }
    }
}
