import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File reads and atomic writes with errors that name the path.
public enum FileIO {
    /// Reads a whole file.
    public static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "\(error.localizedDescription)" : "no such file"
            throw RenderError.unreadableFile(path: url.path, reason: reason)
        }
    }

    /// Writes `data` to a temporary file beside `url`, then renames it over `url`.
    ///
    /// `rename(2)` within one folder is atomic, so readers never see a partial file; the
    /// temporary file is removed on any failure. Missing parent folders are created.
    public static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.unwritableFile(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.unwritableFile(path: url.path, reason: reason)
        }
    }
}
