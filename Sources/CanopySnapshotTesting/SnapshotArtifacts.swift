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

    /// Writes the three images at once, each atomically (see `Bitmap.write(to:)`).
    ///
    /// They are independent files, so they are made on separate threads: a failing snapshot
    /// of a phone screen reports in the time of one encode rather than three. With
    /// `expectedPNG`, the golden's own bytes, the reference is those bytes unchanged (the
    /// golden itself, text chunks included) and only the actual and diff images are encoded.
    /// The actual image carries `metadata` (the render's environment) as a golden does, so
    /// `canopy accept` can copy it into place and check where it was rendered.
    /// `actualDigest`, the actual image's `pixelDigest` when the caller has it, spares summing
    /// its pixels again.
    static func write(
        for location: SnapshotLocation, expected: Bitmap, expectedPNG: Data? = nil, actual: Bitmap, comparison: ImageComparison,
        metadata: [String: String] = [:], actualDigest: String? = nil
    ) -> Written {
        let diff = comparison.diffImage ?? sizeMismatchDiff(expected, actual)
        let images = [(expected, "reference"), (actual, "actual"), (diff, "diff")]
        let urls = images.map { location.artifact($0.1) }
        // Made once up front, so the three writers do not race to create it.
        if let folder = urls.first?.deletingLastPathComponent() {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let outcomes = ArtifactOutcomes(count: images.count)
        DispatchQueue.concurrentPerform(iterations: images.count) { index in
            do {
                if index == 0, let expectedPNG {
                    try FileIO.writeAtomically(expectedPNG, to: urls[index])
                } else if index == 1, let actualDigest {
                    try images[index].0.write(to: urls[index], metadata: metadata, pixelDigest: actualDigest)
                } else if index == 1 {
                    try images[index].0.write(to: urls[index], metadata: metadata)
                } else {
                    try images[index].0.write(to: urls[index])
                }
                outcomes.set(index, nil)
            } catch {
                outcomes.set(index, "(not written: \(error))")
            }
        }
        let failures = outcomes.values
        func shown(_ index: Int) -> String { failures[index] ?? urls[index].path }
        var written = Written(reference: shown(0), actual: shown(1), diff: shown(2))
        written.files = urls.indices.filter { failures[$0] == nil }.map { urls[$0] }
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

/// What each concurrent artefact write ended with: nil when written, else the text shown in
/// the file's place. Guarded by a lock, since the writers finish on different threads.
private final class ArtifactOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String?]

    init(count: Int) { stored = Array(repeating: "(not written)", count: count) }

    func set(_ index: Int, _ failure: String?) {
        lock.lock()
        stored[index] = failure
        lock.unlock()
    }

    var values: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
