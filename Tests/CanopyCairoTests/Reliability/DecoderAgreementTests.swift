import Foundation
import Testing

@testable import CanopyCairo

/// The fast path and the any-format path read the same 8-bit RGBA file; on every corrupt variant they
/// must reach the same verdict and describe the fault in the same words.
@Suite("PNG decoders agree on corrupt files")
struct DecoderAgreementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// nil: both decode, to the same pixels; otherwise the start of both messages.
        let refusal: String?
        let file: @Sendable () -> Data
        var testDescription: String { name }
    }

    static let width = 6, height = 4

    static let cases: [Case] = [
        Case(name: "an intact file", refusal: nil) { PNGTestFile.rgba().data() },
        Case(name: "an unknown ancillary chunk", refusal: nil) {
            PNGTestFile.rgba().inserting("quXx", [1, 2, 3], before: "IDAT").data()
        },
        Case(name: "a zlib stream split over three IDAT chunks", refusal: nil) {
            let stream = PNGTestFile.stream(width: width, height: height)
            let third = stream.count / 3
            var file = PNGTestFile.rgba()
            file.chunks[1].payload = Array(stream[..<third])
            file.chunks.insert(("IDAT", Array(stream[third..<(2 * third)])), at: 2)
            file.chunks.insert(("IDAT", Array(stream[(2 * third)...])), at: 3)
            return file.data()
        },
        Case(name: "an empty IDAT after the stream's end", refusal: nil) {
            PNGTestFile.rgba().inserting("IDAT", [], before: "IEND").data()
        },
        Case(name: "a suggested palette before the image data", refusal: nil) {
            PNGTestFile.rgba().inserting("PLTE", [0, 0, 0, 255, 255, 255], before: "IDAT").data()
        },
        Case(name: "a palette after the image data", refusal: "invalid PLTE chunk at byte") {
            PNGTestFile.rgba().inserting("PLTE", [0, 0, 0], before: "IEND").data()
        },
        Case(name: "a palette of 4 bytes", refusal: "invalid PLTE chunk at byte 33 (4 bytes") {
            PNGTestFile.rgba().inserting("PLTE", [0, 0, 0, 0], before: "IDAT").data()
        },
        Case(name: "an IEND chunk with data", refusal: "IEND chunk at byte") {
            var file = PNGTestFile.rgba()
            file.chunks[2].payload = [1, 2, 3]
            return file.data()
        },
        Case(name: "an unknown critical chunk", refusal: "unknown critical chunk QUXX at byte 33") {
            PNGTestFile.rgba().inserting("QUXX", [1, 2, 3], before: "IDAT").data()
        },
        Case(name: "IDAT chunks split by another chunk", refusal: "IDAT chunks are not consecutive") {
            let stream = PNGTestFile.stream(width: width, height: height)
            var file = PNGTestFile.rgba()
            file.chunks[1].payload = Array(stream.prefix(10))
            file.chunks.insert(("tEXt", Array("a\u{0}b".utf8)), at: 2)
            file.chunks.insert(("IDAT", Array(stream.dropFirst(10))), at: 3)
            return file.data()
        },
        Case(name: "bytes after the zlib stream's end in the same IDAT", refusal: "image data continues past the end of the image") {
            PNGTestFile.rgba(idat: PNGTestFile.stream(width: width, height: height) + [0, 1, 2, 3]).data()
        },
        Case(name: "bytes after the zlib stream's end in a second IDAT", refusal: "image data continues past the end of the image") {
            PNGTestFile.rgba().inserting("IDAT", Array(repeating: 7, count: 83), before: "IEND").data()
        },
        Case(name: "a stream that inflates to more than the image", refusal: "image data continues past the end of the image") {
            PNGTestFile.rgba(idat: PNGTestFile.stream(width: width, height: height + 1)).data()
        },
        Case(name: "a stream that stops short", refusal: "image data is corrupt or truncated") {
            PNGTestFile.rgba(idat: Array(PNGTestFile.stream(width: width, height: height).dropLast(6))).data()
        },
        Case(name: "a stream that inflates to less than the image", refusal: "image data is corrupt or truncated") {
            PNGTestFile.rgba(idat: PNGTestFile.stream(width: width, height: height - 1)).data()
        },
        Case(name: "a row filter that does not exist", refusal: "unknown row filter") {
            PNGTestFile.rgba(idat: PNGTestFile.stream(width: width, height: height, filter: 9)).data()
        },
        Case(name: "a CRC mismatch in IDAT", refusal: "CRC mismatch in IDAT chunk at byte 33") {
            PNGTestFile.rgba().data(corruptingCRCOf: "IDAT")
        },
        Case(name: "a CRC mismatch in an ancillary chunk", refusal: "CRC mismatch in tEXt chunk at byte 33") {
            PNGTestFile.rgba().inserting("tEXt", Array("k\u{0}v".utf8), before: "IDAT").data(corruptingCRCOf: "tEXt")
        },
        Case(name: "no IEND chunk", refusal: "file is truncated (no IEND chunk)") {
            var file = PNGTestFile.rgba()
            file.chunks.removeLast()
            return file.data()
        },
        Case(name: "a second IHDR", refusal: "second IHDR chunk at byte 33") {
            PNGTestFile.rgba().inserting("IHDR", PNGTestFile.header(width: width, height: height, bitDepth: 8, colorType: 6), before: "IDAT")
                .data()
        },
    ]

    @Test("Both decoders give the same verdict in the same words", arguments: cases)
    func sameVerdict(_ testCase: Case) throws {
        // Given a hand-made 8-bit RGBA file
        let data = testCase.file()

        // When each decoder reads it alone
        let fast = try #require(DecodeVerdict.fast(data, width: Self.width, height: Self.height))
        let anyFormat = DecodeVerdict.any(data, width: Self.width, height: Self.height)

        // Then they agree, with the rule's message, or on every pixel
        #expect(fast.decoded == anyFormat.decoded, "fast path \(fast), any-format path \(anyFormat)")
        if let refusal = testCase.refusal {
            #expect(fast.message.hasPrefix(refusal), "fast path: \(fast.message)")
            #expect(anyFormat.message.hasPrefix(refusal), "any-format path: \(anyFormat.message)")
        } else {
            #expect(fast.decoded && fast.pixels == anyFormat.pixels)
        }
    }

    @Test("The public decoder refuses each corrupt file naming the same fault", arguments: cases.filter { $0.refusal != nil })
    func publicDecoderNamesTheFault(_ testCase: Case) {
        let error = #expect(throws: RenderError.self) { _ = try Bitmap(pngData: testCase.file()) }
        #expect("\(error.map { "\($0)" } ?? "")".contains(testCase.refusal ?? ""))
    }
}

extension DecoderAgreementTests {
    @Test("A summary refuses what the decoders refuse without inflating, in the same words", arguments: cases.filter { $0.refusal != nil })
    func summaryAgrees(_ testCase: Case) {
        // Given a corrupt file; faults inside the compressed data only show when inflating
        let refusal = testCase.refusal ?? ""
        let needsInflating = refusal.hasPrefix("image data") || refusal.hasPrefix("unknown row filter")

        // When it is summarised
        var message = "accepted"
        do { _ = try PNGSummary(pngData: testCase.file()) } catch { message = "\(error)" }

        // Then a structural fault is refused as the decoders refuse it
        #expect(needsInflating ? message == "accepted" : message.contains(refusal), "\(message)")
    }
}
