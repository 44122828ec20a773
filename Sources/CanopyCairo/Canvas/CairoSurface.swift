internal import CCairo
internal import CCanopySupport
import Canopy
import Foundation

/// A cairo ARGB32 image surface holding a bitmap to draw, and the painting of new bitmaps.
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

    /// Wraps a bitmap's pixels in a new surface (premultiplying them), red and blue exchanged
    /// as every colour the canvas paints is.
    convenience init(bitmap: Bitmap) throws {
        try self.init(width: bitmap.width, height: bitmap.height)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = cairo_image_surface_get_stride(surface)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            canopy_premultiply(pixels.baseAddress, data, stride, Int32(width), Int32(height))
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Paints a new `width × height` bitmap: `paint` draws on a cairo ARGB32 surface laid over
    /// the bitmap's own storage, whose translucent pixels are then un-premultiplied in place.
    ///
    /// One full-screen buffer and no conversion pass: a 3x phone screen is 12 MB, and writing
    /// it costs about as much as painting it. The canvas hands cairo every colour with red and
    /// blue exchanged, so cairo's words (B, G, R, A in memory) hold R, G, B, A bytes already;
    /// compositing treats the colour channels alike, so these are exactly the bytes a
    /// conversion would give. The storage starts transparent; with `defersClear`, `paint`
    /// receives the clear as a `DeferredClear` to settle before its first operation (and it is
    /// settled afterwards if `paint` never did); when that operation covered the surface
    /// opaquely, no pixel can be translucent and none is read again. `debugFill` fills the
    /// storage with that byte first, so tests can see any pixel a deferred clear wrongly
    /// skipped. Throws, naming `node`, when the size is past a bitmap's or cairo's limits;
    /// rethrows what `paint` throws.
    static func paintBitmap(
        width: Int, height: Int, node: @autoclosure () -> String, defersClear: Bool = false, debugFill: UInt8? = nil,
        _ paint: (_ surface: OpaquePointer, _ clear: DeferredClear?) throws -> Void
    ) throws -> Bitmap {
        guard width >= 0, height >= 0, width <= CairoSurface.maximumSide, height <= CairoSurface.maximumSide,
            width * height <= Bitmap.maximumPixelCount
        else {
            throw RenderError.surfaceTooLarge(node: node(), width: Double(width), height: Double(height))
        }
        let count = width * height * 4
        guard count > 0 else {
            // Nothing to hold pixels; `paint` still runs, so its drawing calls are checked.
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
                throw RenderError.cairo("cannot create a \(width)×\(height) surface")
            }
            defer { cairo_surface_destroy(surface) }
            try paint(surface, nil)
            return Bitmap(width: width, height: height)
        }
        // ARGB32 rows need no padding (a multiple of 4 bytes), so the bitmap's rows fit as they are.
        let stride = width * 4
        let pixels = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            let base = buffer.baseAddress!
            if let debugFill { memset(base, Int32(debugFill), count) }
            let clear = DeferredClear(storage: base, byteCount: count)
            if !defersClear { clear.settle(covered: false) }
            guard let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            else { throw RenderError.cairo("cannot create a \(width)×\(height) surface") }
            defer { cairo_surface_destroy(surface) }
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo("cannot create a \(width)×\(height) surface: \(CairoSurface.describe(status))")
            }
            try paint(surface, clear.isPending ? clear : nil)
            clear.settle(covered: false)
            // Finishing detaches cairo from the storage before the pixels change.
            cairo_surface_flush(surface)
            cairo_surface_finish(surface)
            if !clear.startedOpaque { canopy_unpremultiply_in_place(base, width * height) }
            initialised = count
        }
        return Bitmap(uncheckedWidth: width, height: height, pixels: pixels)
    }

    static func describe(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
        return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)).bindMemory(to: UInt8.self), as: UTF8.self)
    }
}
