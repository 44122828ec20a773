import Foundation

extension Image {
    /// An image of PNG or JPEG bytes in memory, at image scale 1; the renderer decodes them.
    ///
    /// Spelled like the bitmap source so `imageView.image = .png(data)` reads as it always has.
    public static func png(_ data: Data) -> Image { Image(source: .png(data)) }

    /// An image of a PNG or JPEG file on disk; `@2x`/`@3x` before the extension set the scale.
    public static func file(_ url: URL) -> Image { Image(source: .file(url)) }

    /// The image in the file at `path`, as UIImage's `init?(contentsOfFile:)`: nil when the
    /// file cannot be read or does not start like a PNG or JPEG.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard BitmapHeader.read(.file(url)) != nil else { return nil }
        self.init(source: .file(url))
    }

    /// The image of PNG or JPEG bytes, as UIImage's `init?(data:)`: nil for bytes that do not
    /// start like either format (their dimensions are read; the pixels are decoded when drawn).
    public convenience init?(data: Data) {
        guard BitmapHeader.read(.png(data)) != nil else { return nil }
        self.init(source: .png(data))
    }
}
