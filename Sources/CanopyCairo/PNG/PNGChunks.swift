internal import CCairo
internal import CCanopySupport
import Foundation

/// Walks a PNG's chunk structure without decompressing anything.
///
/// Used to read the header, the text chunks and the digest binding in a millisecond or two,
/// and to append chunks to freshly encoded data. Every chunk's CRC is verified, so a
/// corrupt or truncated file is reported even when its pixels are never decoded.
struct PNGChunks {
    /// One chunk: its four-letter type and where its data sits in the file.
    struct Chunk {
        let type: String
        let data: Range<Int>
        /// Offset of the chunk's length field.
        let start: Int
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let chunks: [Chunk]

    /// Parses `data`; throws `RenderError.invalidPNG` naming `file` on any structural fault.
    ///
    /// Runs the decoders' own structural check first, so a file this accepts is one they
    /// accept too, up to the compressed data itself (an unknown critical chunk or split
    /// IDAT chunks fail here as they fail there, in the same words).
    init(_ data: Data, file: String?) throws {
        func fail(_ reason: String) -> RenderError { .invalidPNG(file: file, reason: reason) }
        var layout = canopy_png_layout()
        var message = [CChar](repeating: 0, count: 256)
        let checked = data.withUnsafeBytes { bytes in
            canopy_png_check(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &layout, &message)
        }
        guard checked == 0 else { throw fail(PNGCodec.text(message)) }
        var found: [Chunk] = []
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= 8 else { throw fail("file is too short to be a PNG (\(bytes.count) bytes)") }
            guard Array(bytes[0..<8]) == PNGChunks.signature else { throw fail("not a PNG (bad signature)") }
            var offset = 8
            var sawEnd = false
            while offset < bytes.count {
                guard bytes.count - offset >= 12 else { throw fail("file is truncated inside a chunk header") }
                let length = Int(PNGChunks.bigEndian(bytes, at: offset))
                guard length <= 0x7FFF_FFFF, bytes.count - offset - 12 >= length else {
                    throw fail("file is truncated (a chunk claims \(length) bytes past the end)")
                }
                let typeBytes = bytes[(offset + 4)..<(offset + 8)]
                guard typeBytes.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }) else {
                    throw fail("corrupt chunk type at byte \(offset + 4)")
                }
                let type = String(decoding: typeBytes, as: UTF8.self)
                let stored = PNGChunks.bigEndian(bytes, at: offset + 8 + length)
                let computed = UInt32(crc32_z(0, bytes.baseAddress! + offset + 4, length + 4))
                guard stored == computed else { throw fail("CRC mismatch in \(type) chunk at byte \(offset)") }
                found.append(Chunk(type: type, data: (offset + 8)..<(offset + 8 + length), start: offset))
                offset += 12 + length
                if type == "IEND" {
                    sawEnd = true
                    break
                }
            }
            guard sawEnd else { throw fail("file is truncated (no IEND chunk)") }
            guard found.first?.type == "IHDR", found[0].data.count == 13 else { throw fail("missing IHDR header") }
        }
        chunks = found
    }

    /// Width and height from IHDR.
    func size(in data: Data) -> (width: Int, height: Int) {
        let ihdr = chunks[0].data
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return (Int(PNGChunks.bigEndian(bytes, at: ihdr.lowerBound)), Int(PNGChunks.bigEndian(bytes, at: ihdr.lowerBound + 4)))
        }
    }

    /// Every tEXt chunk as key/value (Latin-1), in file order.
    func text(in data: Data) -> [(key: String, value: String)] {
        chunks.filter { $0.type == "tEXt" }.compactMap { chunk in
            let body = data[chunk.data]
            guard let zero = body.firstIndex(of: 0) else { return nil }
            let key = String(decoding: body[body.startIndex..<zero], as: UTF8.self)
            let value = String(bytes: body[(zero + 1)...], encoding: .isoLatin1) ?? ""
            return (key, value)
        }
    }

    /// CRC-32 of the concatenated IDAT payloads: binds a stored digest to the exact image data.
    func imageDataChecksum(in data: Data) -> UInt32 {
        data.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: UInt8.self).baseAddress!
            var crc: uLong = 0
            for chunk in chunks where chunk.type == "IDAT" {
                crc = crc32_z(crc, base + chunk.data.lowerBound, chunk.data.count)
            }
            return UInt32(crc)
        }
    }

    /// Offset of the IEND chunk.
    var endOffset: Int { chunks.last!.start }

    /// A complete chunk (length, type, data, CRC) ready to splice into a file.
    static func makeChunk(type: String, payload: [UInt8]) -> Data {
        var chunk = Data()
        func append32(_ v: UInt32) { chunk.append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]) }
        append32(UInt32(payload.count))
        let body = Array(type.utf8) + payload
        chunk.append(contentsOf: body)
        let crc = body.withUnsafeBufferPointer { UInt32(crc32_z(0, $0.baseAddress, $0.count)) }
        append32(crc)
        return chunk
    }

    static func bigEndian(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
