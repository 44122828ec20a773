import Foundation

extension SnapshotLocation {
    /// The tree dump beside the golden PNG: `<stem>.tree.txt` in the golden's folder.
    ///
    /// Written whenever the image golden is recorded, and the golden of a tree snapshot.
    public var treeGolden: URL {
        golden.deletingLastPathComponent().appendingPathComponent("\(stem).tree.txt")
    }

    /// The current tree dump written beside the other artifacts when a tree snapshot fails.
    var actualTreeArtifact: URL {
        artifactsFolder.appendingPathComponent("\(stem).actual.tree.txt")
    }
}
