import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Scripted gestures: header frames per clock frame")
struct GestureRecordingTests {
    static let cases: [(FlexibleHeaderView.ShiftBehavior, [CGFloat])] = [
        (.disabled, ExpectedGestureFrames.disabled),
        (.enabled, ExpectedGestureFrames.enabled),
        (.enabledWithStatusBar, ExpectedGestureFrames.enabledWithStatusBar),
        (.hideable, ExpectedGestureFrames.hideable),
    ]

    @Test("Pull, fling, drag back and programmatic shifts give the recorded frames", arguments: 0..<4)
    func recordedFrames(index: Int) {
        let (behavior, expected) = Self.cases[index]
        let actual = GestureScript.record(behavior)
        #expect(actual.count == expected.count, "\(behavior): \(actual.count) samples")
        let mismatch = zip(actual, expected).enumerated().first { abs($0.element.0 - $0.element.1) > 1e-3 }
        #expect(mismatch == nil, "\(behavior) differs at sample \(mismatch?.offset ?? -1) (frame \((mismatch?.offset ?? 0) / 2))")
    }

    @Test("Print recordings when CANOPY_RECORD_GESTURES is set", .enabled(if: ProcessInfo.processInfo.environment["CANOPY_RECORD_GESTURES"] != nil))
    func printRecordings() {
        for behavior in FlexibleHeaderView.ShiftBehavior.allCases {
            print("RECORDING \(behavior):", GestureScript.literal(GestureScript.record(behavior)))
        }
    }
}
