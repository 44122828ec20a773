import Foundation

/// What the runner was asked to do, from its command line (`scripts/bench.sh` passes these).
///
///     CanopyBenchmarks [--output FILE] [--work DIR] [--only snapshot] [--suffix TEXT]
///                      [--merge FILE] [--cairo-baseline EXE] [--canopy EXE] [--python EXE]
struct Options {
    /// Where the JSON list goes.
    var output = "results/latest.json"
    /// Scratch folder for scenes, PNGs and galleries (wiped scenario by scenario).
    var work = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-bench-work").path
    /// Only the snapshot-assertion scenarios (the debug-build run).
    var snapshotOnly = false
    /// Appended to every result name (`-debug` for the debug-build run).
    var suffix = ""
    /// Results of another run to append to this run's (the debug-build run's JSON).
    var merge: String?
    /// The C baseline program built by the script.
    var cairoBaseline: String?
    /// A release build of the `canopy` tool.
    var canopy: String?
    /// A Python with `pixelmatch` and Pillow installed.
    var python: String?

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
            case "--only": snapshotOnly = value() == "snapshot"
            case "--suffix": suffix = value() ?? ""
            case "--merge": merge = value()
            case "--cairo-baseline": cairoBaseline = value()
            case "--canopy": canopy = value()
            case "--python": python = value()
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
