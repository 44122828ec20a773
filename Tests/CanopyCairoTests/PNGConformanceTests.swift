import Foundation
import Testing

@testable import CanopyCairo

/// Every PNG colour type and bit depth (1 to 16 bits; grey, grey with alpha, palette with and
/// without tRNS, RGB, RGBA; Adam7 or not; odd sizes) decodes to the RGBA8 pixels libpng made of
/// the same files, recorded as digests beside them: PngSuite's basic images, and files libpng's
/// writer made at odd sizes with every row filter.
@Suite("PNG conformance corpus")
struct PNGConformanceTests {
    /// One recorded file: its name, its size and the digest of its RGBA8 pixels.
    struct Expected: CustomStringConvertible {
        var directory: URL
        var name: String
        var digest: String
        var description: String { name }
    }

    /// The entries of `Fixtures/<folder>/expected-rgba8.txt` (`name WxH crc32 adler32`).
    static func expected(_ folder: String) -> [Expected] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(folder)
        guard let text = try? String(contentsOf: fixtures.appendingPathComponent("expected-rgba8.txt"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 4 else { return nil }
            return Expected(
                directory: fixtures, name: fields[0], digest: "rgba8:\(fields[1]):crc32=\(fields[2]):adler32=\(fields[3])")
        }
    }

    static let suite = expected("PngSuite")
    static let formats = expected("PNGFormats")

    @Test("The recorded corpus is all there: 60 PngSuite images and 152 made at odd sizes")
    func corpusIsComplete() {
        #expect(Self.suite.count == 60)
        #expect(Self.formats.count == 152)
    }

    @Test("Each PngSuite image decodes to the pixels libpng made of it", arguments: suite)
    func pngSuite(_ file: Expected) throws {
        let data = try Data(contentsOf: file.directory.appendingPathComponent(file.name))
        #expect(try Bitmap(pngData: data).pixelDigest == file.digest)
    }

    @Test("Each odd-size file of every format decodes to the pixels libpng made of it", arguments: formats)
    func oddSizes(_ file: Expected) throws {
        let data = try Data(contentsOf: file.directory.appendingPathComponent(file.name))
        #expect(try Bitmap(pngData: data).pixelDigest == file.digest)
    }
}
