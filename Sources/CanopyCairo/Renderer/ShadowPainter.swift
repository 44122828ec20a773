internal import CCairo
internal import CCanopySupport
import Canopy
import Foundation

/// Drop shadows: an A8 coverage mask at device resolution,
/// offset, blurred by three box-blur passes approximating a Gaussian of σ = `shadowRadius`
/// points, and composited with the shadow colour.
enum ShadowPainter {
    /// Largest blur σ in device pixels.
    static let maximumSigma = 256.0

    /// Whether the view casts a shadow: positive opacity, a visible colour, and no clipping to
    /// bounds (clipping removes the outer shadow, as in UIKit).
    static func hasShadow(_ view: ViewNode) -> Bool {
        guard !view.clipsToBounds, view.shadowOpacity > 0, let color = resolvedShadowColor(of: view), color.alpha > 0 else { return false }
        return true
    }

    /// The shadow colour resolved against the view's traits.
    static func resolvedShadowColor(of view: ViewNode) -> Color? {
        view.shadowColor?.resolvedColor(with: view.traitCollection)
    }

    static func paint(_ view: ViewNode, on canvas: CairoCanvas) {
        guard let color = resolvedShadowColor(of: view) else { return }
        canvas.willPaint()
        let context = canvas.context
        let offset = view.shadowOffset
        let source = view.shadowPath ?? view.bounds
        // σ in device pixels, capped so a pathological radius cannot allocate gigabytes of
        // mask: beyond 256 px a blur is visually flat across any screen.
        let sigma = min(ShadowPainter.maximumSigma, max(0, Double(view.shadowRadius)) * Double(canvas.scale))
        let pad = (3 * sigma).rounded(.up) + 1
        // Device-space box of the offset shape, padded for the blur and limited to the target.
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(source.minX, source.minY), (source.maxX, source.minY), (source.minX, source.maxY), (source.maxX, source.maxY)] {
            var dx = Double(x + offset.width), dy = Double(y + offset.height)
            cairo_user_to_device(context, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        var clipX1 = 0.0, clipY1 = 0.0, clipX2 = 0.0, clipY2 = 0.0
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_clip_extents(context, &clipX1, &clipY1, &clipX2, &clipY2)
        cairo_restore(context)
        let x0 = max((xs.min()! - pad).rounded(.down), clipX1.rounded(.down) - pad)
        let y0 = max((ys.min()! - pad).rounded(.down), clipY1.rounded(.down) - pad)
        let x1 = min((xs.max()! + pad).rounded(.up), clipX2.rounded(.up) + pad)
        let y1 = min((ys.max()! + pad).rounded(.up), clipY2.rounded(.up) + pad)
        guard x1 > x0, y1 > y0, x1 - x0 <= 32767, y1 - y0 <= 32767 else { return }
        let width = Int32(x1 - x0), height = Int32(y1 - y0)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskContext = cairo_create(mask) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        matrix.x0 -= x0
        matrix.y0 -= y0
        cairo_set_matrix(maskContext, &matrix)
        cairo_translate(maskContext, offset.width, offset.height)
        if let path = view.shadowPath {
            cairo_rectangle(maskContext, path.minX, path.minY, path.width, path.height)
            cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
            cairo_fill(maskContext)
        } else {
            // The shape is the coverage of the view's own painting at full opacity.
            let maskCanvas = CairoCanvas(context: maskContext, scale: canvas.scale, textMetrics: canvas.textMetrics)
            maskCanvas.currentNode = view
            NodePainter(canvas: maskCanvas).paintBody(view)
            canvas.problems.append(contentsOf: maskCanvas.problems)
        }
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        let radius = Int32(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
        if let data = cairo_image_surface_get_data(mask) {
            canopy_blur_a8(data, width, height, cairo_image_surface_get_stride(mask), radius)
        }
        cairo_surface_mark_dirty(mask)
        let opacity = min(1, Double(view.shadowOpacity))
        cairo_save(context)
        cairo_identity_matrix(context)
        canvas.setSource(color.withAlpha(min(max(color.alpha, 0), 1) * opacity))
        cairo_mask_surface(context, mask, x0, y0)
        cairo_restore(context)
    }
}
