import Foundation
import Testing
import XCTest

/// Records a failure with whichever test framework runs the caller: Swift Testing when a
/// `Test` is current, XCTest otherwise.
enum TestFailure {
    static func record(_ message: String, filePath: StaticString, line: UInt) {
        if Test.current != nil {
            let path = "\(filePath)"
            let url = URL(fileURLWithPath: path)
            let fileID = "\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
            Issue.record(
                Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: 1))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
