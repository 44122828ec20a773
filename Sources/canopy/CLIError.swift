import Foundation

/// A failure the tool reports as one line on stderr with a non-zero exit status.
struct CLIError: Error {
    /// The one-line cause.
    var message: String
    /// The exit status (2 = bad input, as `canopy diff` documents).
    var exitCode: Int32 = 2

    init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }
}
