import Canopy
import CanopyCairo
import Examples
import Foundation

/// Argument checks shared by the subcommands; each failure is one clear line.
enum Arguments {
    static func example(_ name: String) throws -> Example {
        guard let e = ScreenCatalog.current.named(name) else {
            throw CLIError("unknown example '\(name)'; run 'canopy examples' for the list")
        }
        return e
    }

    static func device(_ name: String) throws -> DeviceProfile {
        guard let d = DeviceProfile.named(name) else {
            throw CLIError("unknown device '\(name)'; run 'canopy devices' for the list")
        }
        return d
    }

    static func finite(_ value: Double, _ option: String, in range: ClosedRange<Double>) throws -> CGFloat {
        guard value.isFinite, range.contains(value) else {
            throw CLIError("\(option) \(value) is out of range \(Int(range.lowerBound))...\(Int(range.upperBound))")
        }
        return CGFloat(value)
    }

    /// Checks that `url`'s folder exists (or can be made) and is writable, and that nothing
    /// but a regular file is at `url` (no device, FIFO, socket, folder or symbolic link),
    /// before any work.
    ///
    /// A path ending in `/`, or naming an existing folder, is a folder: the file goes inside
    /// it as `defaultName` (never as a file named after the folder).
    static func writableFile(_ path: String, defaultName: String) throws -> URL {
        var isDirectory: ObjCBool = false
        let namesFolder =
            path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let url = namesFolder ? URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(defaultName) : URL(fileURLWithPath: path)
        try writableDirectory(url.deletingLastPathComponent().path)
        do {
            try FileIO.checkWriteTarget(url)
        } catch RenderError.unwritableFile(_, let reason) {
            throw CLIError("output '\(url.path)': \(reason)")
        }
        return url
    }

    /// Refuses an output path that is one of the inputs: writing there would destroy it.
    ///
    /// Compares the files themselves (device and inode) when both exist, so a different
    /// spelling or a link to an input is caught too.
    static func refuseOverwriting(_ output: URL, inputs: [String], option: String) throws {
        for input in inputs {
            var a = stat(), b = stat()
            let sameFile = stat(output.path, &a) == 0 && stat(input, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
            if sameFile || output.standardizedFileURL.path == URL(fileURLWithPath: input).standardizedFileURL.path {
                throw CLIError("\(option) '\(output.path)' is the input '\(input)'; choose another file so the input is kept")
            }
        }
    }

    /// Creates the folder if needed and checks it is writable.
    @discardableResult
    static func writableDirectory(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError("output folder '\(path)' is a file") }
        } else {
            do {
                try fm.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw CLIError("cannot create output folder '\(path)'")
            }
        }
        guard fm.isWritableFile(atPath: url.path) else { throw CLIError("output folder '\(path)' is not writable") }
        return url
    }
}
