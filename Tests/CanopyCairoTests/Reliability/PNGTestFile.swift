import CCanopySupport
import Foundation

/// Hand-made PNG files for the corruption tests: chunks assembled byte by byte, so each test
/// states exactly which rule the file breaks.
struct PNGTestFile {
    /// The chunks in file order (type, payload); CRCs are computed when the file is built.
    var chunks: [(type: String, payload: [UInt8])]

    /// The zlib stream of `width × height` 8-bit RGBA rows, each with `filter` as its filter byte.
    static func stream(width: Int, height: Int, filter: UInt8 = 0, seed: UInt8 = 0) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(filter)
            for x in 0..<(width * 4) { raw.append(UInt8(truncatingIfNeeded: x &* 13 &+ y &* 7) &+ seed) }
        }
        let stride = width * 4 + 1
        var out = [UInt8](repeating: 0, count: canopy_deflate_rows_bound(raw.count, stride))
        var size = 0
        _ = canopy_deflate_rows(raw, raw.count, stride, 1, &out, &size)
        return Array(out.prefix(size))
    }

    /// A valid `width × height` 8-bit RGBA file: IHDR, one IDAT, IEND.
    static func rgba(width: Int = 6, height: Int = 4, idat: [UInt8]? = nil) -> PNGTestFile {
        PNGTestFile(chunks: [
            ("IHDR", header(width: width, height: height, bitDepth: 8, colorType: 6)),
            ("IDAT", idat ?? stream(width: width, height: height)),
            ("IEND", []),
        ])
    }

    static func header(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false) -> [UInt8] {
        be32(UInt32(width)) + be32(UInt32(height)) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// The file's bytes; `corruptingCRCOf` flips the CRC of the first chunk of that type.
    func data(corruptingCRCOf broken: String? = nil) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var corrupted = false
        for chunk in chunks {
            let body = Array(chunk.type.utf8) + chunk.payload
            var crc = canopy_crc32(0, body, body.count)
            if chunk.type == broken && !corrupted {
                crc ^= 1
                corrupted = true
            }
            bytes += PNGTestFile.be32(UInt32(chunk.payload.count)) + body + PNGTestFile.be32(crc)
        }
        return Data(bytes)
    }

    /// Inserts a chunk before the first chunk of type `before`.
    func inserting(_ type: String, _ payload: [UInt8], before: String) -> PNGTestFile {
        var copy = self
        let index = chunks.firstIndex { $0.type == before } ?? chunks.count
        copy.chunks.insert((type, payload), at: index)
        return copy
    }
}

/// One decoder's verdict on a file.
struct DecodeVerdict: CustomStringConvertible {
    let decoded: Bool
    let message: String
    let pixels: [UInt8]

    var description: String { decoded ? "decoded" : "refused: \(message)" }

    /// The fast path; `nil` when it leaves the file to the any-format path (it answers 1 decoded,
    /// 0 not mine, -1 refused).
    static func fast(_ data: Data, width: Int, height: Int) -> DecodeVerdict? {
        let (status, message, pixels) = run(data, width: width, height: height) { canopy_png_decode_fast($0, $1, $2, $3, $4, $5) }
        return status == 0 ? nil : DecodeVerdict(decoded: status == 1, message: message, pixels: pixels)
    }

    /// The any-format path (it answers 0 decoded, -1 refused).
    static func any(_ data: Data, width: Int, height: Int) -> DecodeVerdict {
        let (status, message, pixels) = run(data, width: width, height: height) { canopy_png_decode_any($0, $1, $2, $3, $4, $5) }
        return DecodeVerdict(decoded: status == 0, message: message, pixels: pixels)
    }

    private static func run(
        _ data: Data, width: Int, height: Int,
        _ decode: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, UInt32, UInt32, UnsafeMutablePointer<CChar>?) -> Int32
    ) -> (Int32, String, [UInt8]) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &pixels, UInt32(width), UInt32(height), &message)
        }
        return (status, String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), pixels)
    }
}
