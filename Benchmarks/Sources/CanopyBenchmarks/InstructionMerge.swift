import Foundation

/// Puts the counts of a counting run (`--count-instructions`) beside the timed results.
enum InstructionMerge {
    /// Units that measure a size, not work: their entries get no count.
    static let uncountedUnits: Set<String> = ["bytes", "KiB"]

    /// Sets `instructions` (and `baseline_instructions`, for a baseline measured in the
    /// runner's own process) on every result of `results` that `counted` has a value for.
    ///
    /// A counting run gives each entry its count where the timing run gives its time (see
    /// `InstructionCounting`). The `-vs-pixelmatch` entries time the same assertion as the
    /// entry without that suffix, so they take its count.
    static func attach(_ counted: [Result], to results: inout [Result]) {
        let byName = Dictionary(counted.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for i in results.indices where !uncountedUnits.contains(results[i].unit) {
            let name = results[i].name
            guard let count = byName[name] ?? byName[name.replacingOccurrences(of: "-vs-pixelmatch", with: "")] else { continue }
            if count.value > 0 { results[i].instructions = (count.value * 10).rounded() / 10 }
            if count.baseline_value > 0 { results[i].baseline_instructions = (count.baseline_value * 10).rounded() / 10 }
        }
    }
}
