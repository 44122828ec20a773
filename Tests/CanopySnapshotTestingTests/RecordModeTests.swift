import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Golden recording and the fast path")
struct RecordModeTests {
    let folder: TemporaryFolder
    let location: SnapshotLocation

    init() throws {
        folder = try TemporaryFolder()
        location = folder.snapshotLocation()
    }

    func modificationDate() throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: location.golden.path)[.modificationDate] as? Date)
    }

    @Test("A missing golden is recorded and the assertion fails once, then passes")
    func recordMissing() throws {
        let image = bitmap(8, 8, [(1, 1, .red)])
        guard case .recorded(let message) = verifySnapshot(image, at: location) else { Issue.record("expected recording"); return }
        #expect(message.contains("Recorded new golden"))
        #expect(try Bitmap(contentsOf: location.golden) == image)
        #expect(verifySnapshot(image, at: location) == .matched)
    }

    @Test("Record mode never fails on a missing golden without writing")
    func neverRecords() {
        let outcome = verifySnapshot(bitmap(4, 4), at: location, record: .never)
        #expect(outcome.failureMessage?.contains("No golden") == true)
        #expect(!FileManager.default.fileExists(atPath: location.golden.path))
    }

    @Test("A match reads only the golden's chunks and writes nothing")
    func fastPathWritesNothing() throws {
        let image = bitmap(8, 8, [(1, 1, .red)])
        _ = verifySnapshot(image, at: location)
        let before = try modificationDate()
        let summary = try PNGSummary(contentsOf: location.golden)
        #expect(summary.pixelDigest == image.pixelDigest)
        #expect(verifySnapshot(image, at: location, record: .all) == .matched)
        #expect(verifySnapshot(image, at: location, record: .failed) == .matched)
        #expect(try modificationDate() == before)
        #expect(!FileManager.default.fileExists(atPath: location.artifactsFolder.path))
    }

    @Test("A golden without a digest (written by another tool) is decoded and compared")
    func goldenWithoutDigest() throws {
        let image = bitmap(8, 8, [(1, 1, .red)])
        try FileManager.default.createDirectory(at: location.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGWithoutDigest.write(image, to: location.golden)
        #expect(try PNGSummary(contentsOf: location.golden).pixelDigest == nil)
        #expect(verifySnapshot(image, at: location, record: .never) == .matched)
    }

    @Test("A mismatch fails, writes three artifacts outside Snapshots and leaves the golden")
    func mismatchArtifacts() throws {
        _ = verifySnapshot(bitmap(8, 8), at: location)
        let golden = try Data(contentsOf: location.golden)
        let outcome = verifySnapshot(bitmap(8, 8, [(2, 3, .black)]), at: location, record: .missing)
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("8×8 px"))
        #expect(message.contains("differing: 1 px"))
        #expect(message.contains("bounds: x 2..<3, y 3..<4"))
        #expect(message.contains("a colour change: 1 pixel, ΔE up to 100"))
        for role in ["reference", "actual", "diff"] {
            let url = location.artifact(role)
            #expect(message.contains(url.path))
            #expect(FileManager.default.fileExists(atPath: url.path))
            #expect(!url.path.contains("/Snapshots/"))
        }
        #expect(try Data(contentsOf: location.golden) == golden)
        // A later match removes the stale artifacts.
        #expect(verifySnapshot(bitmap(8, 8), at: location) == .matched)
        #expect(!FileManager.default.fileExists(atPath: location.artifact("diff").path))
    }

    @Test("Record mode failed rewrites a differing golden and fails saying so")
    func recordFailed() throws {
        _ = verifySnapshot(bitmap(8, 8), at: location)
        let changed = bitmap(8, 8, [(2, 3, .black)])
        let outcome = verifySnapshot(changed, at: location, record: .failed)
        #expect(outcome.failureMessage?.contains("Recorded an updated") == true)
        #expect(try Bitmap(contentsOf: location.golden) == changed)
    }

    @Test("A size change is reported with both sizes")
    func sizeChange() throws {
        _ = verifySnapshot(bitmap(8, 8), at: location)
        let message = try #require(verifySnapshot(bitmap(8, 9), at: location, record: .never).failureMessage)
        #expect(message.contains("expected 8×8 px, actual 8×9 px"))
        #expect(FileManager.default.fileExists(atPath: location.artifact("diff").path))
    }

    @Test("A corrupt golden fails naming the file, and record mode failed replaces it")
    func corruptGolden() throws {
        try FileManager.default.createDirectory(at: location.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try bitmap(8, 8).pngData().prefix(60)).write(to: location.golden)
        let message = try #require(verifySnapshot(bitmap(8, 8), at: location).failureMessage)
        #expect(message.contains("test.png") && message.contains("unreadable"))
        #expect(verifySnapshot(bitmap(8, 8), at: location, record: .failed).failureMessage?.contains("Recorded") == true)
        #expect(verifySnapshot(bitmap(8, 8), at: location) == .matched)
    }

    @Test("An unwritable Snapshots folder gives a clear failure")
    func unwritable() throws {
        let blocked = SnapshotLocation(golden: folder.url.appendingPathComponent("file/x.png"), artifactsFolder: folder.url)
        try Data("not a folder".utf8).write(to: folder.url.appendingPathComponent("file"))
        let message = try #require(verifySnapshot(bitmap(2, 2), at: blocked).failureMessage)
        #expect(message.contains("Could not record golden"))
    }

    @Test("An empty image cannot be snapshotted")
    func emptyImage() {
        #expect(verifySnapshot(Bitmap(width: 0, height: 10), at: location).failureMessage?.contains("empty") == true)
    }

    @Test("An environment difference is named in the failure")
    func environmentDifference() throws {
        _ = verifySnapshot(bitmap(4, 4), at: location, metadata: ["Canopy-Cairo": "1.16.0"])
        let message = try #require(verifySnapshot(bitmap(4, 4, [(0, 0, .black)]), at: location, metadata: ["Canopy-Cairo": "1.18.2"]).failureMessage)
        #expect(message.contains("Cairo: 1.16.0 → 1.18.2"))
    }

    @Test("CANOPY_RECORD overrides the argument, and CI never records")
    func environmentOverrides() {
        #expect(SnapshotRecordMode.resolve(nil, environment: [:]) == .missing)
        #expect(SnapshotRecordMode.resolve(.all, environment: [:]) == .all)
        #expect(SnapshotRecordMode.resolve(.never, environment: ["CANOPY_RECORD": "Failed"]) == .failed)
        #expect(SnapshotRecordMode.resolve(.missing, environment: ["CI": "true"]) == .never)
        // A setting that cannot be obeyed writes nothing (RecordModeRuleTests covers the errors).
        #expect(SnapshotRecordMode.resolve(nil, environment: ["CI": "1", "CANOPY_RECORD": "missing"]) == .never)
        #expect(SnapshotRecordMode.resolve(nil, environment: ["CANOPY_RECORD": "bogus"]) == .never)
    }

    @Test("Goldens sit in Snapshots/<file>/<test>[.<name>].png beside Package.swift")
    func goldenLocation() throws {
        let root = folder.url
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        let file = root.appendingPathComponent("Tests/SomeTests/HeaderSnapshotTests.swift").path
        let location = try #require(SnapshotLocation(filePath: file, testName: "collapsed(device:)", named: "iPhone 15", environment: [:]))
        #expect(location.golden.path == root.appendingPathComponent("Snapshots/HeaderSnapshotTests/collapsed.iPhone_15.png").path)
        #expect(
            location.artifact("diff").path == root.appendingPathComponent(".canopy-failures/HeaderSnapshotTests/collapsed.iPhone_15.diff.png").path)
        let custom = try #require(SnapshotLocation(filePath: file, testName: "testA", named: nil, environment: ["CANOPY_ARTIFACTS": "/tmp/arts"]))
        #expect(custom.artifact("actual").path == "/tmp/arts/HeaderSnapshotTests/testA.actual.png")
        #expect(SnapshotLocation(filePath: "/nowhere/x.swift", testName: "t", named: nil) == nil)
    }
}

/// Writes a PNG the way a foreign tool would: same pixels, no digest chunk.
enum PNGWithoutDigest {
    static func write(_ bitmap: Bitmap, to url: URL) throws {
        var data = try bitmap.pngData()
        // Drop the trailing digest tEXt chunk (the last chunk before IEND) by rebuilding the tail.
        let iend = data.count - 12
        var start = 8
        var last = 8
        while start < iend {
            let length = Int(data[start]) << 24 | Int(data[start + 1]) << 16 | Int(data[start + 2]) << 8 | Int(data[start + 3])
            last = start
            start += 12 + length
        }
        data.removeSubrange(last..<iend)
        try data.write(to: url)
    }
}

@Suite("Golden environment metadata")
struct EnvironmentMetadataTests {
    @Test("Goldens record renderer, cairo, fonts with their package version, scale and device")
    func metadataKeys() {
        let metadata = RenderEnvironment.metadata(scale: 3, device: .iPhone15)
        #expect(metadata["Canopy-Renderer"] == RenderEnvironment.rendererVersion)
        #expect(metadata["Canopy-Cairo"] == RenderEnvironment.cairoVersion)
        #expect(metadata["Canopy-Fonts"]?.contains("DejaVuSans.ttf") == true)
        #expect(metadata["Canopy-Fonts"]?.contains("fonts-dejavu-core") == true)
        #expect(metadata["Canopy-Scale"] == "3")
        #expect(metadata["Canopy-Device"] == "iPhone15 393x852 pt @3x")
        #expect(RenderEnvironment.metadata(scale: 1, device: nil)["Canopy-Device"] == "none")
    }

    @Test("Record mode all refreshes a golden whose pixels match but whose environment changed")
    func refreshEnvironment() throws {
        let folder = try TemporaryFolder()
        let location = SnapshotLocation(golden: folder.url.appendingPathComponent("g.png"), artifactsFolder: folder.url)
        _ = verifySnapshot(bitmap(4, 4), at: location, metadata: ["Canopy-Cairo": "1.16.0"])
        #expect(verifySnapshot(bitmap(4, 4), at: location, record: .missing, metadata: ["Canopy-Cairo": "1.18.0"]) == .matched)
        let outcome = verifySnapshot(bitmap(4, 4), at: location, record: .all, metadata: ["Canopy-Cairo": "1.18.0"])
        #expect(outcome.failureMessage?.contains("Recorded") == true)
        #expect(try PNGSummary(contentsOf: location.golden).text["Canopy-Cairo"] == "1.18.0")
    }
}
