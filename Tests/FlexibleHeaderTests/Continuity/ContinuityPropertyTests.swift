import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Random sequences of changes that are not scrolling, checked in every frame.
@Suite("No-jump property")
struct ContinuityPropertyTests {
    /// Sequences run; each is seeded by its index, so a failure names a replayable seed.
    static let sequenceCount = 10_000

    /// Changes that can still move the header's edges: a compensating offset write the header
    /// cannot recognise because the content height also changed without telling it (rows
    /// appended silently before rows inserted above), and a shift animation restarted by a
    /// change, which can turn back.
    static let knownHeaderCauses: Set<String> = ["insertRowsAbove", "removeRowsAbove", "frames"]

    /// Changes that can still move the first visible row: the scroll view clamps its own offset
    /// when its valid range no longer holds it (content resting at its top under a top inset
    /// that shrank with the safe area or a client's `changeContentInsets`, content that became
    /// too short to scroll, a tab whose offset lies outside its range), plus the causes above.
    static let knownContentCauses: Set<String> = [
        "appendRows", "removeLastRows", "insertRowsAbove", "removeRowsAbove", "changeContentInsets",
        "statusBarHidden", "additionalSafeArea", "switchTab", "device(smallPortrait)", "device(smallNotched)",
        "device(smallLandscape)", "device(smallTall)", "flag(isInFrontOfInfiniteContent)", "frames",
    ]

    /// Whether `v` has a cause listed as not fixed yet.
    static func isKnown(_ v: ContinuityViolation) -> Bool {
        let kind = v.kind.hasPrefix("frames") ? "frames" : v.kind
        return v.isHeader ? knownHeaderCauses.contains(kind) : knownContentCauses.contains(kind)
    }

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
        let fixed = violations.filter { !Self.isKnown($0) }
        #expect(fixed.isEmpty, "\(fixed.count) jumps, e.g. \(fixed.prefix(5))")
        let known = violations.filter(Self.isKnown)
        print("no-jump property: \(Self.sequenceCount) sequences, \(frames) frames checked, \(known.count) known jumps")
        withKnownIssue(
            "The scroll view's own offset clamps and adjustment changes still move the content, and the header follows them",
            isIntermittent: true
        ) {
            #expect(known.isEmpty, "\(known.count) jumps, e.g. \(known.prefix(3))")
        }
    }
}
