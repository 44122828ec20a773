import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A value handed from a worker thread, with a semaphore saying it is there.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}

/// Runs `body` on its own thread and returns its result, or nil when it has not finished
/// within `seconds`. Then each FIFO in `fifos` is opened for writing and closed, which ends
/// any read waiting on it, so code that blocks fails the test instead of hanging the run.
func finishing<T: Sendable>(within seconds: Double, unblocking fifos: [String] = [], _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    Thread {
        box.value = body()
        box.done.signal()
    }.start()
    if box.done.wait(timeout: .now() + seconds) == .success { return box.value }
    for fifo in fifos {
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }
    box.done.wait()
    return nil
}

/// A sparse file of `size` bytes at `url`: it costs no disk, but a reader that trusts no cap
/// reads every byte.
func makeSparseFile(_ url: URL, size: Int) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
}
