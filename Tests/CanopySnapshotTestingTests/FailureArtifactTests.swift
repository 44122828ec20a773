import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// The three images a mismatch writes at once: each complete, in a fixed order, and a
/// failed write named in its place.
@Suite("Failure artefacts")
struct FailureArtifactTests {
    let folder: TemporaryFolder
    let location: SnapshotLocation

    init() throws {
        folder = try TemporaryFolder()
        location = folder.snapshotLocation()
    }

    @Test("A mismatch lists reference, actual and diff in that order, each decoding to its picture")
    func artefactsInOrderAndComplete() throws {
        // Given a recorded golden and a render with two changed pixels
        let golden = bitmap(300, 200, fill: .white, [(5, 5, .blue)])
        _ = verifySnapshot(golden, at: location)
        let actual = bitmap(300, 200, fill: .white, [(5, 5, .blue), (150, 100, .black), (299, 199, .red)])
        // When it is verified
        guard case .failed(_, let artifacts) = verifySnapshot(actual, at: location, record: .never) else {
            Issue.record("expected a failure")
            return
        }
        // Then the files come in the fixed order and hold the expected pixels
        #expect(artifacts == ["reference", "actual", "diff"].map { location.artifact($0) })
        #expect(try Bitmap(contentsOf: location.artifact("reference")) == golden)
        #expect(try Bitmap(contentsOf: location.artifact("actual")) == actual)
        let diff = try Bitmap(contentsOf: location.artifact("diff"))
        #expect(diff.rgba(x: 150, y: 100).map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
        #expect(diff.rgba(x: 299, y: 199).map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
        // And no temporary file is left beside them
        let names = try FileManager.default.contentsOfDirectory(atPath: location.artifactsFolder.path)
        #expect(names.filter { $0.hasSuffix(".png") }.sorted() == ["test.actual.png", "test.diff.png", "test.reference.png"])
        #expect(!names.contains { $0.hasSuffix(".canopy-partial") })
    }

    @Test("The reference artefact is the golden file itself, byte for byte")
    func referenceIsTheGoldenFile() throws {
        // Given a golden carrying a text chunk of its own and a render that differs from it
        let golden = bitmap(120, 80, fill: .white, [(3, 3, .blue)])
        try golden.write(to: location.golden, metadata: ["Recorded-By": "another machine"])
        let goldenBytes = try Data(contentsOf: location.golden)
        #expect(goldenBytes != (try golden.pngData()))
        let actual = bitmap(120, 80, fill: .white, [(3, 3, .blue), (60, 40, .black)])
        // When it is verified
        guard case .failed = verifySnapshot(actual, at: location, record: .never) else {
            Issue.record("expected a failure")
            return
        }
        // Then the reference artefact holds the golden's own bytes, not a re-encoding
        #expect(try Data(contentsOf: location.artifact("reference")) == goldenBytes)
        #expect(try Bitmap(contentsOf: location.artifact("reference")) == golden)
    }

    @Test("Unchanged grey in the diff image is the reference's brightness faded toward white")
    func diffGreys() throws {
        // Given two images differing in one pixel over runs of a few colours
        let colours: [Color] = [.white, .black, Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5)]
        var expected = Bitmap(width: 30, height: 3, fill: .white)
        for x in 0..<30 { for y in 0..<3 { expected[x: x, y: y] = colours[(x / 4 + y) % colours.count] } }
        var actual = expected
        actual[x: 29, y: 2] = .red
        // When compared
        let diff = try #require(compareImages(expected, actual).diffImage)
        // Then every unchanged pixel is 255 + (brightness − 255) × 0.1, rounded, in all three channels
        for y in 0..<3 {
            for x in 0..<30 where !(x == 29 && y == 2) {
                let p = try #require(expected.rgba(x: x, y: y))
                let a = Double(p.alpha) / 255
                func white(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * a }
                let brightness = white(p.red) * 0.29889531 + white(p.green) * 0.58662247 + white(p.blue) * 0.11448223
                let grey = UInt8(255 + (brightness - 255) * 0.1 + 0.5)
                let d = try #require(diff.rgba(x: x, y: y))
                #expect([d.red, d.green, d.blue, d.alpha] == [grey, grey, grey, 255], "pixel \(x), \(y)")
            }
        }
    }

    @Test("An artefact that cannot be written is named in the message in its place")
    func unwritableArtefact() throws {
        // Given a golden, and a file where the artefacts' folder should be
        _ = verifySnapshot(bitmap(8, 8), at: location)
        try FileManager.default.createDirectory(at: location.artifactsFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: location.artifactsFolder)
        // When a mismatch is verified
        let outcome = verifySnapshot(bitmap(8, 8, [(2, 3, .black)]), at: location, record: .never)
        // Then the failure says what could not be written and lists no files
        guard case .failed(let message, let artifacts) = outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(artifacts.isEmpty)
        #expect(message.components(separatedBy: "(not written:").count == 4)
    }
}
