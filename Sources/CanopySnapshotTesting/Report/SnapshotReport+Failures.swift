import Canopy
import Foundation

extension SnapshotReport {
    /// Writes the manifest of an image mismatch and rebuilds the page; returns the message
    /// line pointing at the page, or saying why it was not written.
    static func recordFailure(
        of location: SnapshotLocation, message: String, artifacts: SnapshotArtifacts.Written, structure: TreeGoldenFile.Structure
    ) -> String {
        func name(_ path: String) -> String? {
            let url = URL(fileURLWithPath: path)
            return url.deletingLastPathComponent().path == location.artifactsFolder.path ? url.lastPathComponent : nil
        }
        let manifest = SnapshotFailureManifest(
            title: title(of: location), golden: location.golden.path, message: message,
            reference: name(artifacts.reference), actual: name(artifacts.actual), diff: name(artifacts.diff),
            treeChanges: structure.changes, treeNote: structure.note)
        return record(manifest, for: location)
    }

    /// Writes the manifest of a failed tree snapshot (no images) and rebuilds the page.
    static func recordTreeFailure(of location: SnapshotLocation, message: String, changes: [String]) -> String {
        let manifest = SnapshotFailureManifest(
            title: title(of: location), golden: location.treeGolden.path, message: message, treeChanges: changes,
            treeNote: changes.isEmpty ? "the tree golden could not be compared" : nil)
        return record(manifest, for: location)
    }

    /// Removes a snapshot's manifest once it matches and rebuilds the page if there was one.
    static func forgetFailure(of location: SnapshotLocation) {
        let url = SnapshotFailureManifest.url(for: location)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.removeItem(at: location.actualTreeArtifact)
        _ = try? SnapshotReport(folder: location.reportFolder).rebuild()
    }

    private static func title(of location: SnapshotLocation) -> String {
        "\(location.artifactsFolder.lastPathComponent)/\(location.stem)"
    }

    private static func record(_ manifest: SnapshotFailureManifest, for location: SnapshotLocation) -> String {
        let report = SnapshotReport(folder: location.reportFolder)
        do {
            try manifest.write(to: SnapshotFailureManifest.url(for: location))
            try report.rebuild()
            return "\n  report:    \(report.index.path)"
        } catch {
            return "\n  report not written: \(error)"
        }
    }
}
