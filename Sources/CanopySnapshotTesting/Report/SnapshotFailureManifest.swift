import CanopyCairo
import Foundation

/// What one failing snapshot leaves for the report page: a small JSON file written
/// atomically beside its artifacts (`<stem>.failure.json`), so the page can be rebuilt from
/// the files on disk however many tests fail at once.
struct SnapshotFailureManifest: Codable, Equatable {
    /// Bumped when fields change meaning; other versions are listed as unreadable.
    static let currentVersion = 1
    /// Manifests larger than this are refused unread.
    static let maximumBytes = 1 << 20
    static let suffix = ".failure.json"

    var version = Self.currentVersion
    /// `<TestFileName>/<stem>`, the heading of the entry.
    var title: String
    /// The golden's path, as in the message.
    var golden: String
    /// The failure message.
    var message: String
    /// File names (no folders) of the artifacts beside the manifest; nil when not written.
    var reference: String?
    var actual: String?
    var diff: String?
    /// Nodes that changed since the recorded tree, one line each.
    var treeChanges: [String] = []
    /// Why there is no tree list, when there is none.
    var treeNote: String?
    /// What failed: `image`, `filmstrip` (a behaviour snapshot's frames), `timeline` (its
    /// text timeline alone) or `tree`; nil in manifests written before kinds were recorded,
    /// read as `image`.
    var kind: String?
    /// The golden's and the render's sizes in pixels (`390×844`), for image failures.
    var expectedSize: String?
    var actualSize: String?
    /// Pixels beyond the tolerance, for image failures of equal sizes.
    var differingPixels: Int?
    /// A filmstrip's frames, where they sit in its image and which of them differ.
    var frames: [FrameMark]?
    /// The asserting test file's path relative to the golden's package
    /// (`Tests/AppTests/CardTests.swift`); nil in manifests written before it was recorded.
    var testFile: String?

    /// One frame of a filmstrip: its number, its rectangle in the image's pixels, and
    /// whether its pixels differ from the golden's.
    struct FrameMark: Codable, Equatable {
        var number: Int
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var differs: Bool
    }

    static func url(for location: SnapshotLocation) -> URL {
        location.artifactsFolder.appendingPathComponent(location.stem + suffix)
    }

    /// Writes the manifest, cut to fit ``maximumBytes`` (see ``bounded()``), atomically.
    func write(to url: URL) throws {
        try FileIO.writeAtomically(try bounded().encoded(), to: url)
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Longest texts kept, in UTF-8 bytes: a message or note of a screen's failure is a few
    /// kilobytes and a tree-change line under a hundred bytes, so only quoted content (a
    /// huge label) is cut, and 200 cut lines plus the message stay well under the cap even
    /// when JSON escaping makes every byte six.
    static let maximumMessageBytes = 64 << 10, maximumLineBytes = 512, maximumNameBytes = 4 << 10

    /// This manifest with every text cut to its limit (saying how much was cut) and, should
    /// it still encode past ``maximumBytes``, tree changes dropped from the end with a line
    /// saying how many; so a manifest this build writes is always one it can read.
    func bounded() -> SnapshotFailureManifest {
        var out = self
        out.title = Self.clipped(title, to: Self.maximumNameBytes)
        out.golden = Self.clipped(golden, to: Self.maximumNameBytes)
        if let file = testFile, file.utf8.count > Self.maximumNameBytes { out.testFile = nil }
        out.message = Self.clipped(message, to: Self.maximumMessageBytes)
        out.treeNote = treeNote.map { Self.clipped($0, to: Self.maximumNameBytes) }
        out.treeChanges = treeChanges.map { Self.clipped($0, to: Self.maximumLineBytes) }
        for name in [\SnapshotFailureManifest.reference, \.actual, \.diff] {
            if let value = out[keyPath: name], value.utf8.count > Self.maximumNameBytes { out[keyPath: name] = nil }
        }
        var kept = out.treeChanges.count
        while kept > 0, ((try? out.encoded().count) ?? Int.max) > Self.maximumBytes {
            kept /= 2
            out.treeChanges = Array(out.treeChanges.prefix(kept)) + ["… \(treeChanges.count - kept) more changes not kept in the report"]
        }
        return out
    }

    /// `text` cut to at most `limit` UTF-8 bytes at a character boundary, followed by a
    /// note of how many characters were cut.
    static func clipped(_ text: String, to limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var bytes = 0
        var end = text.startIndex
        for index in text.indices {
            bytes += text[index].utf8.count
            if bytes > limit { break }
            end = text.index(after: index)
        }
        let cut = text[end...].count
        return text[..<end] + "… (\(cut) more characters not kept in the report; the test's output has them all)"
    }

    /// Reads a manifest: a regular file only (a FIFO is refused without waiting on it), read
    /// no further than ``maximumBytes``.
    static func read(_ url: URL) throws -> SnapshotFailureManifest {
        let data: Data
        do {
            data = try FileIO.readRegularFile(url, limit: maximumBytes)
        } catch {
            throw SnapshotReportError("\(url.path) cannot be read as a failure manifest: \(error)")
        }
        let manifest: SnapshotFailureManifest
        do {
            manifest = try JSONDecoder().decode(SnapshotFailureManifest.self, from: data)
        } catch {
            throw SnapshotReportError("\(url.path) is not a failure manifest: \(error)")
        }
        guard manifest.version == currentVersion else {
            throw SnapshotReportError("\(url.path) has manifest version \(manifest.version); this build reads version \(currentVersion)")
        }
        return manifest
    }
}

/// Why a report could not be built, naming the path.
public struct SnapshotReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, with the path involved.
    public var description: String

    /// Creates an error from its full description.
    public init(_ description: String) { self.description = description }
}
