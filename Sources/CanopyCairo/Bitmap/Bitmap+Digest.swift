internal import CCanopySupport
import Foundation

extension Bitmap {
    /// A fingerprint of the size and pixel bytes: `"rgba8:WxH:crc32=…:adler32=…"`.
    ///
    /// Two independent 32-bit checksums (the CRC-32 and Adler-32 of PNG and zlib, computed by libdeflate,
    /// fast even in debug builds); equal bitmaps
    /// always agree, and an accidental collision of both is vanishingly unlikely. Stored in
    /// PNGs this library writes, so a snapshot match needs no decoding.
    public var pixelDigest: String {
        var crc: UInt32 = 0
        var adler: UInt32 = 1
        pixels.withUnsafeBufferPointer { buffer in canopy_digest(buffer.baseAddress, buffer.count, &crc, &adler) }
        return Self.pixelDigest(width: width, height: height, crc: crc, adler: adler)
    }

    /// `pixelDigest` from its two checksums, for the writer that sums the pixels while encoding.
    static func pixelDigest(width: Int, height: Int, crc: UInt32, adler: UInt32) -> String {
        "rgba8:\(width)x\(height):crc32=\(DigestChunk.hex(crc)):adler32=\(DigestChunk.hex(adler))"
    }
}
