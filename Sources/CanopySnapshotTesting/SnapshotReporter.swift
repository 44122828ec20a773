import Foundation
import Testing
import XCTest

/// Reports a snapshot failure to whichever test framework is running the caller: Swift
/// Testing when a `Test` is current, XCTest otherwise.
enum SnapshotReporter {
    static func fail(_ message: String, file: StaticString, line: UInt) {
        if Test.current != nil {
            let path = "\(file)"
            let url = URL(fileURLWithPath: path)
            let fileID = "\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: 1))
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}
