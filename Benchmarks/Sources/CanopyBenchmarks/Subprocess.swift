import Foundation

/// Runs external programs (the C baseline, ImageMagick, Python, the `canopy` tool).
enum Subprocess {
    /// What a finished program said.
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Wall time from launch to exit, in milliseconds.
        var milliseconds: Double
    }

    /// Runs `executable` with `arguments` and waits; nil when it cannot be started.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let start = nowNanoseconds()
        do { try process.run() } catch { return nil }
        // Drain both pipes before waiting, so a chatty program cannot block on a full pipe.
        let errData = DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errData.data = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let elapsed = Double(nowNanoseconds() - start) / 1e6
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData.data, as: UTF8.self), milliseconds: elapsed)
    }

    /// Median wall time in ms of `repeats` runs; nil when the program cannot run or any run
    /// exits with a status outside `accepting`.
    static func medianMilliseconds(
        _ executable: String, _ arguments: [String], repeats: Int, accepting: Set<Int32> = [0]
    ) -> Double? {
        var samples: [Double] = []
        for _ in 0..<repeats {
            guard let output = run(executable, arguments), accepting.contains(output.status) else {
                return nil
            }
            samples.append(output.milliseconds)
        }
        return median(samples)
    }

    /// `program` itself when it is a path (has a `/`), else its full path on `PATH`; nil when
    /// there is none. Unlike `which`, also in a counting run.
    static func resolve(_ program: String) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The full path of `name` on `PATH`, or nil; always nil in a counting run, which counts
    /// the runner's own work (outside programs are timed, natively, in the timing run).
    static func which(_ name: String) -> String? {
        guard !InstructionCounting.isActive else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Bytes handed from the thread draining a pipe to the one waiting for it (the group's wait
/// orders the write before the read).
final class DataBox: @unchecked Sendable {
    var data = Data()
}
