import CanopyFuzzSupport
import Foundation
import Testing

@testable import FlexibleHeader

/// A seeded random driver of the header: every step keeps its invariants, nothing crashes and
/// nothing hangs (a watchdog names the seed and step of a hang). Seeds 1...4 run on an
/// iPhone SE, whose status bar takes its safe area with it when it hides.
@Suite("Header fuzzing")
struct HeaderFuzzTests {
    @Test("Random header use keeps every invariant", arguments: FuzzBudget.current.seeds)
    func randomUseKeepsInvariants(seed: UInt64) {
        let budget = FuzzBudget.current
        // At least 2,500 header steps a seed: 20,000 over the default 8 seeds.
        let steps = max(budget.steps, 2_500)
        let failures = FuzzDriver.run(
            seed: seed, steps: steps, stepSeconds: budget.stepSeconds, totalSeconds: budget.totalSeconds + 60
        ) { seed in
            HeaderFuzzTarget(seed: seed)
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }
}
