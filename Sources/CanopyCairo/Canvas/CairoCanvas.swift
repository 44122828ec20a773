internal import CCairo
import Canopy
import Foundation

/// The cairo implementation of `Canvas` that `CairoRenderer` hands to `draw(in:)`.
///
/// Calls with non-finite coordinates, or a transform that cannot be inverted, draw nothing
/// and are recorded; the renderer then throws `RenderError` after painting, naming the node.
/// Images are decoded once per render and drawn with cairo's `GOOD` filter, edges padded so
/// a scaled image stays crisp at its rectangle's edges.
public final class CairoCanvas: Canvas {
    /// Pixels per point of the surface (1, 2 or 3).
    public let scale: CGFloat
    /// The engine's metrics (`CairoTextMetrics`), for custom drawing that measures text.
    public let textMetrics: any TextMetrics

    let context: OpaquePointer
    /// The node being painted, named in error messages (nil outside a tree).
    var currentNode: ViewNode?
    var currentNodeName: String { currentNode?.diagnosticName ?? "canvas" }
    /// Problems found while drawing; the first one is thrown once painting ends.
    var problems: [RenderError] = []
    private var images: [ImageSource: Bitmap] = [:]
    private var saveDepth = 0
    /// The surface clear still owed before the first paint operation (nil when none is).
    var deferredClear: DeferredClear?
    /// Clips set for `clipsToBounds` and not yet closed (clips inside `draw(in:)` are closed
    /// before the painter paints again).
    var boundsClipDepth = 0
    /// The surface's size in pixels, for deciding whether a fill covers it.
    var surfaceSize = (width: 0, height: 0)

    init(context: OpaquePointer, scale: CGFloat, textMetrics: any TextMetrics) {
        self.context = context
        self.scale = scale
        self.textMetrics = textMetrics
        cairo_set_font_options(context, CairoFontFaces.shared.options)
    }

    /// Draws into a new transparent bitmap of `width × height` points at `scale`.
    ///
    /// For custom drawing outside a node tree (icons, test fixtures). Throws when the size or
    /// scale is unusable, or when a drawing call was invalid.
    public static func makeBitmap(width: CGFloat, height: CGFloat, scale: CGFloat = 1, _ body: (CairoCanvas) -> Void) throws -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(Double(scale)) }
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw RenderError.nonFiniteGeometry(node: "canvas", property: "size", value: "\(width)×\(height)")
        }
        // Compared as floating point first: 1e300 points, or a size times a scale that
        // overflows to infinity, has no integer pixel count to convert to.
        let exactWidth = Double((width * scale).rounded(.up)), exactHeight = Double((height * scale).rounded(.up))
        let side = Double(CairoSurface.maximumSide)
        guard exactWidth <= side, exactHeight <= side else {
            throw RenderError.surfaceTooLarge(node: "canvas", width: exactWidth, height: exactHeight)
        }
        return try CairoSurface.paintBitmap(width: Int(exactWidth), height: Int(exactHeight), node: "canvas") { surface, _ in
            guard let context = cairo_create(surface) else { throw RenderError.cairo("cannot create a context") }
            defer { cairo_destroy(context) }
            cairo_scale(context, scale, scale)
            let canvas = CairoCanvas(context: context, scale: scale, textMetrics: CairoTextMetrics())
            body(canvas)
            try canvas.finish()
        }
    }

    /// Throws the first recorded problem or a cairo error status.
    func finish() throws {
        if let problem = problems.first { throw problem }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo("\(CairoSurface.describe(status)) while painting \(currentNodeName)") }
    }

    /// Records that placing `view` (centre and transform, composed with its ancestors') left
    /// the context unusable, naming the node and its values.
    func recordUnusablePlacement(of view: ViewNode) {
        problems.append(
            .outOfRange(
                node: view.diagnosticName, property: "placement",
                value: "(center \(view.center), transform \(view.transform))",
                limit: "a transform cairo can invert once composed with its ancestors'"))
    }

    /// Settles an owed surface clear before a paint operation that may not cover the surface.
    func willPaint() {
        if let clear = deferredClear {
            clear.settle(covered: false)
            deferredClear = nil
        }
    }

    /// Settles an owed surface clear before filling `rect` (a plain rectangle when
    /// `isRectangle`) in a colour of `alpha`: dropped when that fill covers the surface.
    func willFill(_ rect: CGRect, isRectangle: Bool, alpha: CGFloat) {
        guard let clear = deferredClear else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let transform = SurfaceCover.Transform(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
        let covered =
            boundsClipDepth == 0
            && SurfaceCover.covers(
                rect: rect, isRectangle: isRectangle, alpha: alpha, transform: transform,
                width: surfaceSize.width, height: surfaceSize.height)
        clear.settle(covered: covered)
        deferredClear = nil
    }

    func record(_ property: String, _ value: String) {
        problems.append(.nonFiniteGeometry(node: currentNodeName, property: property, value: value))
    }

    // MARK: Canvas

    /// Pushes the transform and clip.
    public func saveState() {
        cairo_save(context)
        saveDepth += 1
    }

    /// Pops the transform and clip; unbalanced calls are ignored rather than corrupting the
    /// renderer's own state.
    public func restoreState() {
        guard saveDepth > 0 else { return }
        saveDepth -= 1
        cairo_restore(context)
    }

    /// Restores any states `draw(in:)` left saved.
    func unwindSavedStates() {
        while saveDepth > 0 { restoreState() }
    }

    /// Moves the origin by (dx, dy) points.
    public func translate(dx: CGFloat, dy: CGFloat) {
        guard dx.isFinite, dy.isFinite else { return record("translate", "(\(dx), \(dy))") }
        cairo_translate(context, dx, dy)
    }

    /// Applies `transform`; a non-finite or non-invertible one is recorded and skipped.
    public func concatenate(_ transform: AffineTransform) {
        guard transform.isFiniteTransform else { return record("transform", "\(transform)") }
        guard transform.determinant != 0 else { return record("transform (not invertible)", "\(transform)") }
        var matrix = CairoCanvas.matrix(transform)
        cairo_transform(context, &matrix)
    }

    /// Intersects the clip with the path.
    public func clip(to path: Path, rule: FillRule) {
        guard setPath(path, rule: rule, what: "clip path") else { return }
        cairo_clip(context)
    }

    /// Fills the path with a colour.
    public func fill(_ path: Path, color: Color, rule: FillRule) {
        guard setPath(path, rule: rule, what: "fill path") else { return }
        willPaint()
        setSource(color)
        cairo_fill(context)
    }

    /// Strokes the path; a line width ≤ 0 draws nothing.
    public func stroke(_ path: Path, color: Color, lineWidth: CGFloat) {
        guard lineWidth.isFinite else { return record("line width", "\(lineWidth)") }
        guard lineWidth > 0, setPath(path, rule: .winding, what: "stroke path") else {
            cairo_new_path(context)
            return
        }
        willPaint()
        setSource(color)
        cairo_set_line_width(context, lineWidth)
        cairo_stroke(context)
    }

    /// Draws one line of text with its baseline starting at `origin`: the engine's shaped
    /// line, each run in its own face, each glyph where measuring placed it (colour emoji in
    /// their own colours).
    public func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color) {
        drawText(text, at: origin, font: font, color: color, kern: 0)
    }

    /// Draws one line of text shaped with `kern` points after every character cluster, each
    /// glyph where `TextEngine.width(of:font:kern:)` measured it.
    public func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color, kern: CGFloat) {
        drawText(text, at: origin, font: font, color: color, kern: kern, direction: .natural)
    }

    /// Draws one line of text shaped with `kern` and the base `direction`, each glyph where
    /// `TextEngine.width(of:font:kern:direction:)` measured it.
    public func drawText(_ text: String, at origin: CGPoint, font: Font, color: Color, kern: CGFloat, direction: WritingDirection) {
        guard kern.isFinite else { return record("kern", "\(kern)") }
        guard origin.x.isFinite, origin.y.isFinite else { return record("text origin", "\(origin)") }
        guard font.size.isFinite else { return record("font size", "\(font.size)") }
        guard font.size > 0, !text.isEmpty else { return }
        // The glyph size on the surface is what the rasteriser sees: the size through the
        // current transform's larger axis.
        var across = (x: Double(font.size), y: 0.0), down = (x: 0.0, y: Double(font.size))
        cairo_user_to_device_distance(context, &across.x, &across.y)
        cairo_user_to_device_distance(context, &down.x, &down.y)
        let pixels = max((across.x * across.x + across.y * across.y).squareRoot(), (down.x * down.x + down.y * down.y).squareRoot())
        guard pixels <= TextEngine.maximumFontSize else {
            return problems.append(
                .outOfRange(
                    node: currentNodeName, property: "font size",
                    value: "\(RenderError.format(font.size)) pt (\(RenderError.format(pixels.rounded())) px on the surface)",
                    limit: "\(RenderError.format(TextEngine.maximumFontSize)) px"))
        }
        let line = TextEngine.shared.line(for: text, font: font, kern: kern, direction: direction)
        guard !line.runs.isEmpty else { return }
        willPaint()
        cairo_new_path(context)
        setSource(color)
        // The origin goes through cairo's current point, as text drawing always has: cairo
        // keeps it in 24.8 fixed point, so glyphs land on the same device positions.
        cairo_move_to(context, origin.x, origin.y)
        var x = 0.0, y = 0.0
        cairo_get_current_point(context, &x, &y)
        for run in line.runs where !run.glyphs.isEmpty {
            if ColorGlyphs.shared.isColor(run.file) {
                drawColorGlyphs(run, x: x, y: y, size: Double(font.size))
                continue
            }
            guard let face = CairoFontFaces.shared.face(for: run.file) else { continue }
            cairo_set_font_face(context, face)
            cairo_set_font_size(context, font.size)
            var glyphs = [cairo_glyph_t]()
            glyphs.reserveCapacity(run.glyphs.count)
            for i in run.glyphs.indices {
                glyphs.append(cairo_glyph_t(index: UInt(run.glyphs[i]), x: x + run.positions[i], y: y + run.verticalOffsets[i]))
            }
            cairo_show_glyphs(context, glyphs, Int32(glyphs.count))
        }
        cairo_new_path(context)
    }

    /// Paints a colour run's glyph images (emoji), each scaled from its bitmap size to the
    /// font size with its origin on the pen position the engine computed.
    private func drawColorGlyphs(_ run: GlyphRun, x: Double, y: Double, size: Double) {
        for i in run.glyphs.indices {
            guard let image = ColorGlyphs.shared.image(run.glyphs[i], in: run.file) else { continue }
            defer { cairo_surface_destroy(image.surface) }
            guard image.pixelsPerEM > 0 else { continue }
            let scale = size / image.pixelsPerEM
            cairo_save(context)
            cairo_translate(context, x + run.positions[i] + image.left * scale, y + run.verticalOffsets[i] - image.top * scale)
            cairo_scale(context, scale, scale)
            cairo_set_source_surface(context, image.surface, 0, 0)
            if let pattern = cairo_get_source(context) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD) }
            cairo_paint(context)
            cairo_restore(context)
        }
    }

    /// Draws the decoded image stretched into `rect`, or with a tint colour its alpha filled
    /// with that colour; a source that fails to decode is recorded.
    public func drawImage(_ source: ImageSource, in rect: CGRect, tintColor: Color?) {
        guard rect.isFiniteRect else { return record("image rect", "\(rect)") }
        guard let bitmap = image(for: source), bitmap.width > 0, bitmap.height > 0,
            rect.width > 0, rect.height > 0
        else { return }
        guard let surface = try? CairoSurface(bitmap: bitmap) else { return }
        willPaint()
        cairo_save(context)
        cairo_new_path(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
        if let tint = tintColor {
            // A template: the tint is the source, the image's alpha the mask.
            setSource(tint)
            guard let mask = cairo_pattern_create_for_surface(surface.surface) else {
                cairo_restore(context)
                return
            }
            cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
            cairo_mask(context, mask)
            cairo_pattern_destroy(mask)
        } else {
            cairo_set_source_surface(context, surface.surface, 0, 0)
            if let pattern = cairo_get_source(context) {
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    // MARK: Helpers

    private func image(for source: ImageSource) -> Bitmap? {
        if let cached = images[source] { return cached }
        do {
            let bitmap: Bitmap
            switch source {
            case .file(let url): bitmap = try Bitmap(contentsOf: url)
            case .png(let data): bitmap = try Bitmap(pngData: data)
            }
            images[source] = bitmap
            return bitmap
        } catch {
            problems.append(.imageLoadFailed(node: currentNodeName, source: CairoCanvas.describe(source), reason: "\(error)"))
            return nil
        }
    }

    static func describe(_ source: ImageSource) -> String {
        switch source {
        case .file(let url): return "'\(url.lastPathComponent)' (\(url.path))"
        case .png(let data): return "PNG data (\(data.count) bytes)"
        }
    }

    /// Replaces the current path; returns false (and records) when a point is not finite.
    @discardableResult
    func setPath(_ path: Path, rule: FillRule, what: String) -> Bool {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p):
                guard p.isFinitePoint else { cairo_new_path(context); record(what, "\(p)"); return false }
                cairo_move_to(context, p.x, p.y)
            case .line(let p):
                guard p.isFinitePoint else { cairo_new_path(context); record(what, "\(p)"); return false }
                cairo_line_to(context, p.x, p.y)
            case let .curve(to, c1, c2):
                guard to.isFinitePoint, c1.isFinitePoint, c2.isFinitePoint else {
                    cairo_new_path(context); record(what, "\(to)"); return false
                }
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
            case .close:
                cairo_close_path(context)
            }
        }
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return true
    }

    /// Sets a solid source, channels clamped to 0...1, with red and blue exchanged: cairo's
    /// ARGB32 words then hold the bitmap's R, G, B, A byte order (see `CairoSurface.paintBitmap`).
    ///
    /// A dynamic colour (one a node's `draw(in:)` passed) resolves against the traits of the
    /// node being drawn.
    func setSource(_ color: Color) {
        let color = color.isDynamic ? color.resolvedColor(with: currentNode?.traitCollection ?? .detached) : color
        func channel(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        cairo_set_source_rgba(context, channel(color.blue), channel(color.green), channel(color.red), channel(color.alpha))
    }

    static func matrix(_ t: AffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.m11, yx: t.m12, xy: t.m21, yy: t.m22, x0: t.tX, y0: t.tY)
    }
}
