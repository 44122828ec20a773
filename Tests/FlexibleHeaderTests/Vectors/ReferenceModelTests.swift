import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("One scroll event against a ten-line reference")
struct ReferenceModelTests {
    /// The header after one scroll from offset 0 to `y` (default heights, no status bar).
    static func reference(inset t: CGFloat, behavior: FlexibleHeaderView.ShiftBehavior, y: CGFloat)
        -> (minY: CGFloat, height: CGFloat, phase: FlexibleHeaderView.ScrollPhase)
    {
        let minHeight = 56 + t
        let shifts = behavior == .enabled || behavior == .enabledWithStatusBar
        let shift = shifts && y > 0 ? min(minHeight, y) : 0
        let height = max(minHeight, -y)
        let phase: FlexibleHeaderView.ScrollPhase = shift > 0 ? .shifting : .overExtending
        return (-shift, height, phase)
    }

    @Test("Every inset (0/20/59), behaviour and offset matches the reference")
    func exhaustive() {
        for t: CGFloat in [0, 20, 59] {
            for behavior in FlexibleHeaderView.ShiftBehavior.allCases {
                for step in 0..<72 {
                    let y = CGFloat(step * 7 - 100)
                    let window =
                        t > 0
                        ? WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: t, left: 0, bottom: 0, right: 0))
                        : nil
                    let header = FlexibleHeaderView()
                    window?.addSubview(header)
                    header.shiftBehavior = behavior
                    let sv = makeScrollNode(height: 100, contentHeight: 1000)
                    header.trackingScrollView = sv
                    scroll(header, sv, to: y)
                    let expected = Self.reference(inset: t, behavior: behavior, y: y)
                    #expect(header.frame.minY == expected.minY, "T \(t) \(behavior) y \(y)")
                    #expect(header.frame.height == expected.height, "T \(t) \(behavior) y \(y)")
                    #expect(header.scrollPhase == expected.phase, "T \(t) \(behavior) y \(y)")
                    withExtendedLifetime(window) {}
                }
            }
        }
    }
}
