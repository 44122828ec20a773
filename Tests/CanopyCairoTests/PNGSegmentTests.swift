import CCanopySupport
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

/// Files whose image data is cut into independent segments, recorded in an index chunk and
/// read on several threads: the same pixels as the serial path and the any-format path, and the same bytes
/// from the writer on any number of threads.
@Suite("PNG segments read in parallel")
struct PNGSegmentTests {
    /// Reads `data` with the any-format path alone.
    static func anyFormat(_ data: Data, width: Int, height: Int) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            pixels.withUnsafeMutableBufferPointer { out in
                canopy_png_decode_any(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, out.baseAddress, UInt32(width),
                    UInt32(height), &message)
            }
        }
        return status == 0 ? pixels : nil
    }

    @Test(
        "Pictures of every shape round-trip, segment by segment wherever there are several",
        arguments: [
            (1, 1, 0), (1, 1, 1), (3, 2, 1), (17, 9, 69), (17, 9, 138), (17, 9, 200), (40, 30, 161 * 3),
            (9000, 3, 1), (2, 300, 90), (300, 1000, 0), (64, 4097, 0),
        ])
    func roundTrip(width: Int, height: Int, segmentBytes: Int) throws {
        let stride = width * 4 + 1
        let rowsPerSegment = max(1, (segmentBytes == 0 ? 1 << 20 : segmentBytes) / stride)
        let segments = (height + rowsPerSegment - 1) / rowsPerSegment
        for pixels in [
            SegmentedPNG.mixed(width: width, height: height, seed: 7),
            SegmentedPNG.noise(count: width * height * 4, seed: 11),
        ] {
            // Given a picture written in segments of about `segmentBytes`
            let file = try SegmentedPNG.encode(pixels, width: width, height: height, segmentBytes: segmentBytes)
            // When it is read with the segments allowed, serially, and by the any-format path
            let parallel = SegmentedPNG.read(file, width: width, height: height, segments: true)
            let serial = SegmentedPNG.read(file, width: width, height: height, segments: false)
            // Then all three give the original pixels, and the segments did the work when there were several
            #expect(parallel.pixels == pixels, "\(width)×\(height): \(parallel.message)")
            #expect(serial.pixels == pixels)
            #expect(Self.anyFormat(file, width: width, height: height) == pixels)
            #expect(parallel.inSegments == (segments > 1), "\(width)×\(height) in \(segments) segments")
            #expect(try (SegmentedPNG.index(of: file) != nil) == (segments > 1))
        }
    }

    @Test("A golden-sized picture carries the index before its image data and reads in segments")
    func goldenCarriesIndex() throws {
        // Given a bitmap of more than a megabyte of scanlines, encoded as goldens are
        let (width, height) = (600, 700)
        let bitmap = try Bitmap(width: width, height: height, pixels: SegmentedPNG.mixed(width: width, height: height, seed: 3))
        let data = try bitmap.pngData(metadata: ["Canopy-Scale": "3"])
        // When its chunks and its index are read
        let chunks = try PNGChunks(data, file: nil).chunks
        let indexAt = try #require(chunks.firstIndex { $0.type == SegmentedPNG.indexType })
        let idatAt = try #require(chunks.firstIndex { $0.type == "IDAT" })
        let index = try #require(try SegmentedPNG.index(of: data))
        // Then the index comes first and describes the image data: version 1, two segments whose
        // rows make the height and whose bytes make the stream with its header and trailer
        #expect(indexAt < idatAt)
        #expect(index[0] == 1)
        let count = Int(UInt32(index[1]) << 24 | UInt32(index[2]) << 16 | UInt32(index[3]) << 8 | UInt32(index[4]))
        #expect(count == 2)
        #expect(index.count == 5 + 12 * count)
        func field(_ segment: Int, _ offset: Int) -> Int {
            let at = 5 + 12 * segment + offset
            return Int(UInt32(index[at]) << 24 | UInt32(index[at + 1]) << 16 | UInt32(index[at + 2]) << 8 | UInt32(index[at + 3]))
        }
        #expect((0..<count).map { field($0, 4) }.reduce(0, +) == height)
        #expect((0..<count).map { field($0, 0) }.reduce(0, +) + 6 == chunks[idatAt].data.count)
        // And it reads in segments to the bitmap's pixels, as the serial path and the any-format path do
        let parallel = SegmentedPNG.read(data, width: width, height: height, segments: true)
        #expect(parallel.inSegments)
        #expect(parallel.pixels == bitmap.pixels)
        #expect(SegmentedPNG.read(data, width: width, height: height, segments: false).pixels == bitmap.pixels)
        #expect(Self.anyFormat(data, width: width, height: height) == bitmap.pixels)
        #expect(try Bitmap(pngData: data) == bitmap)
    }

    @Test("The index chunk's name marks it ancillary, private and unsafe to copy")
    func indexChunkName() {
        // Given the index chunk's type, when its letters' cases are read
        let letters = Array(SegmentedPNG.indexType.utf8)
        // Then: lower-case first (ancillary), lower-case second (private), upper-case third
        // (reserved), upper-case fourth (unsafe to copy: it describes the image data)
        #expect(letters[0] & 0x20 != 0)
        #expect(letters[1] & 0x20 != 0)
        #expect(letters[2] & 0x20 == 0)
        #expect(letters[3] & 0x20 == 0)
    }

    @Test("Without its index a file reads serially to the same pixels")
    func withoutIndex() throws {
        // Given a segmented file and the same file with its index removed
        let (width, height) = (40, 30)
        let pixels = SegmentedPNG.mixed(width: width, height: height, seed: 5)
        let file = try SegmentedPNG.encode(pixels, width: width, height: height, segmentBytes: 161 * 4)
        let stripped = try SegmentedPNG.replacing(SegmentedPNG.indexType, in: file, with: nil)
        #expect(try SegmentedPNG.index(of: stripped) == nil)
        // When the stripped file is read
        let reading = SegmentedPNG.read(stripped, width: width, height: height, segments: true)
        // Then it decodes serially to the same pixels
        #expect(!reading.inSegments)
        #expect(reading.pixels == pixels)
    }

    @Test("Segments and their reports are the same on one, two, three and eight threads")
    func sameSegmentsOnAnyThreadCount() throws {
        // Given scanlines long enough for several default segments
        let width = 700
        let raw = PNGDeflateTests.scanlines(PNGDeflateTests.screenPixels(width: width, height: 900), width: width)
        let stride = width * 4 + 1
        let count = canopy_deflate_segment_count(raw.count, stride, 0)
        #expect(count == 3)
        func compress(threads: Int32) -> ([UInt8], [[UInt32]]) {
            var out = [UInt8](repeating: 0, count: canopy_deflate_rows_bound_segmented(raw.count, stride, 0))
            var records = [canopy_deflate_segment](repeating: canopy_deflate_segment(), count: count)
            var size = 0
            _ = raw.withUnsafeBufferPointer { r in
                out.withUnsafeMutableBufferPointer { o in
                    canopy_deflate_rows_segmented(r.baseAddress, r.count, stride, 0, threads, o.baseAddress, &size, &records)
                }
            }
            return (Array(out[..<size]), records.map { [$0.compressed_bytes, $0.rows, $0.adler] })
        }
        // When it is compressed on different numbers of threads
        let one = compress(threads: 1)
        // Then the bytes and every segment's length, rows and Adler-32 agree
        for threads: Int32 in [2, 3, 8] {
            let other = compress(threads: threads)
            #expect(other.0 == one.0)
            #expect(other.1 == one.1)
        }
        #expect(one.1.map { Int($0[1]) }.reduce(0, +) == 900)
        #expect(one.1.map { Int($0[0]) }.reduce(0, +) + 6 == one.0.count)
    }

    @Test("A segment starting with an Up row is read serially; one starting with a Sub row still reads in segments")
    func firstRowFilters() throws {
        // Given hand-made files of 4-row segments whose first rows use the Sub, then the Up filter
        let (width, height) = (10, 12)
        let pixels = SegmentedPNG.mixed(width: width, height: height, seed: 9)
        let expected = pixels
        func scanlines(firstRowFilter: UInt8) -> [UInt8] {
            var raw: [UInt8] = []
            for y in 0..<height {
                let row = Array(pixels[(y * width * 4)..<((y + 1) * width * 4)])
                if y % 4 == 0 && y > 0 && firstRowFilter == 1 {
                    raw.append(1)
                    raw += row.indices.map { i in i >= 4 ? row[i] &- row[i - 4] : row[i] }
                } else if y % 4 == 0 && y > 0 && firstRowFilter == 2 {
                    let above = pixels[((y - 1) * width * 4)..<(y * width * 4)]
                    raw.append(2)
                    raw += zip(row, above).map { $0 &- $1 }
                } else {
                    raw.append(0)
                    raw += row
                }
            }
            return raw
        }
        let segmentBytes = (width * 4 + 1) * 4
        let sub = try SegmentedPNG.file(scanlines: scanlines(firstRowFilter: 1), width: width, height: height, segmentBytes: segmentBytes)
        let up = try SegmentedPNG.file(scanlines: scanlines(firstRowFilter: 2), width: width, height: height, segmentBytes: segmentBytes)
        // When both are read
        let subReading = SegmentedPNG.read(sub, width: width, height: height, segments: true)
        let upReading = SegmentedPNG.read(up, width: width, height: height, segments: true)
        // Then both give the pixels; Sub reads only its own row, so its file decodes in segments
        #expect(subReading.pixels == expected)
        #expect(subReading.inSegments)
        #expect(upReading.pixels == expected)
        #expect(!upReading.inSegments)
    }

    @Test("An unknown row filter in a segment is the serial path's error, naming the row")
    func unknownFilter() throws {
        // Given a hand-made segmented file whose row 6 has filter 7
        let (width, height) = (10, 12)
        var raw = PNGDeflateTests.scanlines(SegmentedPNG.mixed(width: width, height: height, seed: 4), width: width)
        raw[6 * (width * 4 + 1)] = 7
        let file = try SegmentedPNG.file(scanlines: raw, width: width, height: height, segmentBytes: (width * 4 + 1) * 4)
        // When it is read with and without segments
        let parallel = SegmentedPNG.read(file, width: width, height: height, segments: true)
        let serial = SegmentedPNG.read(file, width: width, height: height, segments: false)
        // Then both refuse it in the same words
        #expect(parallel.status == -1)
        #expect(parallel.message == "unknown row filter 7 in row 6")
        #expect(parallel.sameResult(as: serial))
    }
}
