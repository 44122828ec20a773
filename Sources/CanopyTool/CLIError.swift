import Foundation

/// A failure the tool reports as one line on stderr with a non-zero exit status.
struct CLIError: Error {
    /// The one-line cause.
    var message: String
    /// The exit status (2 = bad input, as `canopy diff` documents).
    var exitCode: Int32 = 2

    /// Line breaks in `message` (a decoder's debug text) become spaces, so it stays one line.
    init(_ message: String, exitCode: Int32 = 2) {
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        self.exitCode = exitCode
    }
}
