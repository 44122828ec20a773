import CCanopySupport
import Foundation
import Testing

@testable import CanopyCairo

/// The PNG code's single pieces: one chunk walk listing every chunk, one checksum source.
@Suite("PNG chunk walk and checksums")
struct PNGOnePathTests {
    /// Adler-32 of `bytes` in one pass (libdeflate's).
    static func adler(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { canopy_adler32(1, $0.baseAddress, $0.count) }
    }

    @Test("Joining two stretches' Adler-32s gives the Adler-32 of the stretches joined")
    func adlerCombine() {
        var generator = SystemRandomNumberGenerator()
        // Lengths around the modulus (65521) and its multiples, where the sums wrap.
        for (first, second) in [(0, 0), (1, 0), (0, 1), (5, 7), (65_520, 1), (65_521, 65_521), (70_000, 200_000), (3, 140_000)] {
            let a = (0..<first).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let b = (0..<second).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let joined = canopy_adler32_combine(Self.adler(a), Self.adler(b), UInt64(second))
            #expect(joined == Self.adler(a + b), "lengths \(first) and \(second)")
        }
        // All bytes 0xFF make both sums as large as they get before the modulus.
        let high = [UInt8](repeating: 0xFF, count: 100_000)
        #expect(canopy_adler32_combine(Self.adler(high), Self.adler(high), 100_000) == Self.adler(high + high))
    }

    @Test("The chunk list is the structural check's walk, with every chunk of a file of many chunks")
    func chunkListFromTheCheck() throws {
        let bitmap = try Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16))
        // 40 text chunks: more than the first walk has room for, so the list is walked again.
        var metadata: [String: String] = [:]
        for k in 0..<40 { metadata["key \(k)"] = "value \(k)" }
        let data = try bitmap.pngData(metadata: metadata)
        let chunks = try PNGChunks(data, file: nil)
        // IHDR, the pixel digest's text chunk, 40 text chunks, IDAT, IEND.
        #expect(chunks.chunks.count == 44)
        #expect(chunks.chunks.first?.type == "IHDR" && chunks.chunks.last?.type == "IEND")
        let text = Dictionary(uniqueKeysWithValues: chunks.text(in: data).map { ($0.key, $0.value) })
        #expect(text.filter { $0.key.hasPrefix("key ") } == metadata)
        for chunk in chunks.chunks {
            // Each chunk's payload is framed by its length before and its CRC after.
            let length = data[(chunk.start)..<(chunk.start + 4)].reduce(0) { $0 << 8 | Int($1) }
            #expect(chunk.data == (chunk.start + 8)..<(chunk.start + 8 + length))
        }
        #expect(chunks.size(in: data) == (width: 2, height: 2))
    }

    @Test("The writer's pixel digest, summed while compressing, is the bitmap's own", arguments: [(1, 1), (3, 2), (700, 500), (1179, 900)])
    func digestWhileEncoding(size: (width: Int, height: Int)) throws {
        var generator = SystemRandomNumberGenerator()
        // Noise over half the rows and flat colour over the rest, cut into several segments
        // once the scanlines pass a megabyte.
        var pixels = [UInt8](repeating: 0x5A, count: size.width * size.height * 4)
        for i in 0..<(pixels.count / 2) { pixels[i] = UInt8.random(in: 0...255, using: &generator) }
        let bitmap = try Bitmap(width: size.width, height: size.height, pixels: pixels)
        let encoded = try PNGCodec.encodeWithDigest(bitmap, text: [])
        #expect(encoded.pixelDigest == bitmap.pixelDigest)
        #expect(try PNGSummary(pngData: bitmap.pngData()).pixelDigest == bitmap.pixelDigest)
        #expect(try Bitmap(pngData: encoded.data) == bitmap)
    }

    @Test("Encoding with the pixel digest already known writes the same bytes")
    func knownDigest() throws {
        let pixels = (0..<(300 * 200 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 7 / 5) }
        let bitmap = try Bitmap(width: 300, height: 200, pixels: pixels)
        let known = try bitmap.pngData(metadata: ["a": "b"], pixelDigest: bitmap.pixelDigest)
        #expect(known == (try bitmap.pngData(metadata: ["a": "b"])))
    }

    @Test("A chunk walk refuses a damaged CRC in the checker's words")
    func damagedCRC() throws {
        var data = try Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 4]).pngData(metadata: ["a": "b"])
        let text = try #require(try PNGChunks(data, file: nil).chunks.first { $0.type == "tEXt" })
        data[text.data.upperBound] ^= 0x01
        #expect(throws: RenderError.self) { try PNGChunks(data, file: "golden.png") }
        do {
            _ = try PNGChunks(data, file: "golden.png")
        } catch {
            #expect("\(error)".contains("CRC mismatch in tEXt chunk at byte 33"))
        }
    }
}
