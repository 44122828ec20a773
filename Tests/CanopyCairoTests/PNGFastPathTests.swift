import CCanopySupport
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

/// The fast read path for 8-bit RGBA files, checked against the any-format path on the same bytes.
@Suite("PNG fast path")
struct PNGFastPathTests {
    /// A gradient with noise: pixels no run-length trick predicts.
    static func busyPixels(width: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 12345
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = UInt8(truncatingIfNeeded: state >> 24) & 0x0F
                pixels += [
                    UInt8(truncatingIfNeeded: x * 7) &+ noise, UInt8(truncatingIfNeeded: y * 5), UInt8(truncatingIfNeeded: x &+ y) ^ noise,
                    UInt8(truncatingIfNeeded: 255 - x),
                ]
            }
        }
        return pixels
    }

    /// Decodes with the fast path alone; nil when it declines the file.
    static func fastDecode(_ data: Data, width: Int, height: Int) -> (status: Int32, pixels: [UInt8], message: String) {
        var message = [CChar](repeating: 0, count: 256)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { out in
                canopy_png_decode_fast(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, out.baseAddress, UInt32(width), UInt32(height), &message)
            }
        }
        return (status, pixels, String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    @Test("Unfiltered RGBA rows decode to the same pixels on the fast path")
    func unfilteredRows() throws {
        let (w, h) = (37, 23)
        let raw = Self.busyPixels(width: w, height: h)
        let file = try #require(PNGFixtures.encode(raw: raw, width: w, height: h, bitDepth: 8, colorType: PNGFixtures.rgba))
        let fast = Self.fastDecode(file, width: w, height: h)
        #expect(fast.status == 1, "\(fast.message)")
        #expect(fast.pixels == raw)
        #expect(try Bitmap(pngData: file).pixels == raw)
    }

    @Test(
        "RGBA rows another encoder filtered with Sub, Up, Average and Paeth decode alike on both paths",
        arguments: ["gen-c6d8-13x3.png", "gen-c6d8-33x10.png", "gen-c6d8-9x6.png"])
    func filteredRows(_ name: String) throws {
        let expected = try #require(PNGConformanceTests.formats.first { $0.name == name })
        let file = try Data(contentsOf: expected.directory.appendingPathComponent(name))
        let bitmap = try Bitmap(pngData: file)
        let fast = Self.fastDecode(file, width: bitmap.width, height: bitmap.height)
        #expect(fast.status == 1, "\(fast.message)")
        #expect(fast.pixels == DecodeVerdict.any(file, width: bitmap.width, height: bitmap.height).pixels)
        #expect(bitmap.pixelDigest == expected.digest)
    }

    @Test("Files the fast path does not handle go to the any-format path")
    func declines() throws {
        let grey = try #require(PNGFixtures.encode(raw: [0, 128, 255, 64], width: 2, height: 2, bitDepth: 8, colorType: PNGFixtures.grey))
        #expect(Self.fastDecode(grey, width: 2, height: 2).status == 0)
        let interlaced = try #require(
            PNGFixtures.encode(
                raw: Self.busyPixels(width: 9, height: 9), width: 9, height: 9, bitDepth: 8, colorType: PNGFixtures.rgba, interlaced: true))
        #expect(Self.fastDecode(interlaced, width: 9, height: 9).status == 0)
        #expect(try Bitmap(pngData: interlaced).pixels == Self.busyPixels(width: 9, height: 9))
    }

    @Test("Image data split over several IDAT chunks decodes")
    func splitImageData() throws {
        let bitmap = try Bitmap(width: 16, height: 16, pixels: Self.busyPixels(width: 16, height: 16))
        let data = try bitmap.pngData()
        let chunks = try PNGChunks(data, file: nil)
        let idat = try #require(chunks.chunks.first { $0.type == "IDAT" })
        let payload = Array(data[idat.data])
        let half = payload.count / 2
        var split = Data(data[..<idat.start])
        split += PNGChunks.makeChunk(type: "IDAT", payload: Array(payload[..<half]))
        split += PNGChunks.makeChunk(type: "IDAT", payload: Array(payload[half...]))
        split += data[(idat.data.upperBound + 4)...]
        #expect(Self.fastDecode(split, width: 16, height: 16).status == 1)
        #expect(try Bitmap(pngData: split) == bitmap)
    }

    @Test("A flipped byte in the image data is a CRC error, not a wrong picture")
    func corruptCRC() throws {
        let bitmap = try Bitmap(width: 8, height: 8, pixels: Self.busyPixels(width: 8, height: 8))
        var data = try bitmap.pngData()
        let idat = try #require(try PNGChunks(data, file: nil).chunks.first { $0.type == "IDAT" })
        data[idat.data.lowerBound + 3] ^= 0x40
        let fast = Self.fastDecode(data, width: 8, height: 8)
        #expect(fast.status == -1)
        #expect(fast.message.contains("CRC"))
        #expect(throws: RenderError.self) { try Bitmap(pngData: data) }
    }
}
