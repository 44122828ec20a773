import Canopy
import Foundation

/// Runs fuzz work on a thread of its own and turns a hang into a report naming where it hung.
///
/// The worker reports its progress before each step and stops at the next step once the
/// watchdog gives up. A step stuck for good cannot be stopped from outside; its thread is
/// abandoned, and the process still exits when the tests end.
public final class FuzzWatchdog: @unchecked Sendable {
    /// Where a run is: the seed, the step number and the step's name.
    public struct Progress: Sendable, CustomStringConvertible {
        var seed: UInt64
        var step: Int
        var operation: String
        public var description: String { "seed \(seed), step \(step) (\(operation))" }
    }

    private let lock = NSLock()
    private var current: Progress
    private var stepStarted = ContinuousClock.now
    private var cancelled = false
    private var failures: [String] = []

    /// Creates a watchdog for the run of one seed.
    public init(seed: UInt64) { current = Progress(seed: seed, step: 0, operation: "setting up") }

    /// Records that `step` (named `operation`) starts now; called by the worker.
    public func begin(step: Int, operation: String) {
        lock.lock()
        current.step = step
        current.operation = operation
        stepStarted = .now
        lock.unlock()
    }

    /// Records a failure found by the worker, to be reported by the test.
    public func fail(_ message: String) {
        lock.lock()
        failures.append(message)
        lock.unlock()
    }

    /// Whether the watchdog gave up; the worker stops at its next step.
    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Runs `body` on a new thread with a large stack and watches it: a single step running
    /// longer than `stepSeconds` counts as a hang, and so does the whole run passing
    /// `totalSeconds`.
    ///
    /// Returns the failures the worker recorded, plus one naming the seed, the step and the
    /// operation when it hung.
    public func run(stepSeconds: Double, totalSeconds: Double, _ body: @escaping @Sendable (FuzzWatchdog) -> Void) -> [String] {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            body(self)
            done.signal()
        }
        thread.stackSize = 64 << 20
        let start = ContinuousClock.now
        lock.lock()
        stepStarted = start
        lock.unlock()
        thread.start()
        while done.wait(timeout: .now() + 0.05) == .timedOut {
            lock.lock()
            let stepTime = stepStarted.duration(to: .now), where_ = current
            lock.unlock()
            let reason: String
            if stepTime > .seconds(stepSeconds) {
                reason = "one step ran for more than \(stepSeconds) s"
            } else if start.duration(to: .now) > .seconds(totalSeconds) {
                reason = "the run did not finish within \(totalSeconds) s"
            } else {
                continue
            }
            lock.lock()
            cancelled = true
            lock.unlock()
            // A worker between steps stops soon; give it a moment, then abandon it.
            _ = done.wait(timeout: .now() + 2)
            fail("Fuzz run hung at \(where_): \(reason).")
            break
        }
        lock.lock()
        defer { lock.unlock() }
        return failures
    }
}

/// Drives a `FuzzTarget` for a number of steps under a watchdog.
public enum FuzzDriver {
    /// Runs `steps` random steps of the target `make(seed)` builds, checking its invariants
    /// after each, under a watchdog (see `FuzzWatchdog.run`); stops at the first broken invariant. Returns the failures, each naming the
    /// seed, the step and the operation.
    public static func run(
        seed: UInt64, steps: Int, stepSeconds: Double, totalSeconds: Double,
        make: @escaping @Sendable (UInt64) -> any FuzzTarget
    ) -> [String] {
        FuzzWatchdog(seed: seed).run(stepSeconds: stepSeconds, totalSeconds: totalSeconds) { watchdog in
            var rng = FuzzRandom(seed: seed)
            let target = make(seed)
            for index in 1...steps {
                if watchdog.isCancelled { return }
                let step = target.step(rng: &rng)
                watchdog.begin(step: index, operation: step.name)
                // Refusals are expected: capture them so they are neither logged nor kept.
                _ = Diagnostics.capture { step.perform() }
                let violations = target.invariantViolations()
                if !violations.isEmpty {
                    let lines = violations.prefix(5).joined(separator: "; ")
                    watchdog.fail("seed \(seed), step \(index) (\(step.name)): \(lines)")
                    return
                }
            }
        }
    }
}
