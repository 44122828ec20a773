import Foundation

extension Bitmap: CustomStringConvertible, CustomDebugStringConvertible {
    /// The size and pixel digest, e.g. `Bitmap(1179×2556, rgba8:1179x2556:crc32=…:adler32=…)`.
    ///
    /// Short on purpose: a failed `#expect(a == b)` prints both operands, and listing the bytes
    /// of a phone-sized image wrote about a hundred megabytes of log per failure. Two bitmaps
    /// with different pixels have different digests.
    public var description: String { "Bitmap(\(width)×\(height), \(pixelDigest))" }

    /// The same as `description`: a debugger or test failure shows the size and digest, not
    /// every byte.
    public var debugDescription: String { description }
}
