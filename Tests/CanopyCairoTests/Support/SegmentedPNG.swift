import CCanopySupport
import Foundation

@testable import CanopyCairo

/// Files with a segment index, and the fast path's two ways of reading them, for tests.
enum SegmentedPNG {
    /// The index chunk's type: ancillary, private, unsafe to copy.
    static let indexType = "cnSP"

    /// What one reading of a file gave: the fast path's status (1 decoded, 0 declined,
    /// -1 corrupt), the pixels, the message and whether the segments decoded it.
    struct Reading: Equatable {
        var status: Int32
        var pixels: [UInt8]
        var message: String
        var inSegments: Bool

        /// Everything but the path taken: what a caller of the decoder sees.
        func sameResult(as other: Reading) -> Bool {
            status == other.status && pixels == other.pixels && (status == 1 || message == other.message)
        }
    }

    /// Encodes RGBA pixels as `Bitmap.pngData` does, with segments of about `segmentBytes`
    /// scanline bytes (0: the default, about 1 MiB).
    static func encode(_ pixels: [UInt8], width: Int, height: Int, segmentBytes: Int) throws -> Data {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer { p in
            canopy_png_encode_segmented(
                p.baseAddress, UInt32(width), UInt32(height), nil, nil, 0, segmentBytes, &out, &size, &message)
        }
        guard status == 0, let out else {
            throw RenderError.invalidPNG(file: nil, reason: PNGCodec.text(message))
        }
        defer { free(out) }
        return Data(bytes: out, count: size)
    }

    /// Reads `data` with the fast path, its segments allowed or not.
    static func read(_ data: Data, width: Int, height: Int, segments: Bool) -> Reading {
        var message = [CChar](repeating: 0, count: 256)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var inSegments: Int32 = 0
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { out in
                canopy_png_decode_fast_with(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, out.baseAddress, UInt32(width),
                    UInt32(height), segments ? 1 : 0, &inSegments, &message)
            }
        }
        if status != 1 { pixels = [] }
        return Reading(status: status, pixels: pixels, message: PNGCodec.text(message), inSegments: inSegments == 1)
    }

    /// The index chunk's payload, or nil when the file has none.
    static func index(of data: Data) throws -> [UInt8]? {
        try PNGChunks(data, file: nil).chunks.first { $0.type == indexType }.map { Array(data[$0.data]) }
    }

    /// The file with the chunk of `type` given a new payload (and a CRC to match), or removed when nil.
    static func replacing(_ type: String, in data: Data, with payload: [UInt8]?) throws -> Data {
        let chunks = try PNGChunks(data, file: nil)
        guard let chunk = chunks.chunks.first(where: { $0.type == type }) else { return data }
        var out = Data(data[..<chunk.start])
        if let payload { out += PNGChunks.makeChunk(type: type, payload: payload) }
        out += data[(chunk.data.upperBound + 4)...]
        return out
    }

    /// The file with `chunk` (a whole chunk) inserted before the chunk of `type`.
    static func inserting(_ chunk: Data, before type: String, in data: Data) throws -> Data {
        let chunks = try PNGChunks(data, file: nil)
        guard let at = chunks.chunks.first(where: { $0.type == type })?.start else {
            throw RenderError.invalidPNG(file: nil, reason: "no \(type) chunk")
        }
        return Data(data[..<at]) + chunk + Data(data[at...])
    }

    /// Seeded pseudo-random bytes.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// A picture with runs, rows repeating the one above and noise, so every kind of match occurs.
    static func mixed(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        let noise = noise(count: width * height * 4, seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch (y / 3 + x / 5) % 4 {
                case 0: pixels[i..<(i + 4)] = [200, 30, 30, 255]
                case 1: pixels[i..<(i + 4)] = [UInt8(truncatingIfNeeded: y), 90, UInt8(truncatingIfNeeded: x), 255]
                case 2: pixels[i..<(i + 4)] = noise[i..<(i + 4)]
                default: pixels[i..<(i + 4)] = [0, 0, 0, UInt8(truncatingIfNeeded: x * 3)]
                }
            }
        }
        return pixels
    }
}

extension SegmentedPNG {
    /// Big-endian bytes of a 32-bit value.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// An 8-bit RGBA file made by hand from scanlines (each a filter byte and its row), compressed
    /// in segments of about `segmentBytes`, with the index the writer would record.
    static func file(scanlines: [UInt8], width: Int, height: Int, segmentBytes: Int) throws -> Data {
        let stride = width * 4 + 1
        let count = canopy_deflate_segment_count(scanlines.count, stride, segmentBytes)
        var out = [UInt8](repeating: 0, count: canopy_deflate_rows_bound_segmented(scanlines.count, stride, segmentBytes))
        var records = [canopy_deflate_segment](repeating: canopy_deflate_segment(), count: count)
        var size = 0
        let status = scanlines.withUnsafeBufferPointer { raw in
            out.withUnsafeMutableBufferPointer { o in
                canopy_deflate_rows_segmented(raw.baseAddress, raw.count, stride, segmentBytes, 0, o.baseAddress, &size, &records)
            }
        }
        guard status == 0 else { throw RenderError.invalidPNG(file: nil, reason: "compression failed") }
        var index: [UInt8] = [1] + bigEndian(UInt32(count))
        for record in records { index += bigEndian(record.compressed_bytes) + bigEndian(record.rows) + bigEndian(record.adler) }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        var file = Data(PNGChunks.signature)
        file += PNGChunks.makeChunk(type: "IHDR", payload: header)
        file += PNGChunks.makeChunk(type: indexType, payload: index)
        file += PNGChunks.makeChunk(type: "IDAT", payload: Array(out[..<size]))
        file += PNGChunks.makeChunk(type: "IEND", payload: [])
        return file
    }
}
