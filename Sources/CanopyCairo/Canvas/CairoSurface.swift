internal import CCairo
internal import CCanopySupport
import Canopy
import Foundation

/// An owned cairo ARGB32 image surface, converted to a `Bitmap` when painting is done.
final class CairoSurface {
    /// Cairo's largest image side in pixels.
    static let maximumSide = 32767

    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Creates a transparent surface; throws when the size is past a bitmap's limits (the
    /// pixels end up in one) or cairo refuses it. `node` names what is being drawn in errors.
    init(width: Int, height: Int, node: String = "canvas") throws {
        guard width >= 0, height >= 0, width <= CairoSurface.maximumSide, height <= CairoSurface.maximumSide,
            width * height <= Bitmap.maximumPixelCount
        else {
            throw RenderError.surfaceTooLarge(node: node, width: Double(width), height: Double(height))
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.cairo("cannot create a \(width)×\(height) surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo("cannot create a \(width)×\(height) surface: \(CairoSurface.describe(status))")
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// Wraps a bitmap's pixels in a new surface (premultiplying them).
    convenience init(bitmap: Bitmap) throws {
        try self.init(width: bitmap.width, height: bitmap.height)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = cairo_image_surface_get_stride(surface)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            canopy_rgba_to_argb32(pixels.baseAddress, data, stride, Int32(width), Int32(height))
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The surface's pixels un-premultiplied to straight RGBA (rounded to nearest).
    func bitmap() -> Bitmap {
        cairo_surface_flush(surface)
        let count = width * height * 4
        guard count > 0, let data = cairo_image_surface_get_data(surface) else {
            return Bitmap(width: width, height: height)
        }
        let stride = cairo_image_surface_get_stride(surface)
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            canopy_argb32_to_rgba(data, stride, buffer.baseAddress, Int32(width), Int32(height))
            initialised = count
        }
        return Bitmap(uncheckedWidth: width, height: height, pixels: pixels)
    }

    static func describe(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
        return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)).bindMemory(to: UInt8.self), as: UTF8.self)
    }
}
