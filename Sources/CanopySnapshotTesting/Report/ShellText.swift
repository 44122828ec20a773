import Foundation

/// Text pasted into a POSIX shell.
enum ShellText {
    /// `text` as one shell word: unchanged when it holds only characters no shell treats
    /// specially, else in single quotes (a quote inside written `'\''`).
    static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0))
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
