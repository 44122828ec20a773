import Foundation

/// Why a behaviour could not be recorded: bad input or a render failure.
public struct BehaviorSnapshotError: Error, CustomStringConvertible, Equatable {
    /// The one-paragraph cause, naming the bad value.
    public let description: String
}
