import Canopy
import Foundation

/// An image in memory: `width × height` pixels of straight-alpha sRGB RGBA, 8 bits a channel.
///
/// Rows run top to bottom, pixels left to right, four bytes each (R, G, B, A), no padding.
/// Equality compares size and every byte.
public struct Bitmap: Equatable, Sendable {
    /// Width in pixels (≥ 0).
    public let width: Int
    /// Height in pixels (≥ 0).
    public let height: Int
    /// The pixel bytes: `width × height × 4`, row-major RGBA, not premultiplied.
    public private(set) var pixels: [UInt8]

    /// Creates a bitmap filled with one colour; negative sizes are treated as 0.
    ///
    /// A size past the limits (`maximumPixelCount` pixels, each side at most `maximumSide`)
    /// gives an empty 0×0 bitmap and reports a `bitmap.tooLarge` diagnostic naming the size:
    /// this initialiser cannot throw, and it must not trap or try to allocate terabytes.
    /// Use `init(width:height:pixels:)` or `Bitmap.byteCount(width:height:)` to get an error.
    public init(width: Int, height: Int, fill: Color = .clear) {
        let requested = (width: max(0, width), height: max(0, height))
        let byteCount: Int
        do {
            byteCount = try Bitmap.byteCount(width: requested.width, height: requested.height)
            self.width = requested.width
            self.height = requested.height
        } catch {
            Diagnostics.report(code: "bitmap.tooLarge", "\(error); made an empty 0×0 bitmap instead")
            byteCount = 0
            self.width = 0
            self.height = 0
        }
        let rgba = Bitmap.bytes(of: fill)
        var storage = [UInt8](repeating: 0, count: byteCount)
        if rgba != (0, 0, 0, 0) {
            storage.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
                let pattern = [rgba.0, rgba.1, rgba.2, rgba.3]
                pattern.withUnsafeBytes { p in
                    // Doubling copies keep the fill out of a per-pixel Swift loop.
                    memcpy(base, p.baseAddress!, 4)
                    var filled = 4
                    while filled < buffer.count {
                        let chunk = min(filled, buffer.count - filled)
                        memcpy(base + filled, base, chunk)
                        filled += chunk
                    }
                }
            }
        }
        self.pixels = storage
    }

    /// Creates a bitmap from existing RGBA bytes; throws when the count is not `width × height × 4`
    /// or the size is past the limits (see `byteCount(width:height:)`).
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        let expected = try Bitmap.byteCount(width: width, height: height)
        guard pixels.count == expected else {
            throw RenderError.invalidBitmap(
                reason: "\(pixels.count) bytes do not make \(width)×\(height) RGBA pixels")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The most pixels a bitmap holds: 2^28 (1 GiB of RGBA), the PNG decoder's limit too.
    ///
    /// Past it, a size is almost certainly a mistake (a 3x phone screen is under 2^22 pixels),
    /// and allocating it would exhaust the memory of a test machine rather than fail cleanly.
    public static let maximumPixelCount = 1 << 28

    /// The longest side a bitmap may have, so sides convert to 32-bit C integers exactly.
    public static let maximumSide = Int(Int32.max)

    /// The storage size of a `width × height` bitmap in bytes, computed without overflow.
    ///
    /// Throws `RenderError.invalidBitmap` naming the size when a side is negative or over
    /// `maximumSide`, or the pixel count is over `maximumPixelCount`.
    public static func byteCount(width: Int, height: Int) throws -> Int {
        guard width >= 0, height >= 0 else {
            throw RenderError.invalidBitmap(reason: "size \(width)×\(height) has a negative side")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw RenderError.invalidBitmap(reason: "size \(width)×\(height) has a side over \(maximumSide) pixels")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixelCount else {
            throw RenderError.invalidBitmap(
                reason: "size \(width)×\(height) is more than the \(maximumPixelCount)-pixel limit")
        }
        return pixels * 4
    }

    /// The pixel at column `x`, row `y` as an unpremultiplied colour; `.clear` outside the image.
    ///
    /// Setting a pixel outside the image does nothing. Channels are stored rounded to the
    /// nearest of 256 levels.
    public subscript(x x: Int, y y: Int) -> Color {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .clear }
            let i = (y * width + x) * 4
            return Color(
                red: CGFloat(pixels[i]) / 255, green: CGFloat(pixels[i + 1]) / 255,
                blue: CGFloat(pixels[i + 2]) / 255, alpha: CGFloat(pixels[i + 3]) / 255)
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = (y * width + x) * 4
            let rgba = Bitmap.bytes(of: newValue)
            pixels[i] = rgba.0
            pixels[i + 1] = rgba.1
            pixels[i + 2] = rgba.2
            pixels[i + 3] = rgba.3
        }
    }

    /// The four bytes of the pixel at (x, y), or nil outside the image.
    public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Compares sizes, then bytes with `memcmp` (an element-wise loop is slow in debug builds).
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.count == rhs.pixels.count
        else { return false }
        return lhs.pixels.withUnsafeBytes { l in
            rhs.pixels.withUnsafeBytes { r in
                l.count == 0 || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0
            }
        }
    }

    /// A colour's channels as bytes, clamped to 0...1 and rounded to nearest.
    static func bytes(of color: Color) -> (UInt8, UInt8, UInt8, UInt8) {
        func byte(_ value: CGFloat) -> UInt8 {
            guard value.isFinite else { return 0 }
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        return (byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha))
    }

    /// Internal builder used by decoders and the renderer; the caller guarantees the count.
    init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

extension Bitmap {
    /// Copies row `y` of `source` (clipped to this bitmap's width) into row `y` of this one.
    ///
    /// A `memcpy` per row, for composing images without a per-pixel loop.
    public mutating func replaceRow(_ y: Int, from source: Bitmap) {
        guard y >= 0, y < height, y < source.height else { return }
        let count = min(width, source.width) * 4
        guard count > 0 else { return }
        let rowWidth = width
        source.pixels.withUnsafeBufferPointer { from in
            pixels.withUnsafeMutableBufferPointer { to in
                _ = memcpy(to.baseAddress! + y * rowWidth * 4, from.baseAddress! + y * source.width * 4, count)
            }
        }
    }
}
