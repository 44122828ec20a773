import Foundation

/// What the runner was asked to do, from its command line (`scripts/bench.sh` passes these).
///
///     CanopyBenchmarks [--output FILE] [--work DIR] [--only GROUP] [--suffix TEXT]
///                      [--merge FILE]...
///                      [--cairo-baseline EXE] [--canopy EXE] [--python EXE] [--kiwi-python EXE]
///                      [--valgrind EXE] [--counting-canopy EXE]
///                      [--count-instructions FOLDER] [--count-programs] [--instructions FILE]...
struct Options {
    /// Where the JSON list goes.
    var output = "results/latest.json"
    /// Scratch folder for scenes, PNGs and galleries (wiped scenario by scenario).
    var work = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-bench-work").path
    /// Run only this scenario group (`scroll`, `layout`, `render`, `png`, `snapshot`,
    /// `throughput`, `gallery`, `constraints`, `text`, `text-large` for the one-megabyte label
    /// alone, or `none` to only merge); nil runs all. `scripts/bench.sh`
    /// runs each group in a process of its own, so no scenario inherits another's heap.
    var only: String?
    /// Appended to every result name (`-debug` for the debug-build run).
    var suffix = ""
    /// Results of other runs to append to this run's (repeatable; the per-group and
    /// debug-build runs' JSON files).
    var merge: [String] = []
    /// The C baseline program built by the script.
    var cairoBaseline: String?
    /// The Pango text-layout baseline program built by the script.
    var pangoBaseline: String?
    /// A release build of the `canopy` tool.
    var canopy: String?
    /// A Python with `pixelmatch` and Pillow installed.
    var python: String?
    /// A Python that `Benchmarks/Baseline/kiwi_solve.py` runs with; the script finds
    /// kiwisolver where `scripts/solver-oracle.sh` installs it.
    var kiwiPython: String?
    /// valgrind, to count the instructions of the C baseline and of `canopy` (optional).
    var valgrind: String?
    /// A copy of `canopy` without debug information, which valgrind 3.19 cannot read.
    var countingCanopy: String?
    /// Count instructions instead of timing: the runner is running under callgrind, which
    /// writes its part files to this folder (see `InstructionCounting`).
    var countInstructions: String?
    /// Count the instructions of the outside programs (the C baseline for `render` and `png`,
    /// `canopy` for `gallery`) under callgrind, from the files a timing run left in `work`,
    /// instead of running scenarios.
    var countPrograms = false
    /// Results of counting runs whose values become the `instructions` of the timed results
    /// with the same names (repeatable).
    var instructions: [String] = []

    init(arguments: [String]) {
        var i = 1
        func value() -> String? {
            i += 1
            return i < arguments.count ? arguments[i] : nil
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--output": output = value() ?? output
            case "--work": work = value() ?? work
            case "--only": only = value()
            case "--suffix": suffix = value() ?? ""
            case "--merge": if let file = value() { merge.append(file) }
            case "--cairo-baseline": cairoBaseline = value()
            case "--pango-baseline": pangoBaseline = value()
            case "--canopy": canopy = value()
            case "--python": python = value()
            case "--kiwi-python": kiwiPython = value()
            case "--valgrind": valgrind = value()
            case "--counting-canopy": countingCanopy = value()
            case "--count-instructions": countInstructions = value()
            case "--count-programs": countPrograms = true
            case "--instructions": if let file = value() { instructions.append(file) }
            default: FileHandle.standardError.write(Data("ignoring argument \(arguments[i])\n".utf8))
            }
            i += 1
        }
    }

    /// A fresh, empty sub-folder of the work folder.
    func freshFolder(_ name: String) -> URL {
        let url = URL(fileURLWithPath: work).appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Progress lines on stderr, so a long run shows where it is.
func log(_ message: String) {
    FileHandle.standardError.write(Data("[bench] \(message)\n".utf8))
}

extension Options {
    /// Whether the scenario group runs.
    func runs(_ group: String) -> Bool { only == nil || only == group }
}
