internal import CCairo
import Canopy
import Foundation

extension Bitmap {
    /// The picture stretched to `width × height` pixels with cairo's good filter.
    ///
    /// For thumbnails: a contact sheet that keeps a small copy of each screen, drawn one to
    /// one, holds kilobytes per screen instead of a full-size image. An empty source or target
    /// gives a transparent bitmap of the target size; a negative side, or one past cairo's
    /// 32767 pixels, throws `RenderError.surfaceTooLarge` naming the size.
    public func resized(width: Int, height: Int) throws -> Bitmap {
        let source: CairoSurface? = width > 0 && height > 0 && self.width > 0 && self.height > 0 ? try CairoSurface(bitmap: self) : nil
        return try CairoSurface.paintBitmap(width: width, height: height, node: "thumbnail") { target, _ in
            guard let source else { return }
            guard let context = cairo_create(target) else { throw RenderError.cairo("cannot create a context") }
            defer { cairo_destroy(context) }
            cairo_scale(context, Double(width) / Double(self.width), Double(height) / Double(self.height))
            cairo_set_source_surface(context, source.surface, 0, 0)
            if let pattern = cairo_get_source(context) {
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            cairo_paint(context)
            let status = cairo_status(context)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo("\(CairoSurface.describe(status)) while resizing to \(width)×\(height)")
            }
        }
    }
}
