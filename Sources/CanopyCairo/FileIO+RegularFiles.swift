import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads that accept only regular files and the rule for what a write may replace.
///
/// Goldens, tree dumps, timelines and failure manifests are files a test owns; a FIFO, device
/// or socket in their place is a mistake or a trap, never data. So they are opened without
/// blocking, checked on the opened descriptor (not on a path that can change or point
/// elsewhere), and read only up to their cap, whatever size the file system reports.
extension FileIO {
    /// Reads the regular file at `url`, refusing anything else, never blocking, and never
    /// reading more than `limit` bytes.
    ///
    /// The path is opened non-blocking (a FIFO opens at once instead of waiting for a writer),
    /// then the opened descriptor is checked, so a symbolic link is judged by what it points
    /// to. At most `limit + 1` bytes are read: a file that yields more is refused, however
    /// small it claims to be. Throws `RenderError.unreadableFile` naming the path and saying
    /// what is there instead: missing, a folder, a FIFO, a device, a socket, too large.
    public static func readRegularFile(_ url: URL, limit: Int) throws -> Data {
        try readRegularFile(path: url.path, limit: limit)
    }

    static func readRegularFile(path: String, limit: Int) throws -> Data {
        func fail(_ reason: String) -> RenderError { .unreadableFile(path: path, reason: reason) }
        // O_NOCTTY: a terminal named here never becomes the process's controlling terminal.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            // Opening a socket fails with ENXIO; say what is there rather than the code.
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { throw fail(notRegular(info.st_mode & S_IFMT)) }
            throw fail(code == ENOENT ? "no such file" : describe(code))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw fail(describe(errno)) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else { throw fail(notRegular(kind)) }
        var data = Data()
        data.reserveCapacity(max(0, min(Int(info.st_size), limit)))
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while data.count <= limit {
            let wanted = min(chunkSize, limit + 1 - data.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(describe(errno))
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
        }
        throw fail("the file holds more than the \(limit)-byte limit")
    }

    /// Why a non-regular file is refused: "it is a FIFO, not a regular file".
    static func notRegular(_ kind: mode_t) -> String {
        "it is \(article(kind)), not a regular file"
    }

    /// A file type with its article, for messages ("a FIFO", "a device").
    static func article(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a regular file"
        }
    }

    /// Refuses to write at `url` unless nothing or a regular file is there: throws
    /// `RenderError.unwritableFile` naming the path and what is there instead.
    ///
    /// `writeAtomically(_:to:)` checks this itself; tools call it to refuse an output path
    /// before doing any work. Renaming over a FIFO, device or socket would replace a system node; renaming over a
    /// folder fails anyway; a symbolic link is refused too, whatever it points to, so a link
    /// planted in an output folder can neither redirect a write elsewhere nor be silently
    /// swapped for a file.
    public static func checkWriteTarget(_ url: URL) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return }
            throw RenderError.unwritableFile(path: url.path, reason: describe(errno))
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFREG { return }
        var what = article(kind)
        var target = stat()
        if kind == S_IFLNK {
            what += stat(url.path, &target) == 0 ? " to \(article(target.st_mode & S_IFMT))" : " to nothing"
        }
        throw RenderError.unwritableFile(path: url.path, reason: "it is \(what); output goes only into a regular file or a new path")
    }

    /// Creates `folder` and its missing parents; the reason it cannot, naming the path of
    /// a file in the way when there is one ("a file is in the way at …").
    static func createFolder(_ folder: URL) throws(FolderProblem) {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while true {
            var info = stat()
            if stat(current.path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw FolderProblem(reason: "a file is in the way at \(current.path), so the folder \(folder.path) cannot be made")
                }
                break
            }
            // ENOTDIR: a file further up is in the way; keep walking up to name it.
            guard errno == ENOENT || errno == ENOTDIR, current.path != "/" else {
                throw FolderProblem(reason: "cannot make the folder \(folder.path): \(describe(errno))")
            }
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for url in missing.reversed() where mkdir(url.path, 0o755) != 0 && errno != EEXIST {
            throw FolderProblem(reason: "cannot make the folder \(url.path): \(describe(errno))")
        }
    }

    /// Why a folder could not be made, in words for a message.
    struct FolderProblem: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}
