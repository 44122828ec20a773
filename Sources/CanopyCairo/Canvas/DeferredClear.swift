import Foundation

/// The clearing of a new surface's storage, put off until the first paint operation.
///
/// A window's first operation is usually a full-screen opaque background, which writes every
/// pixel whatever the pixel held; clearing the 12 MB of a 3x screen before it would be wasted.
/// So the canvas settles this once, just before its first operation: an operation that covers
/// the surface opaquely drops the clear (`SurfaceCover` decides), any other clears first.
final class DeferredClear {
    private var storage: UnsafeMutableRawPointer?
    private let byteCount: Int

    /// Owes a clear of `byteCount` bytes at `storage` (to zero: transparent black).
    init(storage: UnsafeMutableRawPointer, byteCount: Int) {
        self.storage = storage
        self.byteCount = byteCount
    }

    /// Whether the clear is still owed.
    var isPending: Bool { storage != nil }

    /// Settles the clear before an operation: clears unless `covered`, then owes nothing.
    func settle(covered: Bool) {
        guard let storage else { return }
        if !covered { memset(storage, 0, byteCount) }
        self.storage = nil
    }
}
