import Foundation

/// A progress bar on a terminal, plain lines otherwise (logs, CI). Thread-safe.
final class ProgressReporter: @unchecked Sendable {
    private let isTerminal = isatty(STDOUT_FILENO) != 0
    private let lock = NSLock()
    private var lastLine = -1

    func update(_ done: Int, of total: Int, _ item: String) {
        lock.lock()
        defer { lock.unlock() }
        if isTerminal {
            let width = 30
            let filled = total > 0 ? done * width / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let text = "\r\(bar) \(done)/\(total) \(item)"
            FileHandle.standardOutput.write(Data((text.padding(toLength: max(text.count, 100), withPad: " ", startingAt: 0)).utf8))
        } else {
            // One line per tenth of the work (and the last), so logs stay short.
            let step = max(1, total / 10)
            if done == total || done / step != lastLine {
                lastLine = done / step
                print("[\(done)/\(total)] \(item)")
            }
        }
    }

    func finish() {
        if isTerminal { FileHandle.standardOutput.write(Data("\n".utf8)) }
    }
}
