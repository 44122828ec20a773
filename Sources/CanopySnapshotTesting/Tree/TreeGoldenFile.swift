import Canopy
import CanopyCairo
import Foundation

/// Reading and writing `.tree.txt` files, and what a tree beside an image golden adds to an
/// image assertion.
enum TreeGoldenFile {
    /// What was found at a tree file's path.
    enum Loaded {
        case missing
        case unreadable(String)
        case tree(TreeSnapshot)
    }

    /// Files that yield more than this are refused, reading no further; a dump of a screen
    /// is a few kilobytes.
    static let maximumBytes = 64 << 20

    /// The tree at `url`: missing when nothing is there (not even a link), unreadable when
    /// it is not a regular file (a FIFO is refused without waiting on it) or is too large.
    static func load(_ url: URL) -> Loaded {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return .missing }
        let data: Data
        do {
            data = try FileIO.readRegularFile(url, limit: maximumBytes)
        } catch {
            return .unreadable("\(error)")
        }
        guard let text = String(data: data, encoding: .utf8) else { return .unreadable("not UTF-8 text") }
        do {
            return .tree(try TreeSnapshot(parsing: text))
        } catch {
            return .unreadable("\(error)")
        }
    }

    static func write(_ tree: TreeSnapshot, to url: URL) throws {
        try FileIO.writeAtomically(Data(tree.text.utf8), to: url)
    }

    /// Writes the tree beside a golden that was just recorded; a note for the message when
    /// that failed (the image golden stays recorded).
    static func recordBeside(_ tree: TreeSnapshot?, at location: SnapshotLocation) -> String {
        guard let tree else { return "" }
        do {
            try write(tree, to: location.treeGolden)
            return ""
        } catch {
            return " The tree file was not written: \(error)."
        }
    }

    /// Keeps the tree beside a matching image golden current without failing the test: a
    /// missing tree file is added in every mode that may write (its image already matched,
    /// so the file only describes an accepted golden); a differing or unreadable one is
    /// rewritten in the modes that rewrite goldens (`failed`, `all`).
    static func refreshBeside(_ tree: TreeSnapshot?, at location: SnapshotLocation, record: SnapshotRecordMode) {
        guard let tree, record != .never else { return }
        let url = location.treeGolden
        let exists = FileManager.default.fileExists(atPath: url.path)
        if exists {
            guard record == .failed || record == .all else { return }
            if case .tree(let stored) = load(url), stored == tree { return }
        }
        do {
            try write(tree, to: url)
        } catch {
            Diagnostics.report(code: "snapshot.treeNotWritten", "Could not write the tree file \(url.path): \(error)")
        }
    }

    /// What the tree beside a golden says about a mismatch: the changed nodes, or a note.
    struct Structure {
        /// Lines for the failure message, placed before the pixel statistics.
        var messageLines: [String] = []
        /// Every change (for the report), at most ``maximumListed``.
        var changes: [String] = []
        /// Why there is no list, when there is none.
        var note: String?

        static let maximumListed = 200
    }

    static func structure(of tree: TreeSnapshot?, at location: SnapshotLocation) -> Structure {
        guard let tree else { return Structure(note: "no tree was captured for this subject") }
        switch load(location.treeGolden) {
        case .missing:
            return Structure(note: "no tree file beside the golden (recorded before tree files existed)")
        case .unreadable(let reason):
            let note = "tree file \(location.treeGolden.path) is unreadable (\(reason)); compared pixels only"
            return Structure(messageLines: ["  structure: " + note], note: note)
        case .tree(let stored):
            let difference = TreeDifference(from: stored, to: tree)
            if difference.isEmpty {
                let note = "no node changed; the difference is in what the nodes draw"
                return Structure(messageLines: ["  structure: " + note], note: note)
            }
            let count = difference.changes.count
            var lines = ["  structure: \(count) node\(count == 1 ? "" : "s") changed:"]
            lines += difference.summary(limit: 5).map { "    " + $0 }
            return Structure(messageLines: lines, changes: difference.summary(limit: Structure.maximumListed))
        }
    }
}
