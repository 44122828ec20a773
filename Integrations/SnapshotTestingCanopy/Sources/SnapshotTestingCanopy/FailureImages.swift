import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation

/// Reference, actual and diff PNGs written for a failing comparison, each atomically.
enum FailureImages {
    /// The message lines naming each file, or why it was not written.
    struct Written {
        var lines: [String] = []
    }

    static func write(reference: Bitmap, actual: Bitmap, diff: Bitmap, at location: SnapshotLocation) -> Written {
        var written = Written()
        for (role, bitmap) in [("reference", reference), ("actual", actual), ("diff", diff)] {
            let url = location.artifact(role)
            let label = (role + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bitmap.write(to: url)
                written.lines.append("  \(label) \(url.path)")
            } catch {
                written.lines.append("  \(label) not written: \(error)")
            }
        }
        return written
    }

    /// `.canopy-failures/snapshot-testing/<reference digest>-<actual digest>` under the working
    /// directory (or `$CANOPY_ARTIFACTS`), for comparisons made without a test's location.
    static func defaultLocation(
        reference: Bitmap, actual: Bitmap, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SnapshotLocation {
        let root =
            environment["CANOPY_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".canopy-failures")
        let folder = root.appendingPathComponent("snapshot-testing")
        let stem = "\(reference.pixelDigest.prefix(8))-\(actual.pixelDigest.prefix(8))"
        return SnapshotLocation(golden: folder.appendingPathComponent(stem + ".png"), artifactsFolder: folder)
    }
}
