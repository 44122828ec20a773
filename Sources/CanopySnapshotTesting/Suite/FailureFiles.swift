import CanopyCairo
import Foundation

/// The artifacts of one failure and the goldens they replace, checked to exist and to stay
/// inside the package's `Snapshots/`.
struct FailureFiles {
    /// An artifact and its golden's path relative to the package.
    struct Pair {
        var artifact: URL
        var golden: String
    }

    /// The image first (when the failure is an image's), then its tree dump and timeline.
    var pairs: [Pair]
    /// The actual image's recorded environment (its PNG text chunks); nil for a tree or
    /// timeline failure.
    var environment: [String: String]?

    /// Reads what `manifest`, found in `folder`, names; throws when a file it needs is
    /// missing or unreadable, or its golden path leaves `Snapshots/`.
    init(manifest: SnapshotFailureManifest, folder: URL, manifestPath: String) throws {
        let golden = manifest.golden
        let parts = golden.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0] == "Snapshots", !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw SnapshotSuiteError("\(manifestPath) names the golden '\(golden)', which is not a path below Snapshots/")
        }
        let name = String(parts[parts.count - 1])
        let goldenFolder = parts.dropLast().joined(separator: "/")
        func required(_ file: URL, _ what: String) throws -> URL {
            guard isRegularFile(file) else {
                throw SnapshotSuiteError("\(file.path) is missing: the failure \(manifest.title) has no \(what) to accept (partial artifacts?)")
            }
            return file
        }
        if manifest.kind == "tree" {
            guard name.hasSuffix(".tree.txt") else {
                throw SnapshotSuiteError("\(manifestPath) names the tree golden '\(golden)', which does not end in .tree.txt")
            }
            let stem = String(name.dropLast(".tree.txt".count))
            pairs = [Pair(artifact: try required(folder.appendingPathComponent("\(stem).actual.tree.txt"), "actual tree dump"), golden: golden)]
            environment = nil
            return
        }
        if manifest.kind == "timeline" {
            guard name.hasSuffix(".timeline.txt") else {
                throw SnapshotSuiteError("\(manifestPath) names the timeline golden '\(golden)', which does not end in .timeline.txt")
            }
            let stem = String(name.dropLast(".timeline.txt".count))
            let artifact = folder.appendingPathComponent("\(stem).timeline.actual.txt")
            pairs = [Pair(artifact: try required(artifact, "actual timeline"), golden: golden)]
            environment = nil
            return
        }
        if manifest.kind == "accessibility" {
            guard name.hasSuffix(".accessibility.txt") else {
                throw SnapshotSuiteError("\(manifestPath) names the accessibility golden '\(golden)', which does not end in .accessibility.txt")
            }
            let stem = String(name.dropLast(".txt".count))
            pairs = [Pair(artifact: try required(folder.appendingPathComponent("\(stem).actual.txt"), "actual accessibility text"), golden: golden)]
            environment = nil
            return
        }
        guard name.hasSuffix(".png"), let actualName = manifest.actual, !actualName.contains("/") else {
            throw SnapshotSuiteError("\(manifestPath) names no actual image for the golden '\(golden)'")
        }
        let actual = try required(folder.appendingPathComponent(actualName), "actual image")
        let summary: PNGSummary
        do {
            summary = try PNGSummary(pngData: try FileIO.readRegularFile(actual, limit: FileIO.maximumReadSize), file: actual.path)
        } catch {
            throw SnapshotSuiteError("\(actual.path) is not a PNG to accept: \(error)")
        }
        environment = summary.text
        let stem = String(name.dropLast(".png".count))
        pairs = [Pair(artifact: actual, golden: golden)]
        // The tree dump and timeline written beside a failing image replace their goldens too.
        for (artifact, goldenName) in [("\(stem).actual.tree.txt", "\(stem).tree.txt"), ("\(stem).timeline.actual.txt", "\(stem).timeline.txt")] {
            let url = folder.appendingPathComponent(artifact)
            if isRegularFile(url) { pairs.append(Pair(artifact: url, golden: "\(goldenFolder)/\(goldenName)")) }
        }
    }
}
