import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program with its output discarded and reports its wall time and peak memory, from
/// the kernel's accounting of that one child (`wait4`), which `Process` does not expose.
enum ResourceUsage {
    /// What one run cost.
    struct Run {
        /// The exit status (128 + the signal number when a signal ended it).
        var status: Int32
        /// Wall time from launch to exit, in seconds.
        var seconds: Double
        /// Peak resident memory, in KiB (Linux reports `ru_maxrss` in KiB).
        var maxResidentKiB: Int
    }

    /// Runs `executable` with `arguments`, stdout and stderr to /dev/null; nil when it cannot start.
    static func run(_ executable: String, _ arguments: [String]) -> Run? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let start = nowNanoseconds()
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let seconds = Double(nowNanoseconds() - start) / 1e9
        // The wait status: low seven bits the ending signal (0 for a normal exit), next byte the exit code.
        let signal = status & 0x7f
        return Run(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, seconds: seconds, maxResidentKiB: Int(usage.ru_maxrss))
    }
}
