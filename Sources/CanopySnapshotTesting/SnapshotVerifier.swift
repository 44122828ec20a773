import Canopy
import CanopyCairo
import Foundation

/// Checks a rendered bitmap against its golden, recording per the mode.
///
/// The fast path: when the golden carries a pixel digest bound to its image data and it
/// equals the render's digest, the snapshot matches after a chunk walk of the file: no
/// decoding, no encoding, no writing. Otherwise the golden is decoded and compared.
///
/// `tree`, the dump of the rendered subject, is recorded beside every golden written
/// (``SnapshotLocation/treeGolden``) and added beside a matching golden that has none; on a
/// mismatch the nodes that changed since the recorded dump head the message. A golden
/// without a tree file compares as before.
public func verifySnapshot(
    _ bitmap: Bitmap, at location: SnapshotLocation, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode = .missing, metadata: [String: String] = [:], tree: TreeSnapshot? = nil
) -> SnapshotOutcome {
    verifyImageSnapshot(bitmap, at: location, tolerance: tolerance, record: record, metadata: metadata, tree: tree)
}

/// ``verifySnapshot(_:at:tolerance:record:metadata:tree:)`` for an image that may be a
/// filmstrip: `frames` are its frames' rectangles in pixels, and a failure's report marks
/// those whose pixels differ.
func verifyImageSnapshot(
    _ bitmap: Bitmap, at location: SnapshotLocation, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode = .missing, metadata: [String: String] = [:], tree: TreeSnapshot? = nil, frames: [CGRect] = []
) -> SnapshotOutcome {
    let golden = location.golden
    let shown = golden.path
    guard bitmap.width > 0, bitmap.height > 0 else {
        return .failed(message: "Cannot snapshot an empty \(bitmap.width)×\(bitmap.height) px image for \(shown): give the view a non-zero size.")
    }
    func write(_ reason: String) -> SnapshotOutcome {
        do {
            let data = try bitmap.pngData(metadata: metadata)
            // Reads no more than the new bytes (plus one): a longer golden differs anyway.
            if let existing = try? FileIO.readRegularFile(golden, limit: data.count), existing == data {
                TreeGoldenFile.refreshBeside(tree, at: location, record: record)
                return .matched
            }
            try FileIO.writeAtomically(data, to: golden)
            SnapshotArtifacts.remove(for: location)
            let treeNote = TreeGoldenFile.recordBeside(tree, at: location)
            return .recorded(
                message: "Recorded \(reason) golden \(shown) (\(bitmap.width)×\(bitmap.height) px); check it and run the test again.\(treeNote)")
        } catch {
            return .failed(message: "Could not record golden \(shown): \(error)")
        }
    }
    guard FileManager.default.fileExists(atPath: golden.path) else {
        if record == .never {
            return .failed(message: "No golden at \(shown) (record mode never; run locally with CANOPY_RECORD=missing to record it).")
        }
        return write("new")
    }
    // Read once: the summary, the decode and (on a mismatch) the reference artefact all come
    // from the same bytes.
    let goldenData: Data
    let summary: PNGSummary
    do {
        goldenData = try FileIO.readRegularFile(golden, limit: FileIO.maximumReadSize)
        summary = try PNGSummary(pngData: goldenData, file: shown)
    } catch {
        if record == .failed || record == .all { return write("a replacement for the unreadable") }
        return .failed(message: "Golden \(shown) is unreadable: \(error). Delete it or run with CANOPY_RECORD=failed to replace it.")
    }
    let actualDigest = bitmap.pixelDigest
    if summary.pixelDigest == actualDigest {
        if record == .all, SnapshotEnvironmentDiff.differences(golden: summary.text, current: metadata).count > 0 {
            return write("an environment-refreshed")
        }
        SnapshotArtifacts.remove(for: location)
        TreeGoldenFile.refreshBeside(tree, at: location, record: record)
        return .matched
    }
    let expected: Bitmap
    do {
        expected = try Bitmap(pngData: goldenData, file: shown)
    } catch {
        if record == .failed || record == .all { return write("a replacement for the undecodable") }
        return .failed(message: "Golden \(shown) cannot be decoded: \(error). Run with CANOPY_RECORD=failed to replace it.")
    }
    let comparison = compareImages(expected, bitmap, tolerance: tolerance)
    if comparison.isMatch && record != .all {
        SnapshotArtifacts.remove(for: location)
        TreeGoldenFile.refreshBeside(tree, at: location, record: record)
        return .matched
    }
    if comparison.isMatch && expected == bitmap { return .matched }
    let report = SnapshotFailureReport(
        location: location, expected: expected, actual: bitmap, comparison: comparison, tolerance: tolerance,
        environment: SnapshotEnvironmentDiff.differences(golden: summary.text, current: metadata),
        structure: TreeGoldenFile.structure(of: tree, at: location))
    if record == .failed || record == .all {
        return write(comparison.isMatch ? "a re-rendered" : "an updated (it differed: \(report.headline))")
    }
    let written = SnapshotArtifacts.write(
        for: location, expected: expected, expectedPNG: goldenData, actual: bitmap, comparison: comparison, metadata: metadata,
        actualDigest: actualDigest)
    // The render's tree beside the actual image, so accepting the image updates its tree file too.
    if let tree { try? TreeGoldenFile.write(tree, to: location.actualTreeArtifact) }
    let message = report.message(artifacts: written)
    let reportLine = SnapshotReport.recordFailure(
        of: location, message: message, artifacts: written, structure: report.structure, comparison: comparison,
        frames: FilmstripFrameMarks.marks(frames, expected: expected, actual: bitmap, tolerance: tolerance))
    return .failed(message: message + reportLine, artifacts: written.files)
}
