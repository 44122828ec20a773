import CCanopySupport
import Foundation
import Testing

@testable import CanopyCairo

/// The screenshot compressor behind `Bitmap.pngData`: valid zlib streams, the same bytes on
/// any number of threads, and bounded output for data it cannot compress.
@Suite("PNG deflate")
struct PNGDeflateTests {
    /// A picture shaped like a screen: bands of flat colour, a gradient, and rows of
    /// repeated "glyphs" (a small noisy tile), so runs, row copies and repeats all occur.
    static func screenPixels(width: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 2024
        let glyph = (0..<(7 * 9)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                switch (y / 40) % 3 {
                case 0:
                    pixels[i] = UInt8(truncatingIfNeeded: y)
                    pixels[i + 1] = 120
                    pixels[i + 2] = UInt8(truncatingIfNeeded: x / 50)
                case 1:
                    let g = glyph[(y % 9) * 7 + x % 7]
                    pixels[i] = g
                    pixels[i + 1] = g
                    pixels[i + 2] = g
                default:
                    break
                }
            }
        }
        return pixels
    }

    /// Noise: nothing repeats, so the compressor falls back to stored blocks.
    static func noise(count: Int) -> [UInt8] {
        var state: UInt64 = 99
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// PNG scanlines of RGBA pixels: each row behind a filter byte of 0 (none).
    static func scanlines(_ pixels: [UInt8], width: Int) -> [UInt8] {
        let row = width * 4
        var raw: [UInt8] = []
        raw.reserveCapacity(pixels.count + pixels.count / row)
        for start in stride(from: 0, to: pixels.count, by: row) {
            raw.append(0)
            raw += pixels[start..<(start + row)]
        }
        return raw
    }

    /// The zlib stream `canopy_deflate_rows` makes of `raw` on `threads` threads.
    static func deflate(_ raw: [UInt8], stride: Int, threads: Int32) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: canopy_deflate_rows_bound(raw.count, stride))
        var size = 0
        let status = raw.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                canopy_deflate_rows(r.baseAddress, r.count, stride, threads, o.baseAddress, &size)
            }
        }
        try #require(status == 0)
        return Array(out[..<size])
    }

    /// Inflates unfiltered 8-bit RGBA scanlines of rows `stride` bytes with libdeflate (another
    /// implementation than the compressor's), which checks the stream and its Adler-32 strictly:
    /// the stream goes into a PNG, is read by the any-format path and its filter bytes restored.
    static func inflate(_ stream: [UInt8], size: Int, stride: Int) -> [UInt8]? {
        let (width, height) = ((stride - 1) / 4, size / stride)
        let header = PNGFixtures.be32(UInt32(width)) + PNGFixtures.be32(UInt32(height)) + [8, 6, 0, 0, 0]
        let file = Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGFixtures.chunk("IHDR", header) + PNGFixtures.chunk("IDAT", stream)
                + PNGFixtures.chunk("IEND", []))
        let verdict = DecodeVerdict.any(file, width: width, height: height)
        guard verdict.decoded else { return nil }
        var raw: [UInt8] = []
        for start in Swift.stride(from: 0, to: verdict.pixels.count, by: width * 4) {
            raw.append(0)
            raw += verdict.pixels[start..<(start + width * 4)]
        }
        return raw
    }

    @Test("Scanlines compress to the same bytes on one, two, three and eight threads")
    func sameBytesOnAnyThreadCount() throws {
        // Given a screen large enough for several segments
        let width = 700
        let raw = Self.scanlines(Self.screenPixels(width: width, height: 900), width: width)
        // When it is compressed on different numbers of threads
        let one = try Self.deflate(raw, stride: width * 4 + 1, threads: 1)
        // Then every run gives the same bytes, and they inflate back
        for threads: Int32 in [2, 3, 8] {
            #expect(try Self.deflate(raw, stride: width * 4 + 1, threads: threads) == one)
        }
        #expect(Self.inflate(one, size: raw.count, stride: width * 4 + 1) == raw)
        #expect(one.count < raw.count / 20)
    }

    @Test(
        "Pictures of every shape inflate back with libdeflate",
        arguments: [(1, 1), (3, 2), (9000, 3), (1179, 60), (40, 7000)])
    func inflatesBack(width: Int, height: Int) throws {
        // Given a screen-like picture and noise of the same size (9000 px rows are longer
        // than deflate's 32 KiB window, so no match reaches the row above)
        for pixels in [Self.screenPixels(width: width, height: height), Self.noise(count: width * height * 4)] {
            let raw = Self.scanlines(pixels, width: width)
            // When compressed
            let stream = try Self.deflate(raw, stride: width * 4 + 1, threads: 0)
            // Then libdeflate restores every byte
            #expect(Self.inflate(stream, size: raw.count, stride: width * 4 + 1) == raw)
        }
    }

    @Test("Noise is stored with a few bytes of framing, not expanded")
    func noiseIsStored() throws {
        // Given 1.5 MB of noise: two segments of stored blocks
        let width = 500
        let raw = Self.scanlines(Self.noise(count: width * 750 * 4), width: width)
        // When compressed
        let stream = try Self.deflate(raw, stride: width * 4 + 1, threads: 2)
        // Then it grows by the stored blocks' 5-byte headers only (about one per 65,535
        // bytes, one more where a segment ends): less than 0.1%
        #expect(stream.count <= raw.count + raw.count / 1000)
        #expect(Self.inflate(stream, size: raw.count, stride: width * 4 + 1) == raw)
    }

    @Test("Files the encoder writes decode to the same pixels on the fast and the any-format paths")
    func bothDecodersAgree() throws {
        // Given a multi-segment screen encoded as a golden is
        let (width, height) = (640, 1000)
        let bitmap = try Bitmap(width: width, height: height, pixels: Self.screenPixels(width: width, height: height))
        let data = try bitmap.pngData(metadata: ["Canopy-Scale": "3"])
        // When both decoders read it
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { out in
                canopy_png_decode_any(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, out.baseAddress, UInt32(width), UInt32(height),
                    &message)
            }
        }
        // Then both give the original pixels
        #expect(status == 0, "\(PNGCodec.text(message))")
        #expect(pixels == bitmap.pixels)
        #expect(try Bitmap(pngData: data) == bitmap)
    }

    @Test("Huffman code lengths stay within the limit and make a complete code")
    func huffmanLengthsWithinLimit() {
        // Given Fibonacci frequencies, whose unlimited Huffman code is as deep as there are symbols
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        for limit: UInt32 in [7, 9, 15] {
            // When lengths are built with a limit
            var lengths = [UInt8](repeating: 0, count: frequencies.count)
            canopy_huffman_lengths(frequencies, UInt32(frequencies.count), limit, &lengths)
            // Then none is longer, and the Kraft sum is exactly one (no code left unused)
            #expect(lengths.allSatisfy { $0 >= 1 && UInt32($0) <= limit })
            let kraft = lengths.reduce(0) { $0 + (1 << (15 - Int($1))) }
            #expect(kraft == 1 << 15)
        }
    }

    @Test("Without a binding limit the code lengths cost what an optimal Huffman code costs")
    func huffmanLengthsOptimal() {
        // Given small frequency tables, exhaustively: every table of 2-5 symbols with counts 0-4
        func optimalCost(_ frequencies: [UInt32]) -> UInt64 {
            // A reference Huffman: repeatedly merge the two lightest; the cost is the sum of merges.
            var weights = frequencies.filter { $0 > 0 }.map(UInt64.init)
            var cost: UInt64 = 0
            while weights.count > 1 {
                weights.sort()
                let merged = weights.removeFirst() + weights.removeFirst()
                cost += merged
                weights.append(merged)
            }
            return cost
        }
        var tables: [[UInt32]] = [[]]
        for _ in 0..<5 { tables = tables.flatMap { t in (0...4).map { t + [UInt32($0)] } } }
        tables = tables.filter { $0.count >= 2 && $0.filter { $0 > 0 }.count >= 2 }
        for frequencies in tables {
            // When lengths are built with room to spare
            var lengths = [UInt8](repeating: 0, count: frequencies.count)
            canopy_huffman_lengths(frequencies, UInt32(frequencies.count), 15, &lengths)
            // Then the coded size equals the optimal code's
            let cost = zip(frequencies, lengths).reduce(UInt64(0)) { $0 + UInt64($1.0) * UInt64($1.1) }
            #expect(cost == optimalCost(frequencies), "\(frequencies) → \(lengths)")
        }
    }

    @Test("Every golden in the repository re-encodes to a file with the same pixel digest")
    func goldensNeedNoRecording() throws {
        // Given the goldens recorded by earlier encoders
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let files = try #require(FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
        #expect(!files.isEmpty)
        for file in files {
            // When one is decoded and encoded again
            let stored = try PNGSummary(contentsOf: file)
            let bitmap = try Bitmap(contentsOf: file)
            let again = try PNGSummary(pngData: try bitmap.pngData(metadata: stored.text.filter { $0.key != DigestChunk.key }))
            // Then the new file's digest is the one a snapshot match compares with the golden's
            #expect(again.pixelDigest == bitmap.pixelDigest, "\(file.lastPathComponent)")
            if let digest = stored.pixelDigest { #expect(digest == again.pixelDigest, "\(file.lastPathComponent)") }
        }
    }
}
