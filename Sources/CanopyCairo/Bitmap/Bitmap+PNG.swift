import Foundation

extension Bitmap {
    /// Decodes PNG bytes (any colour type, bit depth and interlacing) to straight RGBA8.
    ///
    /// 16-bit channels are scaled to 8 bits, palettes and grey are expanded, a missing alpha
    /// channel becomes opaque; no gamma correction. Throws `RenderError.invalidPNG` for
    /// corrupt, truncated or unsupported data, or sides over 32767 pixels.
    public init(pngData: Data) throws {
        self = try PNGCodec.decode(pngData, file: nil)
    }

    /// Reads and decodes a PNG file, or a JPEG file (recognised by its signature); errors
    /// name the file.
    public init(contentsOf url: URL) throws {
        let data = try FileIO.read(url)
        if Bitmap.isJPEG(data) {
            do {
                try self.init(jpegData: data)
            } catch RenderError.invalidBitmap(let reason) {
                throw RenderError.invalidBitmap(reason: "\(url.path): \(reason)")
            }
            return
        }
        try self.init(pngData: data, file: url.path)
    }

    /// Decodes PNG bytes read from `file`, which errors name (for callers that keep the bytes).
    package init(pngData: Data, file: String) throws {
        self = try PNGCodec.decode(pngData, file: file)
    }

    /// Encodes as an 8-bit RGBA PNG with a pixel digest chunk.
    ///
    /// Deterministic: the same pixels give the same bytes. Throws for an empty image (PNG
    /// has no zero-sized images).
    public func pngData() throws -> Data {
        try pngData(metadata: [:])
    }

    /// Encodes as an 8-bit RGBA PNG with `metadata` as tEXt chunks (keys sorted, before the
    /// image data) and the pixel digest chunk bound to the image data (after it).
    ///
    /// Keys are limited to 79 printable ASCII characters and values to printable ASCII
    /// (other characters become `?`), as PNG's Latin-1 text chunks require.
    public func pngData(metadata: [String: String]) throws -> Data {
        try pngData(metadata: metadata, pixelDigest: nil)
    }

    /// `pngData(metadata:)` for a caller that already holds this bitmap's `pixelDigest`, so
    /// the pixels are not summed again while encoding.
    package func pngData(metadata: [String: String], pixelDigest known: String?) throws -> Data {
        let text = metadata.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        var data: Data
        let digest: String
        if let known {
            (data, digest) = (try PNGCodec.encode(self, text: text), known)
        } else {
            (data, digest) = try PNGCodec.encodeWithDigest(self, text: text)
        }
        let chunks = try PNGChunks(data, file: nil)
        let value = DigestChunk.value(digest: digest, imageDataChecksum: chunks.imageDataChecksum(in: data))
        let payload = Array(DigestChunk.key.utf8) + [0] + Array(value.utf8)
        data.insert(contentsOf: PNGChunks.makeChunk(type: "tEXt", payload: payload), at: chunks.endOffset)
        return data
    }

    /// Writes the PNG to `url` atomically: a temporary file in the same folder, then a rename.
    ///
    /// A reader sees the old file or the complete new one, never a truncated file; on failure
    /// nothing is left behind and `RenderError.unwritableFile` names the path.
    public func write(to url: URL) throws {
        try FileIO.writeAtomically(try pngData(), to: url)
    }

    /// Encodes with `metadata` and writes atomically (see `pngData(metadata:)`, `write(to:)`).
    public func write(to url: URL, metadata: [String: String]) throws {
        try FileIO.writeAtomically(try pngData(metadata: metadata), to: url)
    }

    /// `write(to:metadata:)` with this bitmap's `pixelDigest` already known (see
    /// `pngData(metadata:pixelDigest:)`).
    package func write(to url: URL, metadata: [String: String], pixelDigest: String) throws {
        try FileIO.writeAtomically(try pngData(metadata: metadata, pixelDigest: pixelDigest), to: url)
    }
}
