import Foundation

/// What verifying one snapshot concluded.
public enum SnapshotOutcome: Sendable, Equatable {
    /// The image matches its golden; nothing was written.
    case matched
    /// A golden was written (a failure for the test, so nothing passes silently).
    case recorded(message: String)
    /// The image does not match, or the snapshot could not be checked; `artifacts` are the
    /// reference, actual and diff PNGs written for a mismatch.
    case failed(message: String, artifacts: [URL] = [])

    /// The failure text, or nil for a match.
    public var failureMessage: String? {
        switch self {
        case .matched: return nil
        case .recorded(let message), .failed(let message, _): return message
        }
    }
}
