import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Random sequences of changes that are not scrolling, checked in every frame.
@Suite("No-jump property")
struct ContinuityPropertyTests {
    /// Sequences run; each is seeded by its index, so a failure names a replayable seed.
    static let sequenceCount = 10_000

    /// Changes whose remaining jumps come from causes not fixed yet; see the known issue below.
    ///
    /// The scroll view itself moves its offset when an inset change finds it out of range or
    /// when a content-size change switches its automatic safe-area adjustment on or off, and the
    /// header follows that offset as scrolling; a status-bar or safe-area change re-injects with
    /// an offset compensation; a shift animation can reverse when a change restarts it; and
    /// toggling `isInFrontOfInfiniteContent` can move the rows by the status bar's height.
    static let knownContentCauses: Set<String> = [
        "appendRows", "removeLastRows", "insertRowsAbove", "removeRowsAbove", "changeContentInsets",
        "statusBarHidden", "additionalSafeArea", "switchTab", "device(smallPortrait)", "device(smallNotched)",
        "device(smallLandscape)", "device(smallTall)", "flag(isInFrontOfInfiniteContent)",
    ]

    @Test("Over ten thousand random sequences, changes that are not scrolling keep the header and the first visible row still")
    func noJumps() {
        var violations: [ContinuityViolation] = []
        var frames = 0
        for seed in 0..<UInt64(Self.sequenceCount) {
            let sequence = ContinuitySequence(seed: seed, length: 8)
            let result = sequence.run(preventsJumps: true)
            frames += result.frames
            violations += result.violations.map { v in
                var v = v
                v.step = "seed \(seed) \(v.step)"
                return v
            }
        }
        #expect(frames > Self.sequenceCount * 10)
        let fixed = violations.filter { !Self.knownContentCauses.contains($0.kind) && !$0.kind.hasPrefix("frames") }
        #expect(fixed.isEmpty, "\(fixed.prefix(5))")
        let known = violations.filter { Self.knownContentCauses.contains($0.kind) || $0.kind.hasPrefix("frames") }
        print("no-jump property: \(Self.sequenceCount) sequences, \(frames) frames checked, \(known.count) known jumps")
        withKnownIssue(
            "The scroll view's own offset clamps and adjustment changes still move the content, and the header follows them",
            isIntermittent: true
        ) {
            #expect(known.isEmpty, "\(known.count) jumps, e.g. \(known.prefix(3))")
        }
    }
}
