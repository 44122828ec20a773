import Foundation

/// An image a bar item, tab item or image view draws: a PNG or one of Canopy's vector
/// symbols, with a rendering mode and optional cap insets; the UIImage analogue.
///
/// Immutable: `withRenderingMode(_:)` and `resizableImage(withCapInsets:resizingMode:)`
/// return new images, as UIKit's do.
public final class Image: Sendable {
    /// How the image's colours are used when drawn.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// Symbols draw as templates, bitmaps in their own colours (UIKit's default).
        case automatic
        /// The image's own colours, ignoring the tint colour.
        case alwaysOriginal
        /// Only the image's alpha, filled with the tint colour.
        case alwaysTemplate
    }

    /// How the middle of a resizable image fills a larger rectangle.
    public enum ResizingMode: Int, Sendable, Hashable {
        /// Repeats the middle at its natural size.
        case tile
        /// Scales the middle to fill.
        case stretch
    }

    /// What the image draws.
    public enum Content: Sendable, Hashable {
        /// A bitmap the renderer decodes when drawing.
        case bitmap(ImageSource)
        /// A vector symbol drawn from paths.
        case symbol(Symbol)
    }

    /// What the image draws.
    public let content: Content
    /// How colours are used (default `.automatic`).
    public let renderingMode: RenderingMode
    /// Edges, in points, kept at their natural size when the image is drawn larger; zero
    /// insets scale the whole image.
    public let capInsets: EdgeInsets
    /// How the part between the cap insets fills the rest (default `.tile`, as UIKit's
    /// `resizableImage(withCapInsets:)`).
    public let resizingMode: ResizingMode

    /// Creates an image of a bitmap source.
    public convenience init(source: ImageSource) {
        self.init(content: .bitmap(source), renderingMode: .automatic, capInsets: .zero, resizingMode: .tile)
    }

    /// Creates an image of a vector symbol.
    public convenience init(symbol: Symbol) {
        self.init(content: .symbol(symbol), renderingMode: .automatic, capInsets: .zero, resizingMode: .tile)
    }

    /// The symbol with UIKit's system name (`"chevron.left"`, `"gear"`, …); nil for a name
    /// Canopy does not draw, as `UIImage(systemName:)` returns nil for an unknown name.
    public convenience init?(systemName: String) {
        guard let symbol = Symbol(rawValue: systemName) else { return nil }
        self.init(symbol: symbol)
    }

    init(content: Content, renderingMode: RenderingMode, capInsets: EdgeInsets, resizingMode: ResizingMode) {
        self.content = content
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
    }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        Image(content: content, renderingMode: mode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same image with cap insets, tiling its middle.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with cap insets and a resizing mode.
    ///
    /// Insets that are negative, non-finite or together larger than the image are refused
    /// (`image.capInsets`): the image comes back unchanged.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        let s = size
        let valid =
            capInsets.isFinite && capInsets.top >= 0 && capInsets.left >= 0 && capInsets.bottom >= 0 && capInsets.right >= 0
            && capInsets.left + capInsets.right <= s.width && capInsets.top + capInsets.bottom <= s.height
        guard valid else {
            Diagnostics.report(
                code: "image.capInsets",
                "Refused cap insets \(capInsets) on a \(s.width)×\(s.height) image: they must be finite, non-negative and fit the image.")
            return self
        }
        return Image(content: content, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image's natural size in points: a symbol's drawing box, or a bitmap's pixel size
    /// over its scale (zero when the bitmap's header cannot be read).
    public var size: CGSize {
        switch content {
        case let .symbol(symbol): return symbol.size
        case let .bitmap(source):
            return BitmapHeader.read(source)?.size ?? .zero
        }
    }

    /// Whether the image draws in the tint colour: templates, and symbols in automatic mode.
    public var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic:
            if case .symbol = content { return true }
            return false
        }
    }

    /// Draws the image into `rect`: templates in `tintColor`, the rest in their own colours
    /// (a symbol's own colour is `Color.label`); cap insets keep their edges unscaled.
    public func draw(in rect: CGRect, tintColor: Color, on canvas: Canvas) {
        let tint: Color? = isTemplate ? tintColor : nil
        switch content {
        case let .symbol(symbol):
            symbol.draw(in: rect, color: tint ?? .label, on: canvas)
        case let .bitmap(source):
            if capInsets == .zero {
                canvas.drawImage(source, in: rect, tintColor: tint)
            } else {
                for piece in ResizableImageLayout.pieces(imageSize: size, capInsets: capInsets, mode: resizingMode, in: rect) {
                    canvas.saveState()
                    canvas.clip(to: piece.clip)
                    canvas.drawImage(source, in: piece.imageRect, tintColor: tint)
                    canvas.restoreState()
                }
            }
        }
    }
}
