import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Random sequences of changes that are not scrolling, checked in every frame.
@Suite("No-jump property")
struct ContinuityPropertyTests {
    /// Sequences run; each is seeded by its index, so a failure names a replayable seed.
    static let sequenceCount = 10_000

    /// Changes that can still move the header's edges: rows inserted or removed above while
    /// the scroll view's own safe-area adjustment also changes (the content becomes scrollable
    /// or stops being scrollable), and a shift animation restarted by a change, which can turn
    /// back.
    static let knownHeaderCauses: Set<String> = ["insertRowsAbove", "removeRowsAbove", "frames"]

    /// Changes that can still move the first visible row: the causes above; content at its end
    /// that the scroll view pulls down when the content shrinks or the viewport grows (rows
    /// removed, a rotation or resize, a safe-area or status-bar change), since it shows no empty
    /// space below its content at rest; the scroll view's own safe-area adjustment switching as
    /// content becomes scrollable (rows appended to a short list); and a header no longer shared
    /// between its scroll views, which takes its inset out of the one it leaves, so that one's
    /// content moves while it is hidden.
    static let knownContentCauses: Set<String> = [
        "insertRowsAbove", "removeRowsAbove", "frames", "removeLastRows", "appendRows", "switchTab", "additionalSafeArea",
        "statusBarHidden", "device(smallPortrait)", "device(smallNotched)", "device(smallLandscape)", "device(smallTall)",
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
        var unexpectedCodes: Set<String> = []
        for seed in 0..<UInt64(Self.sequenceCount) {
            let sequence = ContinuitySequence(seed: seed, length: 8)
            var result: (violations: [ContinuityViolation], frames: Int) = ([], 0)
            // Toggled settings are refused in combinations the header does not support (for
            // example observing scroll events with interactive shifting); that is expected here.
            let diagnostics = Diagnostics.capture { result = sequence.run(preventsJumps: true) }
            // Detents the header cannot take now (hidden without shifting, a height outside
            // the heights) are refused, as they should be.
            let expected: Set<String> = ["header.shiftWhileObserving", "header.invalidDetent"]
            unexpectedCodes.formUnion(diagnostics.map(\.code).filter { !expected.contains($0) })
            frames += result.frames
            violations += result.violations.map { v in
                var v = v
                v.step = "seed \(seed) \(v.step)"
                return v
            }
        }
        #expect(frames > Self.sequenceCount * 10)
        #expect(unexpectedCodes.isEmpty)
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
