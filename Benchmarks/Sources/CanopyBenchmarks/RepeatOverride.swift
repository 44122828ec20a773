import Foundation

/// How many times a scenario repeats: `usual`, or the count in the environment variable
/// `CANOPY_BENCH_REPEATS_<SCENARIO>` (`png-encode` reads `CANOPY_BENCH_REPEATS_PNG_ENCODE`).
///
/// Instruction counts come from two `valgrind --tool=callgrind` runs of one group that differ
/// in one scenario's count: the difference over the extra repeats is the cost of one
/// operation on every thread, with the group's setup (the fixture, the goldens) cancelled out.
func repeats(_ scenario: String, _ usual: Int) -> Int {
    let key = "CANOPY_BENCH_REPEATS_" + scenario.uppercased().replacingOccurrences(of: "-", with: "_")
    return ProcessInfo.processInfo.environment[key].flatMap(Int.init).map { max(1, $0) } ?? usual
}
