import CanopyCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The page a person opens in a browser to look at snapshot failures: `index.html` in the
/// artifacts folder, a summary table linking one collapsible card per failure with its
/// message, the reference, actual and diff images (filmstrips at full size, their differing
/// frames outlined), an overlay slider, a blink toggle and the nodes that changed.
///
/// Every failing assertion writes a manifest beside its images and rebuilds the page from
/// all manifests on disk, under a lock file, writing it atomically; so tests failing in
/// parallel, in one process or several, leave one page listing all of them. The page needs
/// no server and no network: styles and script are inline, images are referenced by
/// relative path and load lazily, and no path of the machine that wrote it appears, so the
/// folder can be moved. Manifests and the lock file are opened only as regular files, never
/// blocking and never following a link planted as the lock.
public struct SnapshotReport: Sendable {
    /// The folder holding the page and, up to three levels below it, the failures' files.
    public let folder: URL

    /// A report for `folder` (`.canopy-failures/`, `$CANOPY_ARTIFACTS`, or any folder of
    /// artifacts copied elsewhere).
    public init(folder: URL) {
        self.folder = folder
    }

    /// The page: `index.html` in ``folder``.
    public var index: URL { folder.appendingPathComponent("index.html") }

    /// Manifests deeper than this below ``folder`` are not looked for.
    static let maximumDepth = 3
    /// At most this many failures are listed; the page says how many were left out.
    static let maximumEntries = 2000

    /// Rewrites ``index`` from the failure manifests below ``folder`` and returns how many
    /// failures it lists (unreadable manifests are listed as such and counted).
    ///
    /// Throws ``SnapshotReportError`` naming the folder when it does not exist or the page
    /// cannot be written; a page already there is then left as it was.
    @discardableResult
    public func rebuild() throws -> Int {
        try rebuild(acceptFolder: folder.standardizedFileURL.lastPathComponent)
    }

    /// ``rebuild()`` with the folder named `acceptFolder` in the page's accept commands: a
    /// merged report is built under a temporary name and then renamed.
    @discardableResult
    func rebuild(acceptFolder: String) throws -> Int {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            if FileManager.default.fileExists(atPath: folder.path) {
                throw SnapshotReportError("a file is in the way at \(folder.path), where the snapshot report's folder should be")
            }
            throw SnapshotReportError("no folder at \(folder.path) to build a snapshot report in")
        }
        return try withLock {
            let found = manifestPaths()
            let entries: [SnapshotReportPage.Entry] = found.paths.prefix(Self.maximumEntries).map { relative in
                let url = relative.reduce(folder) { $0.appendingPathComponent($1) }
                let folderPath = Array(relative.dropLast())
                do {
                    return .failure(folder: folderPath, manifest: try SnapshotFailureManifest.read(url))
                } catch {
                    return .unreadable(path: relative.joined(separator: "/"), reason: "\(error)")
                }
            }
            let omitted = found.paths.count - entries.count + found.skipped
            var page = SnapshotReportPage(entries: entries, omitted: omitted)
            page.acceptFolder = acceptFolder
            let html = page.html
            do {
                try FileIO.writeAtomically(Data(html.utf8), to: index)
            } catch {
                throw SnapshotReportError("cannot write the snapshot report \(index.path): \(error)")
            }
            return entries.count
        }
    }

    /// Relative paths (as components) of the manifests below ``folder``, sorted, and how
    /// many were skipped for being past the entry limit while searching.
    func manifestPaths() -> (paths: [[String]], skipped: Int) {
        var paths: [[String]] = []
        var skipped = 0
        var pending: [[String]] = [[]]
        let fm = FileManager.default
        while let relative = pending.popLast() {
            let url = relative.reduce(folder) { $0.appendingPathComponent($1) }
            guard let names = try? fm.contentsOfDirectory(atPath: url.path) else { continue }
            // Every name but the report's own lock and temporary files: a suite or test whose
            // name starts with a dot (`"../escape()"` is stored as `.._escape`) is listed too.
            for name in names where name != Self.lockName && !name.hasSuffix(FileIO.temporarySuffix) {
                let path = relative + [name]
                if name.hasSuffix(SnapshotFailureManifest.suffix) {
                    if paths.count < Self.maximumEntries * 2 { paths.append(path) } else { skipped += 1 }
                    continue
                }
                var isFolder: ObjCBool = false
                if relative.count < Self.maximumDepth, fm.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder),
                    isFolder.boolValue
                {
                    pending.append(path)
                }
            }
        }
        return (paths.sorted { $0.joined(separator: "/") < $1.joined(separator: "/") }, skipped)
    }

    /// The lock file's name in ``folder``.
    static let lockName = ".canopy-report.lock"

    /// Runs `body` holding an exclusive lock on `.canopy-report.lock` in ``folder``, so two
    /// rebuilds never interleave listing and writing; without a lock file (a read-only
    /// folder) it runs unlocked and the write reports the problem.
    ///
    /// The lock file is opened without following a symbolic link and without blocking, and
    /// must be a regular file: a link planted in its place (which would otherwise make the
    /// test runner create or open whatever it names) or a FIFO is refused with an error
    /// naming the path, and nothing is written.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        let path = folder.appendingPathComponent(Self.lockName).path
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o644)
        guard descriptor >= 0 else {
            // O_NOFOLLOW fails with ELOOP on a link; anything else (a read-only folder) runs unlocked.
            if errno == ELOOP {
                throw SnapshotReportError("the lock file \(path) is a symbolic link; remove it (the report makes its own lock file)")
            }
            return try body()
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw SnapshotReportError("the lock file \(path) is not a regular file; remove it (the report makes its own lock file)")
        }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
