import Canopy
import Foundation

extension SnapshotReport {
    /// Writes the manifest of an image mismatch and rebuilds the page; returns the message
    /// line pointing at the page, or saying why it was not written.
    ///
    /// `frames`, for a behaviour snapshot's filmstrip, are its frames' rectangles in the
    /// image; the page marks those whose pixels differ.
    static func recordFailure(
        of location: SnapshotLocation, message: String, artifacts: SnapshotArtifacts.Written, structure: TreeGoldenFile.Structure,
        comparison: ImageComparison, frames: [SnapshotFailureManifest.FrameMark] = []
    ) -> String {
        func name(_ path: String) -> String? {
            let url = URL(fileURLWithPath: path)
            return url.deletingLastPathComponent().path == location.artifactsFolder.path ? url.lastPathComponent : nil
        }
        func size(_ s: CGSize) -> String { "\(Int(s.width))×\(Int(s.height))" }
        var manifest = SnapshotFailureManifest(
            title: title(of: location), golden: pagePath(location.golden.path, location), message: pageText(message, location),
            reference: name(artifacts.reference), actual: name(artifacts.actual), diff: name(artifacts.diff),
            treeChanges: structure.changes, treeNote: structure.note)
        manifest.kind = frames.isEmpty ? "image" : "filmstrip"
        manifest.expectedSize = size(comparison.expectedSize)
        manifest.actualSize = size(comparison.actualSize)
        if comparison.expectedSize == comparison.actualSize { manifest.differingPixels = comparison.differingPixelCount }
        if !frames.isEmpty { manifest.frames = frames }
        manifest.testFile = testFilePath(location)
        return record(manifest, for: location)
    }

    /// Writes the manifest of a failed tree snapshot (no images) and rebuilds the page.
    static func recordTreeFailure(of location: SnapshotLocation, message: String, changes: [String]) -> String {
        recordTextFailure(of: location, golden: location.treeGolden, kind: "tree", message: message, changes: changes)
    }

    /// Writes the manifest of a failed text golden (a tree dump, an accessibility text) at
    /// `golden`, listing its structural `changes`, and rebuilds the page.
    static func recordTextFailure(of location: SnapshotLocation, golden: URL, kind: String, message: String, changes: [String]) -> String {
        var manifest = SnapshotFailureManifest(
            title: title(of: location), golden: pagePath(golden.path, location), message: pageText(message, location),
            treeChanges: changes, treeNote: changes.isEmpty ? "the \(kind) golden could not be compared" : nil)
        manifest.kind = kind
        manifest.testFile = testFilePath(location)
        return record(manifest, for: location)
    }

    /// Writes the manifest of a behaviour snapshot whose filmstrip matched but whose timeline
    /// did not, and rebuilds the page, so the failure is listed and `canopy accept` can take
    /// its new timeline (`artifact`, nil when it could not be written).
    static func recordTimelineFailure(of location: SnapshotLocation, golden: URL, message: String, artifact: URL?) -> String {
        var manifest = SnapshotFailureManifest(
            title: title(of: location), golden: pagePath(golden.path, location), message: pageText(message, location),
            treeNote: "a timeline failure has no tree")
        manifest.kind = "timeline"
        if let artifact, artifact.deletingLastPathComponent().path == location.artifactsFolder.path {
            manifest.actual = artifact.lastPathComponent
        }
        manifest.testFile = testFilePath(location)
        return record(manifest, for: location)
    }

    /// The folder a golden's path is shown relative to on the page: the package holding
    /// `Snapshots/<Suite>/`, or the golden's own folder when it is not in such a layout.
    private static func goldenRoot(_ location: SnapshotLocation) -> String {
        let suiteFolder = location.golden.deletingLastPathComponent()
        let snapshots = suiteFolder.deletingLastPathComponent()
        return snapshots.lastPathComponent == "Snapshots" ? snapshots.deletingLastPathComponent().path : suiteFolder.path
    }

    /// The test file's path relative to the golden's package, or nil when it is outside it.
    private static func testFilePath(_ location: SnapshotLocation) -> String? {
        guard let file = location.testFile?.path else { return nil }
        let root = goldenRoot(location)
        return file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : nil
    }

    /// `path` as the page shows it: relative to the page when it is below the report
    /// folder, else relative to the golden's package, so the page names no folder of the
    /// machine that ran the tests and stays right when copied elsewhere.
    static func pagePath(_ path: String, _ location: SnapshotLocation) -> String {
        for root in [location.reportFolder.path, goldenRoot(location)] where path.hasPrefix(root + "/") {
            return String(path.dropFirst(root.count + 1))
        }
        return path
    }

    /// A message with the report folder's and the package's paths made relative, as
    /// ``pagePath(_:_:)`` does for one path.
    static func pageText(_ message: String, _ location: SnapshotLocation) -> String {
        var text = message
        for root in [location.reportFolder.path, goldenRoot(location)] where root.count > 1 {
            text = text.replacingOccurrences(of: root + "/", with: "")
        }
        return text
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
