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

    static func url(for location: SnapshotLocation) -> URL {
        location.artifactsFolder.appendingPathComponent(location.stem + suffix)
    }

    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileIO.writeAtomically(try encoder.encode(self), to: url)
    }

    static func read(_ url: URL) throws -> SnapshotFailureManifest {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= maximumBytes else { throw SnapshotReportError("\(url.path) is \(size) bytes, more than a failure manifest may have") }
        let manifest: SnapshotFailureManifest
        do {
            manifest = try JSONDecoder().decode(SnapshotFailureManifest.self, from: try FileIO.read(url))
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
