internal import CCairo
internal import CCanopySupport
import Foundation

/// The PNG codec: fast 8-bit RGBA encoding, and decoding of any common PNG.
///
/// Encoding deflates unfiltered rows with a compressor made for screenshots (matches with
/// the pixel before, the row above and repeated four-byte groups), in segments on every core,
/// the bytes the same on any number of cores: several times faster than cairo's PNG writer on
/// a 3x phone screen, for a smaller file. The segments are independent and listed in a private
/// chunk, so decoding reads such files on every core; other 8-bit RGBA files are read with
/// libdeflate in one pass, and every other colour type, bit depth and interlacing is
/// inflated, un-filtered and expanded to RGBA8 by the same C reader.
enum PNGCodec {
    /// Encodes the bitmap with the given tEXt chunks before the image data.
    static func encode(_ bitmap: Bitmap, text: [(key: String, value: String)]) throws -> Data {
        try encode(bitmap, text: text, summing: false).data
    }

    /// `encode`, with the bitmap's `pixelDigest`, summed while the pixels are compressed.
    static func encodeWithDigest(_ bitmap: Bitmap, text: [(key: String, value: String)]) throws -> (
        data: Data, pixelDigest: String
    ) {
        let (data, digest) = try encode(bitmap, text: text, summing: true)
        return (data, digest ?? bitmap.pixelDigest)
    }

    /// The encoder itself; `summing` asks it for the pixel digest too.
    private static func encode(_ bitmap: Bitmap, text: [(key: String, value: String)], summing: Bool) throws -> (
        data: Data, pixelDigest: String?
    ) {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw RenderError.invalidPNG(
                file: nil, reason: "cannot encode an empty \(bitmap.width)×\(bitmap.height) image")
        }
        guard bitmap.width <= 0x7FFF_FFFF, bitmap.height <= 0x7FFF_FFFF else {
            throw RenderError.invalidPNG(file: nil, reason: "image too large to encode")
        }
        var keys = text.map { strdup(PNGText.sanitisedKey($0.key)) }
        var values = text.map { strdup(PNGText.sanitisedValue($0.value)) }
        defer {
            keys.forEach { free($0) }
            values.forEach { free($0) }
        }
        var message = [CChar](repeating: 0, count: 256)
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var crc: UInt32 = 0
        var adler: UInt32 = 1
        let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
            keys.withUnsafeMutableBufferPointer { k in
                values.withUnsafeMutableBufferPointer { v in
                    k.withMemoryRebound(to: UnsafePointer<CChar>?.self) { kp in
                        v.withMemoryRebound(to: UnsafePointer<CChar>?.self) { vp in
                            summing
                                ? canopy_png_encode_digest(
                                    pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
                                    kp.baseAddress, vp.baseAddress, Int32(text.count), &out, &size, &crc,
                                    &adler, &message)
                                : canopy_png_encode(
                                    pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
                                    kp.baseAddress, vp.baseAddress, Int32(text.count), &out, &size, &message)
                        }
                    }
                }
            }
        }
        guard status == 0, let out else {
            throw RenderError.invalidPNG(file: nil, reason: PNGCodec.text(message))
        }
        defer { free(out) }
        let digest = summing ? Bitmap.pixelDigest(width: bitmap.width, height: bitmap.height, crc: crc, adler: adler) : nil
        return (Data(bytes: out, count: size), digest)
    }

    /// A NUL-terminated C message buffer as a string.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Decodes PNG bytes to a bitmap; `file` names the source in errors.
    ///
    /// Reads the header first so the pixels are decoded straight into the bitmap's storage.
    static func decode(_ data: Data, file: String?) throws -> Bitmap {
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        let header = data.withUnsafeBytes { bytes in
            canopy_png_header(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &message)
        }
        guard header == 0 else { throw RenderError.invalidPNG(file: file, reason: PNGCodec.text(message)) }
        let count = Int(width) * Int(height) * 4
        var status: Int32 = -1
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            status = data.withUnsafeBytes { bytes in
                canopy_png_decode_into(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, buffer.baseAddress, width, height, &message)
            }
            // On failure nothing is kept, so nothing is zero-filled: the buffer is never touched.
            initialised = status == 0 ? count : 0
        }
        guard status == 0 else { throw RenderError.invalidPNG(file: file, reason: PNGCodec.text(message)) }
        return Bitmap(uncheckedWidth: Int(width), height: Int(height), pixels: pixels)
    }
}

/// Rules for PNG tEXt chunks: keywords of 1–79 printable Latin-1 characters, values Latin-1.
enum PNGText {
    /// Keeps printable ASCII (no leading/trailing space), 1–79 characters.
    static func sanitisedKey(_ key: String) -> String {
        let kept = String(key.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F })
            .trimmingCharacters(in: .whitespaces)
        let clipped = String(kept.prefix(79))
        return clipped.isEmpty ? "Comment" : clipped
    }

    /// Replaces anything outside printable ASCII and newline with `?`.
    static func sanitisedValue(_ value: String) -> String {
        String(value.unicodeScalars.map { ($0.value >= 0x20 && $0.value < 0x7F) || $0 == "\n" ? Character($0) : "?" })
    }
}
