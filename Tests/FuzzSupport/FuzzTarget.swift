import Canopy
import Foundation

/// One operation a fuzz target chose: a name for failure messages, and the work itself.
///
/// Chosen and performed separately, so a hang inside `perform` is reported with its name.
public struct FuzzStep {
    /// Creates a step named `name` that runs `perform`.
    public init(name: String, perform: @escaping () -> Void) {
        self.name = name
        self.perform = perform
    }

    /// What the step does, e.g. `"v3.frame = (0, 0, 1e+300, nan)"`.
    public let name: String
    /// Performs the step on the target.
    public let perform: () -> Void
}

/// Something a seeded random driver exercises one step at a time, checking invariants after
/// each step. A target is created and used on one thread (trees are thread-confined).
public protocol FuzzTarget: AnyObject {
    /// Chooses the next operation with `rng`, without performing it.
    func step(rng: inout FuzzRandom) -> FuzzStep
    /// Every invariant that does not hold now, one sentence each; empty when all hold.
    func invariantViolations() -> [String]
}

/// A small, fast, seedable generator (SplitMix64), so a seed replays the same run everywhere.
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// A number from ordinary values, edges of the representable range and non-finite ones.
    public mutating func hostileNumber() -> CGFloat {
        if chance(0.6) { return CGFloat(Double.random(in: -400...1200, using: &self).rounded()) }
        return pick([
            0, 1, -1, 0.5, 20, 44, 59, 375, 667, -667, 1e6, -1e6, 1e15, 1e300, -1e300, 1.7e308, -1.7e308,
            .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300, .nan, .infinity, -.infinity,
        ])
    }

    /// A non-negative, usually finite number (sizes, insets).
    public mutating func hostileSize() -> CGFloat {
        let v = hostileNumber()
        return v.isNaN || chance(0.8) ? abs(v.isNaN ? 0 : v) : v
    }
}

/// How much fuzzing one `make test` run does, read from the environment for long runs.
///
/// `CANOPY_FUZZ_SEEDS`: a count (seeds 1...n) or a comma-separated list of seeds (default 8);
/// `CANOPY_FUZZ_STEPS`: steps per seed (default 2,000); `CANOPY_FUZZ_SECONDS`: how long one
/// step may run before the watchdog calls it a hang (default 10). A whole seed may take
/// 60 s plus 50 ms a step.
public struct FuzzBudget: Sendable {
    public let seeds: [UInt64]
    public let steps: Int
    public let stepSeconds: Double
    public var totalSeconds: Double { 60 + Double(steps) * 0.05 }

    public static let current: FuzzBudget = {
        let env = ProcessInfo.processInfo.environment
        var seeds = Array(UInt64(1)...8)
        if let raw = env["CANOPY_FUZZ_SEEDS"]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty {
            if raw.contains(",") {
                seeds = raw.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
            } else if let n = UInt64(raw), n > 0 {
                seeds = Array(1...n)
            }
        }
        let steps = env["CANOPY_FUZZ_STEPS"].flatMap { Int($0) }.map { max(1, $0) } ?? 2_000
        let seconds = env["CANOPY_FUZZ_SECONDS"].flatMap { Double($0) }.map { max(0.1, $0) } ?? 10
        return FuzzBudget(seeds: seeds.isEmpty ? [1] : seeds, steps: steps, stepSeconds: seconds)
    }()
}
