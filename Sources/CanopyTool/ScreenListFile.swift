import Examples
import Foundation

/// Reads `canopy gallery --screens FILE`: at most `maximumBytes`, then parsed by `ScreenList`.
enum ScreenListFile {
    /// The largest list file read, in bytes: room for `ScreenList.maximumCount` lines of
    /// about 80 characters, so a wrong path (a disk image, a log) is refused, not loaded.
    static let maximumBytes = 8 << 20

    /// The screens `path` lists (a file or a pipe); a missing, oversized, non-UTF-8 or malformed list is a
    /// `CLIError` naming the file (and the line).
    static func read(_ path: String) throws -> [Gallery.Screen] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else {
            throw CLIError("cannot read screens list '\(path)'")
        }
        defer { try? handle.close() }
        // Reads one byte past the limit at most, so a device or an endless pipe is refused too.
        guard let data = try? handle.read(upToCount: maximumBytes + 1) ?? Data() else {
            throw CLIError("cannot read screens list '\(path)'")
        }
        guard data.count <= maximumBytes else {
            throw CLIError("screens list '\(path)' is larger than the limit of \(maximumBytes) bytes")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError("screens list '\(path)' is not UTF-8 text")
        }
        do {
            return try ScreenList.parse(text)
        } catch let error as ScreenList.ParseError {
            throw CLIError("screens list '\(path)' \(error)")
        }
    }
}
