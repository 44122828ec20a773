internal import CCairo
import Foundation

extension Bitmap {
    /// A fingerprint of the size and pixel bytes: `"rgba8:WxH:crc32=…:adler32=…"`.
    ///
    /// Two independent 32-bit checksums from zlib (fast even in debug builds); equal bitmaps
    /// always agree, and an accidental collision of both is vanishingly unlikely. Stored in
    /// PNGs this library writes, so a snapshot match needs no decoding.
    public var pixelDigest: String {
        let (crc, adler) = pixels.withUnsafeBufferPointer { buffer -> (uLong, uLong) in
            let base = buffer.baseAddress
            return (crc32_z(0, base, buffer.count), adler32_z(1, base, buffer.count))
        }
        return "rgba8:\(width)x\(height):crc32=\(DigestChunk.hex(UInt32(crc))):adler32=\(DigestChunk.hex(UInt32(adler)))"
    }
}
