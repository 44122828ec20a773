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
    /// The list is the decoders' own structural check's walk (`canopy_png_check_chunks`), so a
    /// file this accepts is one they accept too, up to the compressed data itself, with every
    /// chunk's CRC verified once.
    init(_ data: Data, file: String?) throws {
        var layout = canopy_png_layout()
        var message = [CChar](repeating: 0, count: 256)
        // Room for a typical file's chunks; a file with more is walked again with room for all.
        var listed = [canopy_png_chunk](repeating: canopy_png_chunk(), count: 16)
        func walk() -> Int32 {
            data.withUnsafeBytes { bytes in
                canopy_png_check_chunks(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &layout, &listed, listed.count, &message)
            }
        }
        var status = walk()
        if status == 0 && layout.chunk_count > listed.count {
            listed = [canopy_png_chunk](repeating: canopy_png_chunk(), count: layout.chunk_count)
            status = walk()
        }
        guard status == 0 else { throw RenderError.invalidPNG(file: file, reason: PNGCodec.text(message)) }
        chunks = listed.prefix(layout.chunk_count).map { chunk in
            let type = withUnsafeBytes(of: chunk.type) { String(decoding: $0.prefix(4), as: UTF8.self) }
            let start = Int(chunk.offset)
            return Chunk(type: type, data: (start + 8)..<(start + 8 + Int(chunk.length)), start: start)
        }
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
            var crc: UInt32 = 0
            for chunk in chunks where chunk.type == "IDAT" {
                crc = canopy_crc32(crc, base + chunk.data.lowerBound, chunk.data.count)
            }
            return crc
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
        let crc = body.withUnsafeBufferPointer { canopy_crc32(0, $0.baseAddress, $0.count) }
        append32(crc)
        return chunk
    }

    static func bigEndian(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
