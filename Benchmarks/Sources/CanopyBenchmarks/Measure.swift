import Foundation

/// One benchmark result line of `results/latest.json`.
struct Result: Codable {
    var name: String
    var value: Double
    var unit: String
    var baseline: String
    var baseline_value: Double
    var ratio: Double
}

/// Monotonic nanoseconds.
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Median of `repeats` timings of `body`, each running it `iterations` times, in ns per iteration.
func medianNanoseconds(repeats: Int = 15, iterations: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repeats {
        let start = nowNanoseconds()
        for _ in 0..<iterations { body() }
        samples.append(Double(nowNanoseconds() - start) / Double(iterations))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Keeps a value alive so the optimiser cannot drop the work producing it.
@inline(never) func blackHole<T>(_ value: T) { _ = value }
