import CCanopySupport
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

/// A damaged, foreign or hostile segment index changes nothing: every variant decodes to the
/// pixels, or fails with the error, that the serial path gives for the same bytes.
@Suite("PNG segment index damage")
struct PNGSegmentDamageTests {
    static let width = 40
    static let height = 30
    /// Four rows a segment: seven full segments and one of two rows.
    static let segmentBytes = (width * 4 + 1) * 4
    static let pixels = SegmentedPNG.mixed(width: width, height: height, seed: 21)

    static func file() throws -> Data {
        try SegmentedPNG.encode(pixels, width: width, height: height, segmentBytes: segmentBytes)
    }

    /// Reads `data` both ways and expects one result, the segments never used.
    static func expectSerialResult(_ data: Data, _ variant: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parallel = SegmentedPNG.read(data, width: width, height: height, segments: true)
        let serial = SegmentedPNG.read(data, width: width, height: height, segments: false)
        #expect(parallel.sameResult(as: serial), "\(variant): \(parallel.message) / \(serial.message)", sourceLocation: sourceLocation)
        #expect(!parallel.inSegments, "\(variant) was read in segments", sourceLocation: sourceLocation)
    }

    /// Reads a 32-bit big-endian field of the payload.
    static func field(_ payload: [UInt8], _ at: Int) -> UInt32 {
        UInt32(payload[at]) << 24 | UInt32(payload[at + 1]) << 16 | UInt32(payload[at + 2]) << 8 | UInt32(payload[at + 3])
    }

    /// The payload with the field at `at` set to `value`.
    static func setting(_ payload: [UInt8], _ at: Int, _ value: UInt32) -> [UInt8] {
        var copy = payload
        copy.replaceSubrange(at..<(at + 4), with: SegmentedPNG.bigEndian(value))
        return copy
    }

    /// Offsets of segment `k`'s length, rows and Adler-32 in the payload.
    static func length(_ k: Int) -> Int { 5 + 12 * k }
    static func rows(_ k: Int) -> Int { 9 + 12 * k }
    static func adler(_ k: Int) -> Int { 13 + 12 * k }

    /// Index payloads that disagree with the file or with themselves.
    static let variants: [(String, @Sendable ([UInt8]) -> [UInt8])] = [
        ("a version the reader does not know", { p in [2] + p.dropFirst() }),
        ("a count one more than the records", { p in setting(p, 1, field(p, 1) + 1) }),
        ("a count one less than the records", { p in setting(p, 1, field(p, 1) - 1) }),
        ("a count claiming 2^32 - 1 segments", { p in setting(p, 1, 0xFFFF_FFFF) }),
        (
            "a count of one with one record for everything",
            { p in
                let bytes = (0..<8).map { field(p, length($0)) }.reduce(0, +)
                return [1] + SegmentedPNG.bigEndian(1) + SegmentedPNG.bigEndian(bytes) + SegmentedPNG.bigEndian(UInt32(height))
                    + Array(p[adler(0)..<(adler(0) + 4)])
            }
        ),
        ("a payload cut inside a record", { p in Array(p.dropLast(5)) }),
        ("a payload of three bytes", { p in Array(p.prefix(3)) }),
        ("an empty payload", { _ in [] }),
        ("a row moved from one segment to the next", { p in setting(setting(p, rows(0), field(p, rows(0)) + 1), rows(1), field(p, rows(1)) - 1) }),
        ("rows claiming 2^32 - 1 in one segment", { p in setting(p, rows(2), 0xFFFF_FFFF) }),
        ("rows adding up to more than the height", { p in setting(p, rows(7), field(p, rows(7)) + 1) }),
        ("a segment of no rows", { p in setting(p, rows(3), 0) }),
        (
            "a byte moved from one segment's length to the next",
            { p in
                setting(setting(p, length(0), field(p, length(0)) + 1), length(1), field(p, length(1)) - 1)
            }
        ),
        ("lengths adding up to more than the image data", { p in setting(p, length(7), field(p, length(7)) + 1) }),
        ("a length claiming 2^32 - 1 bytes", { p in setting(p, length(4), 0xFFFF_FFFF) }),
        ("a length of zero", { p in setting(p, length(5), 0) }),
        ("one segment's Adler-32 wrong", { p in setting(p, adler(2), field(p, adler(2)) ^ 1) }),
        ("two segments' Adler-32s exchanged", { p in setting(setting(p, adler(1), field(p, adler(2))), adler(2), field(p, adler(1))) }),
        ("the records in reverse order", { p in Array(p.prefix(5)) + (0..<8).reversed().flatMap { k in Array(p[length(k)..<(length(k) + 12)]) } }),
    ]

    @Test("Index payloads that disagree with the file decode as the serial path decodes them", arguments: 0..<variants.count)
    func damagedIndex(variant: Int) throws {
        // Given a segmented file whose index is rewritten (with a matching CRC)
        let (name, change) = Self.variants[variant]
        let file = try Self.file()
        let payload = try #require(try SegmentedPNG.index(of: file))
        #expect(Self.field(payload, 1) == 8)
        let damaged = try SegmentedPNG.replacing(SegmentedPNG.indexType, in: file, with: change(payload))
        // When it is read, then the result is the serial path's, and here that is the picture
        Self.expectSerialResult(damaged, name)
        #expect(SegmentedPNG.read(damaged, width: Self.width, height: Self.height, segments: true).pixels == Self.pixels, "\(name)")
    }

    @Test("A second index chunk makes both untrusted")
    func twoIndexes() throws {
        // Given a segmented file with its index chunk twice
        let file = try Self.file()
        let payload = try #require(try SegmentedPNG.index(of: file))
        let doubled = try SegmentedPNG.inserting(
            PNGChunks.makeChunk(type: SegmentedPNG.indexType, payload: payload), before: "IDAT", in: file)
        // When it is read, then the serial path decodes it
        Self.expectSerialResult(doubled, "two indexes")
        #expect(SegmentedPNG.read(doubled, width: Self.width, height: Self.height, segments: true).pixels == Self.pixels)
    }

    @Test("An index after the image data is ignored")
    func indexAfterImageData() throws {
        // Given the index moved behind the image data
        let file = try Self.file()
        let payload = try #require(try SegmentedPNG.index(of: file))
        let moved = try SegmentedPNG.inserting(
            PNGChunks.makeChunk(type: SegmentedPNG.indexType, payload: payload), before: "IEND",
            in: SegmentedPNG.replacing(SegmentedPNG.indexType, in: file, with: nil))
        // When it is read, then the serial path decodes it to the picture
        Self.expectSerialResult(moved, "index after IDAT")
        #expect(SegmentedPNG.read(moved, width: Self.width, height: Self.height, segments: true).pixels == Self.pixels)
    }

    /// The file with its image data changed by `change` (and a CRC to match).
    static func changingImageData(_ change: (inout [UInt8]) -> Void) throws -> Data {
        let file = try Self.file()
        let idat = try #require(try PNGChunks(file, file: nil).chunks.first { $0.type == "IDAT" })
        var stream = Array(file[idat.data])
        change(&stream)
        return try SegmentedPNG.replacing("IDAT", in: file, with: stream)
    }

    @Test(
        "Damaged image data behind an intact index fails or decodes as the serial path does",
        arguments: [
            "a flipped bit in the third segment", "a flipped bit in the last segment", "the trailer's Adler-32 wrong",
            "the last 10 bytes cut", "a preset dictionary in the zlib header", "a last-block bit set in the first segment",
            "a segment's closing stored block damaged",
        ])
    func damagedImageData(variant: String) throws {
        // Given a segmented file whose deflate stream is damaged, the index left as written
        let payload = try #require(try SegmentedPNG.index(of: try Self.file()))
        let third = 2 + Int(Self.field(payload, Self.length(0)) + Self.field(payload, Self.length(1)))
        let lastStart = 2 + (0..<7).map { Int(Self.field(payload, Self.length($0))) }.reduce(0, +)
        let data = try Self.changingImageData { stream in
            switch variant {
            case "a flipped bit in the third segment": stream[third + 9] ^= 0x10
            case "a flipped bit in the last segment": stream[lastStart + 5] ^= 0x04
            case "the trailer's Adler-32 wrong": stream[stream.count - 1] ^= 1
            case "the last 10 bytes cut": stream.removeLast(10)
            case "a preset dictionary in the zlib header":
                // FDICT set, the check bits made valid again
                let check = (31 - (Int(stream[0]) * 256 + 0x20) % 31) % 31
                stream[1] = UInt8(0x20 + check)
            case "a last-block bit set in the first segment": stream[2] |= 1
            default:
                // The first segment's final four bytes, its empty stored block's lengths
                let end = 2 + Int(Self.field(payload, Self.length(0)))
                stream[end - 1] ^= 0xFF
            }
        }
        // When it is read, then parallel and serial agree
        Self.expectSerialResult(data, variant)
    }
}
