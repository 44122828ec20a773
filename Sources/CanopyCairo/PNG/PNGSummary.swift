import Foundation

/// What a PNG says about itself without decoding its pixels: size, text chunks and the
/// pixel digest Canopy stored when it wrote the file.
///
/// Reading one costs a chunk walk with CRC checks (about a millisecond for a phone screen),
/// which is what makes a passing snapshot assertion cheap.
public struct PNGSummary: Sendable, Equatable {
    /// Width in pixels, from IHDR.
    public let width: Int
    /// Height in pixels, from IHDR.
    public let height: Int
    /// tEXt chunks in file order (keys are not unique in general; Canopy writes each once).
    public let text: [String: String]
    /// `Bitmap.pixelDigest` of the decoded pixels, when the file carries one that is still
    /// bound to its image data (nil when absent or when the image data was re-encoded since).
    public let pixelDigest: String?

    /// Reads the summary of PNG bytes; `file` names the source in errors.
    ///
    /// Throws `RenderError.invalidPNG` for a bad signature, a truncated file, a CRC mismatch
    /// or a missing header.
    public init(pngData given: Data, file: String? = nil) throws {
        // Chunk offsets count from the first byte; a slice of a larger `Data` starts elsewhere.
        let data = given.startIndex == 0 ? given : Data(given)
        let chunks = try PNGChunks(data, file: file)
        let size = chunks.size(in: data)
        width = size.width
        height = size.height
        var text: [String: String] = [:]
        for (key, value) in chunks.text(in: data) where text[key] == nil { text[key] = value }
        self.text = text
        pixelDigest = DigestChunk.verifiedDigest(text[DigestChunk.key], imageDataChecksum: chunks.imageDataChecksum(in: data))
    }

    /// Reads the summary of a PNG file; errors name the file.
    public init(contentsOf url: URL) throws {
        let data = try FileIO.read(url)
        try self.init(pngData: data, file: url.path)
    }
}

/// The tEXt chunk binding a pixel digest to the image data it was computed for.
enum DigestChunk {
    static let key = "Canopy-Pixel-Digest"

    /// `"<digest>;idat-crc32=<hex>"`.
    static func value(digest: String, imageDataChecksum: UInt32) -> String {
        "\(digest);idat-crc32=\(hex(imageDataChecksum))"
    }

    /// The digest in `value` if its binding matches the file's image data.
    static func verifiedDigest(_ value: String?, imageDataChecksum: UInt32) -> String? {
        guard let value, let separator = value.range(of: ";idat-crc32=") else { return nil }
        guard value[separator.upperBound...] == hex(imageDataChecksum) else { return nil }
        return String(value[..<separator.lowerBound])
    }

    static func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}
