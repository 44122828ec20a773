import Foundation

/// One benchmark result line of `results/latest.json`.
///
/// The keys are a stable format read by outside checks: `ratio` is `value / baseline_value`,
/// so for times lower is better and for rates (unit ending in `/s`) higher is better.
/// `instructions` and `baseline_instructions` are optional (left out when not counted):
/// callgrind's instruction counts per event, node, operation, snapshot or screen, the unit
/// each scenario's row in `Benchmarks/README.md` names.
struct Result: Codable {
    var name: String
    var value: Double
    var unit: String
    var baseline: String
    var baseline_value: Double
    var ratio: Double
    var instructions: Double?
    var baseline_instructions: Double?

    init(name: String, value: Double, unit: String, baseline: String, baselineValue: Double) {
        self.name = name
        self.value = value
        self.unit = unit
        self.baseline = baseline
        self.baseline_value = baselineValue
        // A missing baseline (a tool that could not be installed) is reported as 0 with ratio 0.
        self.ratio = baselineValue > 0 ? value / baselineValue : 0
    }
}

/// Monotonic nanoseconds.
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Median of `repeats` timings of `body`, each running it `iterations` times, in ns per iteration.
///
/// In a counting run: instructions per iteration instead, over `iterations` calls (at most
/// 1,024, a cheap loop step) or, for a single-call body, two calls (so an alternating body such
/// as a portrait-landscape layout is counted both ways).
func medianNanoseconds(repeats: Int = 15, iterations: Int, _ body: () -> Void) -> Double {
    if InstructionCounting.isActive {
        return InstructionCounting.perCall(calls: iterations > 1 ? min(iterations, 1024) : 2, body)
    }
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = nowNanoseconds()
        for _ in 0..<iterations { body() }
        samples.append(Double(nowNanoseconds() - start) / Double(iterations))
    }
    return median(samples)
}

/// Median of `repeats` single runs of `body`, in milliseconds.
///
/// In a counting run: instructions per call instead, of one call after a warm-up (these
/// bodies take milliseconds natively, so a second call would cost seconds under callgrind
/// and, the count being deterministic, tell nothing new).
func medianMilliseconds(repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    if InstructionCounting.isActive { return try InstructionCounting.perCall(calls: 1, body) }
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = nowNanoseconds()
        try body()
        samples.append(Double(nowNanoseconds() - start) / 1e6)
    }
    return median(samples)
}

/// The middle value (the mean of the two middle values for an even count); 0 when empty.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Keeps a value alive so the optimiser cannot drop the work producing it.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
