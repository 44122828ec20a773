import CanopyCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Merges the artifacts folders of a suite's shards into one folder: every failure's files
/// under the same relative paths, one `index.html`, and `summary.json` and `summary.md`
/// (see ``SnapshotSummary``) with paths relative to the merged folder.
///
/// Everything is checked before anything is written: a missing shard folder, an unreadable
/// manifest, a failure whose images are missing, two shards holding one failure, or an
/// output that is a shard or holds files throws ``SnapshotSuiteError``. The merged folder is
/// built beside the output under a temporary name and renamed into place, so the output is
/// either absent or complete.
public enum SnapshotReportMerge {
    /// Merges `shards` into `output` (made; an existing one must be an empty folder) and
    /// returns the summary written.
    @discardableResult
    public static func merge(_ shards: [URL], into output: URL) throws -> SnapshotSummary {
        guard !shards.isEmpty else { throw SnapshotSuiteError("no shard folders to merge") }
        for shard in shards {
            try GoldenAcceptance.requireFolder(shard, "artifacts folder")
            if shard.standardizedFileURL.path == output.standardizedFileURL.path
                || output.standardizedFileURL.path.hasPrefix(shard.standardizedFileURL.path + "/")
            {
                throw SnapshotSuiteError("the output \(output.path) is inside the shard folder \(shard.path); choose another")
            }
        }
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: output.path, isDirectory: &isFolder) {
            var info = stat()
            guard isFolder.boolValue, lstat(output.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                (try? fm.contentsOfDirectory(atPath: output.path).isEmpty) == true
            else { throw SnapshotSuiteError("\(output.path) exists and is not an empty folder; merge into a new folder") }
        }
        var copies: [(from: URL, to: [String])] = []
        var rows: [(folder: [String], manifest: SnapshotFailureManifest)] = []
        var owner: [String: String] = [:]
        for shard in shards {
            let found = SnapshotReport(folder: shard).manifestPaths()
            guard found.skipped == 0 else { throw SnapshotSuiteError("\(shard.path) holds more failures than one report lists") }
            for relative in found.paths {
                let url = relative.reduce(shard) { $0.appendingPathComponent($1) }
                let manifest: SnapshotFailureManifest
                do {
                    manifest = try SnapshotFailureManifest.read(url)
                } catch {
                    throw SnapshotSuiteError("\(error)")
                }
                let key = relative.joined(separator: "/")
                if let other = owner[key] {
                    throw SnapshotSuiteError("two shards hold the failure \(manifest.title): \(other) and \(shard.path)")
                }
                owner[key] = shard.path
                let folder = Array(relative.dropLast())
                let source = url.deletingLastPathComponent()
                let stem = String(relative.last!.dropLast(SnapshotFailureManifest.suffix.count))
                copies.append((url, relative))
                for name in [manifest.reference, manifest.actual, manifest.diff].compactMap({ $0 }) {
                    guard !name.contains("/"), isRegularFile(source.appendingPathComponent(name)) else {
                        throw SnapshotSuiteError(
                            "\(source.appendingPathComponent(name).path) is missing: the failure \(manifest.title) is incomplete (partial artifacts?)"
                        )
                    }
                    copies.append((source.appendingPathComponent(name), folder + [name]))
                }
                for name in ["\(stem).actual.tree.txt", "\(stem).timeline.actual.txt"] where isRegularFile(source.appendingPathComponent(name)) {
                    copies.append((source.appendingPathComponent(name), folder + [name]))
                }
                rows.append((folder, manifest))
            }
        }
        let temporary = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).\(getpid())-\(UUID().uuidString.prefix(8))\(FileIO.temporarySuffix)")
        do {
            try fm.createDirectory(at: temporary, withIntermediateDirectories: true)
            for copy in copies {
                let target = copy.to.reduce(temporary) { $0.appendingPathComponent($1) }
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fm.copyItem(at: copy.from, to: target)
            }
            try SnapshotReport(folder: temporary).rebuild(acceptFolder: output.lastPathComponent)
            let summary = SnapshotSummary(rows: rows, shards: shards.count, folderName: output.lastPathComponent)
            try FileIO.writeAtomically(try summary.json(), to: temporary.appendingPathComponent(SnapshotSummary.jsonName))
            try FileIO.writeAtomically(Data(summary.markdown.utf8), to: temporary.appendingPathComponent(SnapshotSummary.markdownName))
            if fm.fileExists(atPath: output.path) { try fm.removeItem(at: output) }
            guard rename(temporary.path, output.path) == 0 else {
                throw SnapshotSuiteError("cannot move the merged report to \(output.path): \(String(cString: strerror(errno)))")
            }
            return summary
        } catch {
            try? fm.removeItem(at: temporary)
            if let error = error as? SnapshotSuiteError { throw error }
            throw SnapshotSuiteError("cannot write the merged report at \(output.path): \(error)")
        }
    }
}
