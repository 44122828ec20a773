import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// Random sequences of changes that are not scrolling, checked in every frame; tab switches
/// include switches to a list resized while hidden to a few rows or none.
@Suite("No-jump property")
struct ContinuityPropertyTests {
    /// Sequences run; each is seeded by its index, so a failure names a replayable seed.
    static let sequenceCount = 10_000

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
        print("no-jump property: \(Self.sequenceCount) sequences, \(frames) frames checked, \(violations.count) jumps")
        #expect(violations.isEmpty, "\(violations.count) jumps, e.g. \(violations.prefix(5))")
    }
}
