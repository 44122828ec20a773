import Canopy
import CanopyCairo
import Foundation

/// Asserts that `list`'s whole content, stretched to its content height like a long
/// screenshot, matches its golden PNG.
///
/// The list is rendered on its own at `scale`, rested at its top with its adjusted insets
/// kept, then put back as it was. Content taller than `maximumHeight` points is cut there and
/// the assertion fails with a message naming both heights. Golden location, recording and
/// reporting as for `assertSnapshot(of:scale:named:)`.
public func assertSnapshot(
    ofWholeContent list: ScrollNode, maximumHeight: CGFloat = ListCapture.defaultMaximumHeight, scale: CGFloat = 1,
    named: String? = nil, tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    ListCapture.withWholeContent(of: list, maximumHeight: maximumHeight) { outcome in
        if let message = outcome.truncationMessage { SnapshotReporter.fail(message, file: file, line: line) }
        assertSnapshot(
            of: list, scale: scale, named: named, tolerance: tolerance, record: record, file: file, testName: testName, line: line)
    }
}

/// Asserts that the tree of `list`'s whole content, every row laid out as in a long
/// screenshot, matches its golden dump; cells are named by their rows.
public func assertSnapshot(
    ofWholeContent list: ScrollNode, as strategy: TreeSnapshotStrategy, maximumHeight: CGFloat = ListCapture.defaultMaximumHeight,
    named: String? = nil, record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line
) {
    ListCapture.withWholeContent(of: list, maximumHeight: maximumHeight) { outcome in
        if let message = outcome.truncationMessage { SnapshotReporter.fail(message, file: file, line: line) }
        assertSnapshot(of: list, as: strategy, named: named, record: record, file: file, testName: testName, line: line)
    }
}
