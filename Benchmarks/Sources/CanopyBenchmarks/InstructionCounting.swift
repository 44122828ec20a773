import Foundation

/// Instruction counts of measured regions, taken while the runner runs under valgrind's
/// callgrind (`--count-instructions FOLDER`, see `scripts/bench.sh`).
///
/// Callgrind is started with `--zero-before=canopy_bench_count_begin
/// --dump-before=canopy_bench_count_end --callgrind-out-file=FOLDER/callgrind.out`: it zeroes
/// its counters when a region begins and writes them to the next numbered part file
/// (`callgrind.out.1`, `.2`, …) when it ends, so each part holds one region alone and the
/// runner reads it back straight away. Counts are deterministic where times swing 2x on a
/// shared machine.
///
/// In a counting run the timing helpers (`medianNanoseconds`, `medianMilliseconds`) call
/// their body once uncounted (caches, lazy set-up), then a few times inside a region, and
/// return instructions per call instead of a time. The scenarios' own arithmetic then turns
/// them into instructions per event, per node or per operation, the unit of their time.
enum InstructionCounting {
    /// Where callgrind writes its part files; nil in a timing run.
    nonisolated(unsafe) static var folder: String?
    /// Regions counted so far: the number of the part file the next region ends in, minus one.
    nonisolated(unsafe) private static var regions = 0

    /// Whether the runner is counting instructions instead of timing.
    static var isActive: Bool { folder != nil }

    /// Instructions per call of `body`: one uncounted warm-up call, then `calls` counted ones.
    static func perCall(calls: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        let total = try count { for _ in 0..<calls { try body() } }
        return Double(total) / Double(max(1, calls))
    }

    /// The instructions `body` executed, on every thread; 0 when no part file can be read.
    static func count(_ body: () throws -> Void) rethrows -> Int {
        canopyBenchCountBegin()
        try body()
        canopyBenchCountEnd()
        regions += 1
        guard let folder else { return 0 }
        let part = URL(fileURLWithPath: folder).appendingPathComponent("callgrind.out.\(regions)")
        guard let text = try? String(contentsOf: part, encoding: .utf8), let total = CallgrindOutput.totalInstructions(text) else {
            log("instructions: cannot read \(part.path)")
            return 0
        }
        return total
    }
}

/// Marks where a counted region begins: callgrind zeroes its counters on entry. The
/// assembly-level name is fixed so the valgrind command line can name it.
@_silgen_name("canopy_bench_count_begin")
@inline(never) func canopyBenchCountBegin() { markerCalls &+= 1 }

/// Marks where a counted region ends: callgrind writes its counters to a part file on entry.
@_silgen_name("canopy_bench_count_end")
@inline(never) func canopyBenchCountEnd() { markerEnds &+= 1 }

/// Written by the markers so the optimiser keeps their calls; one variable each, so the two
/// bodies differ and the optimiser cannot merge them into one function callgrind sees once.
nonisolated(unsafe) var markerCalls = 0
nonisolated(unsafe) var markerEnds = 0

/// Reads callgrind's output files.
enum CallgrindOutput {
    /// The `totals:` (or, failing that, `summary:`) line's first number: the instructions
    /// executed while callgrind was collecting, in a file made with the default event set.
    static func totalInstructions(_ text: String) -> Int? {
        var summary: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("totals:"), let value = firstNumber(line.dropFirst(7)) { return value }
            if line.hasPrefix("summary:") { summary = firstNumber(line.dropFirst(8)) }
        }
        return summary
    }

    private static func firstNumber(_ text: Substring) -> Int? {
        text.split(separator: " ").first.flatMap { Int($0) }
    }
}
