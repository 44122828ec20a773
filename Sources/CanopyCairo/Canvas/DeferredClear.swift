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

    /// Whether the first operation covered the surface opaquely (so the clear was dropped).
    ///
    /// Every pixel is then opaque, and stays so: the canvas only composites with cairo's OVER
    /// operator, whose result alpha over an opaque pixel is exactly 255 in 8-bit arithmetic
    /// (a + 255 × (255 − a) / 255), so the finished surface needs no un-premultiplying.
    private(set) var startedOpaque = false

    /// Settles the clear before an operation: clears unless `covered`, then owes nothing.
    func settle(covered: Bool) {
        guard let storage else { return }
        if covered { startedOpaque = true } else { memset(storage, 0, byteCount) }
        self.storage = nil
    }
}
