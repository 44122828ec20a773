import Canopy
import CanopyFuzzSupport
import Foundation
import Testing

/// A seeded random driver of the view tree: every step keeps the tree's invariants, nothing
/// crashes and nothing hangs (a watchdog names the seed and step of a hang).
@Suite("Tree fuzzing")
struct TreeFuzzTests {
    @Test("Random tree operations keep every invariant", arguments: FuzzBudget.current.seeds)
    func randomOperationsKeepInvariants(seed: UInt64) {
        let budget = FuzzBudget.current
        let failures = FuzzDriver.run(seed: seed, steps: budget.steps, stepSeconds: budget.stepSeconds, totalSeconds: budget.totalSeconds) { seed in
            TreeFuzzTarget(seed: seed)
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    /// A target whose second step never returns.
    final class HangingTarget: FuzzTarget {
        let stop: FuzzStopFlag
        init(stop: FuzzStopFlag) { self.stop = stop }
        func step(rng: inout FuzzRandom) -> FuzzStep {
            FuzzStep(name: "spin") { [stop] in
                while !stop.isSet { usleep(1_000) }
            }
        }
        func invariantViolations() -> [String] { [] }
    }

    @Test("The watchdog turns a hang into a failure naming the seed and the step")
    func watchdogReportsHang() {
        let stop = FuzzStopFlag()
        let failures = FuzzDriver.run(seed: 42, steps: 10, stepSeconds: 0.3, totalSeconds: 60) { _ in HangingTarget(stop: stop) }
        stop.set()
        #expect(failures.count == 1)
        #expect(failures.first?.contains("seed 42, step 1 (spin)") == true)
        #expect(failures.first?.contains("more than 0.3 s") == true)
    }
}

/// A flag a test sets to release a deliberately hanging step.
final class FuzzStopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
