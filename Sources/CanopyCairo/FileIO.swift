internal import CCanopySupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File reads and atomic writes with errors that name the path.
public enum FileIO {
    /// The most bytes `read(_:)` accepts: 2 GiB, past the largest PNG the decoder takes.
    ///
    /// A pipe or device has no size to check up front, so its stream is read in chunks and
    /// refused once it passes this cap rather than read until memory runs out.
    public static let maximumReadSize = 1 << 31

    /// Reads a whole file: a regular file, or a stream (a pipe, a FIFO, `/dev/stdin`, a
    /// `<(…)` process substitution) read to its end, up to `maximumReadSize` bytes.
    ///
    /// Throws `RenderError.unreadableFile` saying what the path is and why it cannot be read:
    /// missing, a folder, permission denied, too large, or the system's reason.
    public static func read(_ url: URL) throws -> Data {
        try read(path: url.path, limit: maximumReadSize)
    }

    /// `read(_:)` with an explicit size cap, for tests.
    static func read(path: String, limit: Int) throws -> Data {
        func fail(_ reason: String) -> RenderError { .unreadableFile(path: path, reason: reason) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw fail(errno == ENOENT ? "no such file" : FileIO.describe(errno))
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw fail("it is a folder, not a file") }
        if kind == S_IFREG, Int64(info.st_size) > Int64(limit) {
            throw fail("the file is \(info.st_size) bytes, more than the \(limit)-byte limit")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail(FileIO.describe(errno)) }
        defer { close(descriptor) }
        var data = Data()
        if kind == S_IFREG { data.reserveCapacity(Int(info.st_size)) }
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(FileIO.describe(errno))
            }
            if count == 0 { break }
            guard data.count + count <= limit else {
                throw fail("\(FileIO.kindName(kind)) gives more than the \(limit)-byte limit")
            }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    /// What a file type is called in messages.
    static func kindName(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: return "the pipe"
        case S_IFCHR: return "the device"
        case S_IFSOCK: return "the socket"
        default: return "the file"
        }
    }

    /// The system's text for an error number, lower-cased ("permission denied").
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// Ends the name of every temporary file `writeAtomically` makes
    /// (`.<name>.<pid>-<random>.canopy-partial`), so listings can skip them.
    public static let temporarySuffix = ".canopy-partial"

    /// Writes `data` to a temporary file beside `url`, then renames it over `url`.
    ///
    /// `rename(2)` within one folder is atomic, so readers never see a partial file; the
    /// temporary file is removed on any failure. Missing parent folders are created. Where
    /// the file system allows it, the data is written to an unnamed file that only gets a
    /// name just before the rename, so a process killed while writing leaves nothing behind;
    /// a named temporary file is called `.<name>.<pid>-<random>.canopy-partial`, which
    /// `removeAbandonedTemporaryFiles(in:)` recognises once its process is gone.
    ///
    /// Only a new path or a regular file is written (checked before writing and again just
    /// before the rename): a folder, a FIFO, a device, a socket or a symbolic link (wherever
    /// it points) is refused with `RenderError.unwritableFile` ("it is a FIFO (named pipe);
    /// output goes only into a regular file or a new path") and left as it was. A file in
    /// the way of a missing parent folder is named ("a file is in the way at …").
    public static func writeAtomically(_ data: Data, to url: URL) throws {
        try checkWriteTarget(url)
        let folder = url.deletingLastPathComponent()
        let unique = UUID().uuidString.prefix(8)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(unique)\(temporarySuffix)")
        do {
            try createFolder(folder)
        } catch {
            throw RenderError.unwritableFile(path: url.path, reason: "\(error)")
        }
        do {
            if !writeUnnamed(data, in: folder.path, linkingTo: temporary.path) {
                try data.write(to: temporary)
            }
            // Again: something put at the path while writing is not replaced either.
            try checkWriteTarget(url)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if error is RenderError { throw error }
            throw RenderError.unwritableFile(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = FileIO.describe(errno)
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.unwritableFile(path: url.path, reason: reason)
        }
    }

    /// Writes `data` to an unnamed file in `folder` (`O_TMPFILE`), then links it as `path`.
    ///
    /// Returns false when the file system cannot make unnamed files or the write fails, so
    /// the caller writes a named file instead (and reports that attempt's error).
    private static func writeUnnamed(_ data: Data, in folder: String, linkingTo path: String) -> Bool {
        data.withUnsafeBytes { bytes in
            canopy_write_unnamed(folder, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, path) == 1
        }
    }

    /// Removes temporary files `writeAtomically` left in `folder` and its direct subfolders
    /// when its process was killed before renaming them: those named
    /// `.<name>.<pid>-<random>.canopy-partial` whose process is no longer running. Returns how
    /// many it removed.
    @discardableResult
    public static func removeAbandonedTemporaryFiles(in folder: URL) -> Int {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = removeAbandoned(in: folder, names: names)
        for name in names where !name.hasPrefix(".") {
            let child = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let inner = try? fm.contentsOfDirectory(atPath: child.path)
            else { continue }
            removed += removeAbandoned(in: child, names: inner)
        }
        return removed
    }

    private static func removeAbandoned(in folder: URL, names: [String]) -> Int {
        var removed = 0
        for name in names where name.hasPrefix(".") && name.hasSuffix(temporarySuffix) {
            let stem = name.dropLast(temporarySuffix.count)
            guard let dot = stem.lastIndex(of: "."),
                let pid = Int32(stem[stem.index(after: dot)...].prefix { $0 != "-" })
            else { continue }
            // kill(pid, 0) fails with ESRCH only when no such process exists.
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil { removed += 1 }
            }
        }
        return removed
    }
}
