import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation

/// `snapshot-assert-match` and `snapshot-assert-mismatch`: a full `assertSnapshot(of:)` of
/// the typical-use window (render, then verify) against a matching golden and against one
/// that differs in a single pixel, in ms.
///
/// The goldens live in a throw-away package (`snapshotRoot`, with its own empty
/// `Package.swift`) because `assertSnapshot` places goldens beside the nearest `Package.swift`
/// above its `file:` argument, which must be a literal. Record mode is `.never` (and `main`
/// sets `CANOPY_RECORD=never`, which would beat the argument), so nothing is re-recorded;
/// artefacts of the mismatch go to `CANOPY_ARTIFACTS` inside the same folder. Outside a
/// running test the failure is handed to `XCTFail`, which records nothing and returns when
/// no XCTest case is running.
///
/// Baselines: ImageMagick `compare -metric AE` and Python `pixelmatch` on the same two PNGs
/// (golden and actual), run as programs, median wall time of repeated runs.
enum SnapshotAssertBenchmarks {
    /// Root of the throw-away package; `snapshotFile` must be a literal below it.
    static let snapshotRoot = "/tmp/canopy-bench-snapshots"
    static let snapshotFile: StaticString = "/tmp/canopy-bench-snapshots/Tests/SnapshotBench.swift"
    /// Where the mismatch golden differs: one pixel in the middle of the list.
    static let changedPixel = (x: 600, y: 1500)

    static func run(_ fixture: TypicalUseFixture, options: Options, withPixelmatch: Bool) throws -> [Result] {
        let root = URL(fileURLWithPath: snapshotRoot)
        try? FileManager.default.removeItem(at: root)
        let goldens = root.appendingPathComponent("Snapshots/SnapshotBench")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.1\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        setenv("CANOPY_ARTIFACTS", root.appendingPathComponent("artifacts").path, 1)

        let matching = goldens.appendingPathComponent("match.png")
        try fixture.bitmap.pngData(metadata: fixture.metadata).write(to: matching)
        var changed = fixture.bitmap
        let old = changed[x: changedPixel.x, y: changedPixel.y]
        changed[x: changedPixel.x, y: changedPixel.y] = Color(red: 1 - old.red, green: old.green, blue: old.blue, alpha: 1)
        let mismatching = goldens.appendingPathComponent("mismatch.png")
        try changed.pngData(metadata: fixture.metadata).write(to: mismatching)
        let actual = root.appendingPathComponent("actual.png")
        try fixture.bitmap.pngData(metadata: fixture.metadata).write(to: actual)

        let window = fixture.window
        func check(_ name: String) -> SnapshotOutcome {
            let location = SnapshotLocation(
                golden: goldens.appendingPathComponent("\(name).png"), artifactsFolder: root.appendingPathComponent("artifacts"))
            return verifySnapshot(fixture.bitmap, at: location, record: .never, metadata: fixture.metadata)
        }
        guard check("match") == .matched, check("mismatch") != .matched else {
            throw FixtureError("snapshot goldens do not behave as expected")
        }
        assertSnapshot(of: window, record: .never, file: snapshotFile, testName: "match")
        let match = medianMilliseconds(repeats: repeats("snapshot-assert-match", 15)) {
            assertSnapshot(of: window, record: .never, file: snapshotFile, testName: "match")
        }
        let mismatch = medianMilliseconds(repeats: repeats("snapshot-assert-mismatch", 9)) {
            assertSnapshot(of: window, record: .never, file: snapshotFile, testName: "mismatch")
        }
        let artifacts = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("artifacts/SnapshotBench").path)) ?? []
        log("snapshot: mismatch wrote \(artifacts.sorted().joined(separator: ", "))")

        var results: [Result] = []
        let magick = Subprocess.which("compare").flatMap { compare -> (Double, Double)? in
            guard
                let m = Subprocess.medianMilliseconds(
                    compare, ["-metric", "AE", matching.path, actual.path, "null:"], repeats: 7, accepting: [0, 1]),
                let d = Subprocess.medianMilliseconds(
                    compare, ["-metric", "AE", mismatching.path, actual.path, "null:"], repeats: 7, accepting: [0, 1])
            else { return nil }
            return (m, d)
        }
        if magick == nil { log("snapshot: ImageMagick compare is unavailable; its baseline is 0") }
        results.append(
            Result(
                name: "snapshot-assert-match" + options.suffix, value: match, unit: "ms",
                baseline: "ImageMagick compare -metric AE", baselineValue: magick?.0 ?? 0))
        results.append(
            Result(
                name: "snapshot-assert-mismatch" + options.suffix, value: mismatch, unit: "ms",
                baseline: "ImageMagick compare -metric AE", baselineValue: magick?.1 ?? 0))

        if withPixelmatch, let python = options.python {
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Baseline/pixelmatch_compare.py").standardizedFileURL.path
            let m = Subprocess.medianMilliseconds(python, [script, matching.path, actual.path], repeats: 3, accepting: [0, 1])
            let d = Subprocess.medianMilliseconds(python, [script, mismatching.path, actual.path], repeats: 3, accepting: [0, 1])
            if m == nil || d == nil { log("snapshot: pixelmatch failed; its baseline is 0") }
            results.append(
                Result(
                    name: "snapshot-assert-match-vs-pixelmatch" + options.suffix, value: match, unit: "ms",
                    baseline: "Python pixelmatch (Pillow decode)", baselineValue: m ?? 0))
            results.append(
                Result(
                    name: "snapshot-assert-mismatch-vs-pixelmatch" + options.suffix, value: mismatch, unit: "ms",
                    baseline: "Python pixelmatch (Pillow decode)", baselineValue: d ?? 0))
        }
        return results
    }
}
