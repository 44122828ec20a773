import Foundation
import Testing
import XCTest

/// Reports a snapshot failure to whichever test framework is running the caller: Swift
/// Testing when a `Test` is current (the artifact PNGs are attached to the test), XCTest
/// otherwise (the message carries their paths).
enum SnapshotReporter {
    static func fail(_ message: String, attachments: [URL] = [], file: StaticString, line: UInt) {
        if Test.current != nil {
            let path = "\(file)"
            let url = URL(fileURLWithPath: path)
            let fileID = "\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
            let location = SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: 1)
            for attachment in attachments {
                guard let data = try? Data(contentsOf: attachment) else { continue }
                let bytes = [UInt8](data)
                Attachment.record(bytes, named: attachment.lastPathComponent, sourceLocation: location)
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}
