import Canopy
import Foundation
import Testing

@testable import CanopyCairo

@Suite("PNG encoding and decoding")
struct PNGCodecTests {
    /// A 3×2 bitmap with opaque, translucent and transparent pixels.
    static func sample() throws -> Bitmap {
        try Bitmap(
            width: 3, height: 2,
            pixels: [
                255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0,
                10, 20, 30, 40, 255, 255, 255, 255, 1, 2, 3, 255,
            ])
    }

    @Test("An RGBA bitmap survives encode and decode byte for byte")
    func roundTrip() throws {
        let bitmap = try Self.sample()
        let decoded = try Bitmap(pngData: try bitmap.pngData())
        #expect(decoded == bitmap)
        #expect(decoded.pixels == bitmap.pixels)
    }

    @Test("Encoding the same pixels twice gives identical bytes")
    func deterministicEncoding() throws {
        let bitmap = try Self.sample()
        #expect(try bitmap.pngData() == bitmap.pngData())
        #expect(try bitmap.pngData(metadata: ["b": "2", "a": "1"]) == bitmap.pngData(metadata: ["a": "1", "b": "2"]))
    }

    @Test("Metadata and the bound pixel digest are readable without decoding")
    func summary() throws {
        let bitmap = try Self.sample()
        let data = try bitmap.pngData(metadata: ["Canopy-Scale": "2", "Odd key é": "value ü"])
        let summary = try PNGSummary(pngData: data)
        #expect(summary.width == 3 && summary.height == 2)
        #expect(summary.text["Canopy-Scale"] == "2")
        #expect(summary.text["Odd key"] == "value ?")
        #expect(summary.pixelDigest == bitmap.pixelDigest)
    }

    @Test("A digest no longer bound to the image data is not trusted")
    func staleDigest() throws {
        // Given a PNG written by another encoder with a copied digest chunk
        let bitmap = try Self.sample()
        var other = bitmap
        other[x: 0, y: 0] = .blue
        let foreign = try PNGCodec.encode(
            other, text: [(key: "Canopy-Pixel-Digest", value: DigestChunk.value(digest: bitmap.pixelDigest, imageDataChecksum: 0))])
        // Then
        #expect(try PNGSummary(pngData: foreign).pixelDigest == nil)
    }

    @Test(
        "Grey, grey+alpha, RGB, 16-bit, palette, transparent palette and interlaced PNGs decode to RGBA8",
        arguments: [false, true])
    func oddFormats(interlaced: Bool) throws {
        let grey = try #require(
            PNGFixtures.encode(raw: [0, 128, 255, 64], width: 2, height: 2, bitDepth: 8, colorType: PNGFixtures.grey, interlaced: interlaced))
        #expect(try Bitmap(pngData: grey).pixels == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 64, 64, 64, 255])

        let greyAlpha = try #require(
            PNGFixtures.encode(raw: [200, 100], width: 1, height: 1, bitDepth: 8, colorType: PNGFixtures.greyAlpha, interlaced: interlaced))
        #expect(try Bitmap(pngData: greyAlpha).pixels == [200, 200, 200, 100])

        let rgb = try #require(
            PNGFixtures.encode(raw: [1, 2, 3, 4, 5, 6], width: 2, height: 1, bitDepth: 8, colorType: PNGFixtures.rgb, interlaced: interlaced))
        #expect(try Bitmap(pngData: rgb).pixels == [1, 2, 3, 255, 4, 5, 6, 255])

        // 16-bit RGBA, samples little-endian in the fixture: 0xFFFF, 0x8080, 0x0000, 0xFFFF
        let deep = try #require(
            PNGFixtures.encode(
                raw: [0xFF, 0xFF, 0x80, 0x80, 0, 0, 0xFF, 0xFF], width: 1, height: 1, bitDepth: 16, colorType: PNGFixtures.rgba,
                interlaced: interlaced))
        #expect(try Bitmap(pngData: deep).pixels == [255, 128, 0, 255])

        // 1-bit grey: 0b10100000 → white, black, white
        let bits = try #require(
            PNGFixtures.encode(raw: [0b1010_0000], width: 3, height: 1, bitDepth: 1, colorType: PNGFixtures.grey, interlaced: interlaced))
        #expect(try Bitmap(pngData: bits).pixels == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])

        // 4-bit palette with a tRNS entry
        let palette = try #require(
            PNGFixtures.encode(
                raw: [0x01, 0x20], width: 3, height: 1, bitDepth: 4, colorType: PNGFixtures.palette, interlaced: interlaced,
                palette: [255, 0, 0, 0, 255, 0, 0, 0, 255], paletteAlpha: [10, 255, 255]))
        #expect(try Bitmap(pngData: palette).pixels == [255, 0, 0, 10, 0, 255, 0, 255, 0, 0, 255, 255])
    }

    @Test("An unknown row filter in a grey image is refused naming the filter, the row and the pass", arguments: [false, true])
    func unknownFilterInAnyFormat(interlaced: Bool) throws {
        // Given a 1×2 grey image whose second scanline has filter 7 (filters go up to 4);
        // interlaced, that row is pass 7's only scanline
        let scanlines: [UInt8] = [0, 10, 7, 20]
        let header = PNGFixtures.be32(1) + PNGFixtures.be32(2) + [8, 0, 0, 0, interlaced ? 1 : 0]
        let file = Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGFixtures.chunk("IHDR", header)
                + PNGFixtures.chunk("IDAT", PNGFixtures.zlibStored(scanlines)) + PNGFixtures.chunk("IEND", []))
        // When it is decoded, then the refusal says which filter, where
        let error = #expect(throws: RenderError.self) { try Bitmap(pngData: file) }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains(interlaced ? "unknown row filter 7 in row 0 of interlace pass 7" : "unknown row filter 7 in row 1"), "\(text)")
    }

    @Test("An empty bitmap cannot be encoded and says why")
    func emptyImage() {
        #expect(throws: RenderError.self) { try Bitmap(width: 0, height: 5).pngData() }
    }
}
