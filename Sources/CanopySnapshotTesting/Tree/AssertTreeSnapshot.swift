import Canopy
import Foundation

/// Asserts that the tree below `view`, laid out, matches its golden dump.
///
/// The golden is `Snapshots/<TestFileName>/<testName>[.<named>].tree.txt` beside the nearest
/// `Package.swift` above `file`; recording follows `record` (or `CANOPY_RECORD`; never when
/// `CI` is set) as for images. A mismatch fails listing the nodes that changed, writes the
/// current dump to `.canopy-failures/` and adds it to the report page. A view in no window is
/// dumped relative to its tree root (see ``TreeSnapshot``).
public func assertSnapshot(
    of view: ViewNode, as strategy: TreeSnapshotStrategy, named: String? = nil, record: SnapshotRecordMode? = nil,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    view.layoutIfNeeded()
    TreeSnapshotAssertion.run(TreeSnapshot(of: view), named: named, record: record, file: file, testName: testName, line: line)
}

/// Asserts that `controller`, hosted in a new window of `device` and laid out, has the tree
/// recorded in its golden dump (window coordinates).
///
/// Golden location, recording and reporting as for the view overload.
public func assertSnapshot(
    of controller: ViewControllerNode, on device: DeviceProfile, as strategy: TreeSnapshotStrategy, named: String? = nil,
    record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    let window = WindowNode(device: device)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    TreeSnapshotAssertion.run(TreeSnapshot(of: window), named: named, record: record, file: file, testName: testName, line: line)
}

/// Checks a tree dump against the golden at ``SnapshotLocation/treeGolden``, recording per
/// the mode as ``verifySnapshot(_:at:tolerance:record:metadata:tree:)`` does for images.
///
/// A missing golden is written (and the outcome is `.recorded`) unless the mode is never; an
/// unreadable golden fails naming the file and the problem, and is replaced in the modes
/// that rewrite; a different tree fails listing up to ten changed nodes.
public func verifyTreeSnapshot(_ tree: TreeSnapshot, at location: SnapshotLocation, record: SnapshotRecordMode = .missing)
    -> SnapshotOutcome
{
    let url = location.treeGolden
    let shown = url.path
    let rewrites = record == .failed || record == .all
    func write(_ reason: String) -> SnapshotOutcome {
        do {
            try TreeGoldenFile.write(tree, to: url)
            SnapshotReport.forgetFailure(of: location)
            return .recorded(message: "Recorded \(reason) tree golden \(shown) (\(tree.nodes.count) nodes); check it and run the test again.")
        } catch {
            return .failed(message: "Could not record tree golden \(shown): \(error)")
        }
    }
    switch TreeGoldenFile.load(url) {
    case .missing:
        if record == .never {
            return .failed(message: "No tree golden at \(shown) (record mode never; run locally with CANOPY_RECORD=missing to record it).")
        }
        return write("new")
    case .unreadable(let reason):
        if rewrites { return write("a replacement for the unreadable") }
        let message = "Tree golden \(shown) is unreadable: \(reason). Run with CANOPY_RECORD=failed to replace it."
        return .failed(message: message + SnapshotReport.recordTreeFailure(of: location, message: message, changes: []))
    case .tree(let stored):
        let difference = TreeDifference(from: stored, to: tree)
        if stored.text == tree.text {
            SnapshotReport.forgetFailure(of: location)
            return .matched
        }
        let count = difference.changes.count
        if rewrites { return write("an updated (\(count) node\(count == 1 ? "" : "s") changed)") }
        var lines = ["Tree snapshot does not match golden \(shown): \(count) node\(count == 1 ? "" : "s") changed."]
        if difference.isEmpty {
            lines.append("  (the dumps differ only in their coordinate space: \(stored.space.rawValue) → \(tree.space.rawValue))")
        }
        lines += difference.summary(limit: 10).map { "  " + $0 }
        var artifacts: [URL] = []
        do {
            try TreeGoldenFile.write(tree, to: location.actualTreeArtifact)
            artifacts.append(location.actualTreeArtifact)
            lines.append("  actual:    \(location.actualTreeArtifact.path)")
        } catch {
            lines.append("  actual dump not written: \(error)")
        }
        lines.append("  (accept the new tree with CANOPY_RECORD=failed)")
        let message = lines.joined(separator: "\n")
        let reportLine = SnapshotReport.recordTreeFailure(
            of: location, message: message, changes: difference.summary(limit: TreeGoldenFile.Structure.maximumListed))
        return .failed(message: message + reportLine, artifacts: artifacts)
    }
}

/// Locates, verifies and reports a tree snapshot.
enum TreeSnapshotAssertion {
    static func run(_ tree: TreeSnapshot, named: String?, record: SnapshotRecordMode?, file: StaticString, testName: String, line: UInt) {
        let filePath = "\(file)"
        guard let location = SnapshotLocation(filePath: filePath, testName: testName, named: named) else {
            SnapshotReporter.fail("Cannot place the tree golden for \(testName): no Package.swift above \(filePath).", file: file, line: line)
            return
        }
        let outcome = verifyTreeSnapshot(tree, at: location, record: SnapshotRecordMode.resolve(record))
        guard let message = outcome.failureMessage else { return }
        var attachments: [URL] = []
        if case .failed(_, let artifacts) = outcome { attachments = artifacts }
        SnapshotReporter.fail(message, attachments: attachments, file: file, line: line)
    }
}
