internal import CCairo
import Canopy
import Foundation

/// Colour glyph images (emoji) as cairo surfaces, ready to paint.
///
/// The canvas keeps red and blue exchanged in every pixel it paints (its surfaces hold RGBA
/// bytes for the PNG encoder), so cairo's own colour-glyph drawing, which copies FreeType's
/// BGRA images as they are, would swap them. These images are FreeType's colour bitmap at the
/// face's bitmap size with red and blue exchanged; the canvas scales each to the font size.
/// Images are kept per face and glyph, bounded, and start over when full.
final class ColorGlyphs: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = ColorGlyphs()

    /// Glyph images kept before the cache starts over: a screen shows a few dozen emoji.
    static let maximumImages = 512

    /// One glyph's image and where it sits relative to the pen, in bitmap pixels.
    struct Image {
        let surface: OpaquePointer
        let left: Double
        let top: Double
        /// Pixels per em of the bitmap: the image is drawn scaled by font size over this.
        let pixelsPerEM: Double
    }

    private let lock = NSLock()
    private var freetype: FT_Library?
    private var faces: [FontFile: FT_Face?] = [:]
    private var images: [GlyphKey: Image?] = [:]

    private struct GlyphKey: Hashable {
        let file: FontFile
        let glyph: UInt32
    }

    /// Whether the face of `file` has colour glyphs (then runs in it draw through `image`).
    func isColor(_ file: FontFile) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let face = face(file) else { return false }
        return face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
    }

    /// The image of `glyph` in `file`, with a reference the caller releases
    /// (`cairo_surface_destroy`) after painting, so a cache turnover on another thread never
    /// frees a surface being painted; nil for a glyph without a colour image.
    func image(_ glyph: UInt32, in file: FontFile) -> Image? {
        lock.lock()
        defer { lock.unlock() }
        let key = GlyphKey(file: file, glyph: glyph)
        if let known = images[key] { return known.map(Self.retained) }
        if images.count >= ColorGlyphs.maximumImages {
            for case let image? in images.values { cairo_surface_destroy(image.surface) }
            images.removeAll()
        }
        let image = load(glyph, in: file)
        images[key] = .some(image)
        return image.map(Self.retained)
    }

    /// `image` with one more reference on its surface.
    private static func retained(_ image: Image) -> Image {
        cairo_surface_reference(image.surface)
        return image
    }

    /// The caller holds the lock.
    private func face(_ file: FontFile) -> FT_Face? {
        if let known = faces[file] { return known }
        if freetype == nil {
            var library: FT_Library?
            if FT_Init_FreeType(&library) == 0 { freetype = library }
        }
        var loaded: FT_Face?
        if let freetype, FT_New_Face(freetype, file.path, file.faceIndex, &loaded) != 0 { loaded = nil }
        // Bitmap faces draw at their one strike; outline colour faces at a fixed size of
        // 128 pixels per em, large enough for 2× and 3× renders of body text.
        if let loaded {
            if loaded.pointee.num_fixed_sizes > 0 {
                FT_Select_Size(loaded, 0)
            } else {
                FT_Set_Pixel_Sizes(loaded, 0, 128)
            }
        }
        faces[file] = .some(loaded)
        return loaded
    }

    /// Renders one glyph's colour image; the caller holds the lock.
    private func load(_ glyph: UInt32, in file: FontFile) -> Image? {
        guard let face = face(file), FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.bitmap.buffer == nil, FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) != 0 { return nil }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else {
            return nil
        }
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pitch = Int(bitmap.pitch)
        for row in 0..<height {
            let source = buffer + row * pitch, target = data + row * stride
            for column in 0..<width {
                // FreeType's bytes are B, G, R, A (premultiplied); the canvas wants R, G, B, A.
                target[column * 4] = source[column * 4 + 2]
                target[column * 4 + 1] = source[column * 4 + 1]
                target[column * 4 + 2] = source[column * 4]
                target[column * 4 + 3] = source[column * 4 + 3]
            }
        }
        cairo_surface_mark_dirty(surface)
        let pixelsPerEM = Double(face.pointee.size.pointee.metrics.y_ppem)
        return Image(surface: surface, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top), pixelsPerEM: pixelsPerEM)
    }
}
