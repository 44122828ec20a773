import Canopy
import CanopyCairo
import Foundation

/// Reference, actual and diff PNGs written outside `Snapshots/` when a snapshot fails.
enum SnapshotArtifacts {
    /// Paths written (or the error text in their place).
    struct Written {
        var reference: String
        var actual: String
        var diff: String
        /// The files actually written.
        var files: [URL] = []
    }

    static func write(for location: SnapshotLocation, expected: Bitmap, actual: Bitmap, comparison: ImageComparison) -> Written {
        var files: [URL] = []
        func save(_ bitmap: Bitmap, _ role: String) -> String {
            let url = location.artifact(role)
            do {
                try bitmap.write(to: url)
                files.append(url)
                return url.path
            } catch {
                return "(not written: \(error))"
            }
        }
        let diff = comparison.diffImage ?? sizeMismatchDiff(expected, actual)
        var written = Written(reference: save(expected, "reference"), actual: save(actual, "actual"), diff: save(diff, "diff"))
        written.files = files
        return written
    }

    /// Removes stale artifacts of a snapshot that now matches.
    static func remove(for location: SnapshotLocation) {
        for role in ["reference", "actual", "diff"] {
            let url = location.artifact(role)
            if FileManager.default.fileExists(atPath: url.path) { try? FileManager.default.removeItem(at: url) }
        }
        SnapshotReport.forgetFailure(of: location)
    }

    /// For images of different sizes: both padded to the larger size and compared exactly,
    /// so the diff shows the overlap's changes and the uncovered area in red.
    static func sizeMismatchDiff(_ expected: Bitmap, _ actual: Bitmap) -> Bitmap {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        func padded(_ b: Bitmap, marker: Color) -> Bitmap {
            var out = Bitmap(width: width, height: height, fill: marker)
            for y in 0..<b.height { out.replaceRow(y, from: b) }
            return out
        }
        let a = padded(expected, marker: Color(red: 1, green: 0, blue: 1)), b = padded(actual, marker: Color(red: 0, green: 1, blue: 1))
        return a.difference(from: b, makeDiffImage: true)?.diffImage ?? a
    }
}

/// A diff image for two bitmaps of any sizes: both padded to the larger size (magenta beyond
/// the expected image, cyan beyond the actual one) and compared exactly, so the overlap's
/// changes and the uncovered area both show; what failure reports write when sizes differ.
public func sizeMismatchDiffImage(_ expected: Bitmap, _ actual: Bitmap) -> Bitmap {
    SnapshotArtifacts.sizeMismatchDiff(expected, actual)
}
