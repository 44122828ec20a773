import Foundation

/// A view that draws a PNG image placed by `contentMode`: the UIImageView analogue.
open class ImageNode: ViewNode {
    /// The image; the renderer decodes it. Nil draws nothing.
    public var image: ImageSource? { didSet { if oldValue != image { setNeedsLayout() } } }
    /// How the image is placed in the bounds (default `.scaleToFill`).
    public var contentMode: ContentMode = .scaleToFill
    /// An `Image` drawn instead of `image`: a symbol or bitmap with a rendering mode (a
    /// template draws in `tintColor`) and cap insets (the image stretches or tiles between
    /// them to fill the bounds).
    public var displayedImage: Image? { didSet { if oldValue !== displayedImage { setNeedsLayout() } } }

    /// By default `.image`, as UIKit's image views; images are not elements until an app makes
    /// one (`isAccessibilityElement = true` with a label) because most are decorative.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }

    /// The image's size in points (pixel size over `@2x`/`@3x` scale), read from the PNG header
    /// without decoding; nil when there is no image or its header cannot be read.
    public var imageSize: CGSize? {
        if let displayed = displayedImage { return displayed.size }
        guard let source = image, let header = Self.pngHeader(source) else { return nil }
        return CGSize(width: CGFloat(header.width) / header.scale, height: CGFloat(header.height) / header.scale)
    }

    /// The natural image size in points, or zero without a readable image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { imageSize ?? .zero }

    /// Draws the image into the rect its content mode gives.
    open override func draw(in canvas: Canvas) {
        if let displayed = displayedImage {
            // A resizable image fills the bounds; others are placed by the content mode.
            let rect = displayed.capInsets == .zero ? Self.drawnRect(for: contentMode, imageSize: displayed.size, in: bounds) : bounds
            displayed.draw(in: rect, tintColor: tintColor ?? .systemBlue, on: canvas)
            return
        }
        guard let source = image else { return }
        let s = imageSize ?? bounds.size
        canvas.drawImage(source, in: Self.drawnRect(for: contentMode, imageSize: s, in: bounds))
    }

    /// Where an image of `s` points is drawn inside `r` for a content mode.
    public static func drawnRect(for mode: ContentMode, imageSize s: CGSize, in r: CGRect) -> CGRect {
        func sized(_ w: CGFloat, _ h: CGFloat, x: CGFloat, y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
        let cx = r.midX - s.width / 2, cy = r.midY - s.height / 2
        switch mode {
        case .scaleToFill:
            return r
        case .scaleAspectFit, .scaleAspectFill:
            guard s.width > 0, s.height > 0 else { return r }
            let kx = r.width / s.width, ky = r.height / s.height
            let k = mode == .scaleAspectFit ? Swift.min(kx, ky) : Swift.max(kx, ky)
            let w = s.width * k, h = s.height * k
            return sized(w, h, x: r.midX - w / 2, y: r.midY - h / 2)
        case .center: return sized(s.width, s.height, x: cx, y: cy)
        case .top: return sized(s.width, s.height, x: cx, y: r.minY)
        case .bottom: return sized(s.width, s.height, x: cx, y: r.maxY - s.height)
        case .left: return sized(s.width, s.height, x: r.minX, y: cy)
        case .right: return sized(s.width, s.height, x: r.maxX - s.width, y: cy)
        case .topLeft: return sized(s.width, s.height, x: r.minX, y: r.minY)
        case .topRight: return sized(s.width, s.height, x: r.maxX - s.width, y: r.minY)
        case .bottomLeft: return sized(s.width, s.height, x: r.minX, y: r.maxY - s.height)
        case .bottomRight: return sized(s.width, s.height, x: r.maxX - s.width, y: r.maxY - s.height)
        }
    }

    /// Pixel size from bytes 16–23 of a PNG (big-endian width, height) and the file's
    /// `@2x`/`@3x` scale; nil for a missing file, a non-PNG or fewer than 24 bytes.
    static func pngHeader(_ source: ImageSource) -> (width: Int, height: Int, scale: CGFloat)? {
        let bytes: [UInt8]
        var scale: CGFloat = 1
        switch source {
        case let .png(data):
            bytes = Array(data.prefix(24))
        case let .file(url):
            let name = url.deletingPathExtension().lastPathComponent
            if name.hasSuffix("@2x") { scale = 2 } else if name.hasSuffix("@3x") { scale = 3 }
            guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
            defer { try? handle.close() }
            bytes = Array((try? handle.read(upToCount: 24)) ?? Data())
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { return nil }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (be32(16), be32(20), scale)
    }
}
