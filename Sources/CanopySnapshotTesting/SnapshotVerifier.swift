import Canopy
import CanopyCairo
import Foundation

/// Checks a rendered bitmap against its golden, recording per the mode.
///
/// The fast path: when the golden carries a pixel digest bound to its image data and it
/// equals the render's digest, the snapshot matches after a chunk walk of the file: no
/// decoding, no encoding, no writing. Otherwise the golden is decoded and compared.
public func verifySnapshot(
    _ bitmap: Bitmap, at location: SnapshotLocation, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode = .missing, metadata: [String: String] = [:]
) -> SnapshotOutcome {
    let golden = location.golden
    let shown = golden.path
    guard bitmap.width > 0, bitmap.height > 0 else {
        return .failed(message: "Cannot snapshot an empty \(bitmap.width)×\(bitmap.height) px image for \(shown): give the view a non-zero size.")
    }
    func write(_ reason: String) -> SnapshotOutcome {
        do {
            let data = try bitmap.pngData(metadata: metadata)
            if let existing = try? Data(contentsOf: golden), existing == data { return .matched }
            try FileIO.writeAtomically(data, to: golden)
            SnapshotArtifacts.remove(for: location)
            return .recorded(message: "Recorded \(reason) golden \(shown) (\(bitmap.width)×\(bitmap.height) px); check it and run the test again.")
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
    let summary: PNGSummary
    do {
        summary = try PNGSummary(contentsOf: golden)
    } catch {
        if record == .failed || record == .all { return write("a replacement for the unreadable") }
        return .failed(message: "Golden \(shown) is unreadable: \(error). Delete it or run with CANOPY_RECORD=failed to replace it.")
    }
    if summary.pixelDigest == bitmap.pixelDigest {
        if record == .all, SnapshotEnvironmentDiff.differences(golden: summary.text, current: metadata).count > 0 {
            return write("an environment-refreshed")
        }
        SnapshotArtifacts.remove(for: location)
        return .matched
    }
    let expected: Bitmap
    do {
        expected = try Bitmap(contentsOf: golden)
    } catch {
        if record == .failed || record == .all { return write("a replacement for the undecodable") }
        return .failed(message: "Golden \(shown) cannot be decoded: \(error). Run with CANOPY_RECORD=failed to replace it.")
    }
    let comparison = compareImages(expected, bitmap, tolerance: tolerance)
    if comparison.isMatch && record != .all {
        SnapshotArtifacts.remove(for: location)
        return .matched
    }
    if comparison.isMatch && expected == bitmap { return .matched }
    let report = SnapshotFailureReport(
        location: location, expected: expected, actual: bitmap, comparison: comparison, tolerance: tolerance,
        environment: SnapshotEnvironmentDiff.differences(golden: summary.text, current: metadata))
    if record == .failed || record == .all {
        return write(comparison.isMatch ? "a re-rendered" : "an updated (it differed: \(report.headline))")
    }
    let written = SnapshotArtifacts.write(for: location, expected: expected, actual: bitmap, comparison: comparison)
    return .failed(message: report.message(artifacts: written), artifacts: written.files)
}
