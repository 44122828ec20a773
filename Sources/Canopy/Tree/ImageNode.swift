import Foundation

/// A view that draws a PNG image placed by `contentMode`: the UIImageView analogue.
open class ImageNode: ViewNode {
    /// The image: a bitmap (`.png(data)`, `.file(url)`) or a symbol, with its rendering mode
    /// (a template draws in `tintColor`) and cap insets (the image stretches or tiles between
    /// them to fill the bounds). Nil draws nothing. UIImageView's `image`.
    public var image: Image? { didSet { if oldValue != image { setNeedsLayout() } } }
    /// How the image is placed in the bounds (default `.scaleToFill`).
    public var contentMode: ContentMode = .scaleToFill

    /// Creates an image view sized to `image`, as UIImageView's `init(image:)`: its frame is
    /// the image's size at the origin (zero without an image).
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// By default `.image`, as UIKit's image views; images are not elements until an app makes
    /// one (`isAccessibilityElement = true` with a label) because most are decorative.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }

    /// The image's size in points: a symbol's box, or a bitmap's pixel size over its
    /// `@2x`/`@3x` scale read from its PNG or JPEG header without decoding; nil when there is
    /// no image or a bitmap's header cannot be read.
    public var imageSize: CGSize? {
        guard let image else { return nil }
        switch image.content {
        case .symbol: return image.size
        case let .bitmap(source): return BitmapHeader.read(source)?.size  // one read of the header, not two
        }
    }

    /// The natural image size in points, or zero without a readable image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { imageSize ?? .zero }

    /// Draws the image into the rect its content mode gives.
    open override func draw(in canvas: Canvas) {
        guard let image else { return }
        // A resizable image fills the bounds; others are placed by the content mode (a
        // bitmap whose header cannot be read fills them, and the renderer reports it).
        let s = imageSize ?? bounds.size
        let rect = image.capInsets == .zero ? Self.drawnRect(for: contentMode, imageSize: s, in: bounds) : bounds
        image.draw(in: rect, tintColor: tintColor ?? .systemBlue, on: canvas)
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
}
