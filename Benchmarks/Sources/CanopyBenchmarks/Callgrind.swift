import Foundation

/// Counts the instructions of other programs (the C baseline, the `canopy` tool) by running
/// them under valgrind's callgrind.
enum Callgrind {
    /// The instruction totals of every part callgrind wrote for one run of `executable`: one
    /// per dump `callgrindOptions` asked for (`--dump-after=…`), in order, then the final
    /// dump at exit. Nil, with a log line, when valgrind fails or a part has no readable count.
    static func parts(
        valgrind: String, _ executable: String, _ arguments: [String], callgrindOptions: [String] = [], folder: URL
    ) -> [Int]? {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("callgrind.out")
        let valgrindArguments = ["--tool=callgrind", "--callgrind-out-file=\(out.path)"] + callgrindOptions
        guard let run = Subprocess.run(valgrind, valgrindArguments + [executable] + arguments), run.status == 0 else {
            log("instructions: valgrind failed on \(URL(fileURLWithPath: executable).lastPathComponent) \(arguments.joined(separator: " "))")
            return nil
        }
        var totals: [Int] = []
        var part = 1
        while FileManager.default.fileExists(atPath: "\(out.path).\(part)") {
            guard let total = total(URL(fileURLWithPath: "\(out.path).\(part)")) else { return nil }
            totals.append(total)
            part += 1
        }
        guard let final = total(out) else { return nil }
        return totals + [final]
    }

    /// Instructions `executable` ran with `arguments`: the whole process, or only inside the
    /// functions named by `toggleCollect` (callgrind collects between their entry and exit).
    static func instructions(
        valgrind: String, _ executable: String, _ arguments: [String], toggleCollect: [String] = [], folder: URL
    ) -> Int? {
        let toggles = toggleCollect.isEmpty ? [] : ["--collect-atstart=no"] + toggleCollect.map { "--toggle-collect=\($0)" }
        return parts(valgrind: valgrind, executable, arguments, callgrindOptions: toggles, folder: folder)?.last
    }

    /// Instructions per unit as the slope between two runs of `count` (a run of `small` units
    /// and one of `large`), so whatever a run costs regardless of its size (start-up, loading,
    /// set-up) cancels out. Nil when either run gives no count or the slope is not positive.
    static func slope(small: Int, large: Int, _ count: (Int) -> Int?) -> Double? {
        guard large > small, let a = count(small), let b = count(large), b > a else { return nil }
        return Double(b - a) / Double(large - small)
    }

    private static func total(_ url: URL) -> Int? {
        guard let text = try? String(contentsOf: url, encoding: .utf8), let total = CallgrindOutput.totalInstructions(text) else {
            log("instructions: no count in \(url.path)")
            return nil
        }
        return total
    }
}
