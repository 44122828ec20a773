import CCairo
import CCanopySupport
import Foundation

/// PNG files in formats Canopy never writes, made with libpng directly, to test decoding.
enum PNGFixtures {
    /// Encodes packed rows (16-bit samples little-endian) with libpng; nil on failure.
    static func encode(
        raw: [UInt8], width: Int, height: Int, bitDepth: Int, colorType: Int32, interlaced: Bool = false,
        palette: [UInt8] = [], paletteAlpha: [UInt8] = []
    ) -> Data? {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = raw.withUnsafeBufferPointer { r in
            palette.withUnsafeBufferPointer { p in
                paletteAlpha.withUnsafeBufferPointer { a in
                    canopy_png_encode_raw(
                        r.baseAddress, UInt32(width), UInt32(height), Int32(bitDepth), colorType, interlaced ? 1 : 0,
                        palette.isEmpty ? nil : p.baseAddress, Int32(palette.count / 3),
                        paletteAlpha.isEmpty ? nil : a.baseAddress, Int32(paletteAlpha.count), &out, &size, &message)
                }
            }
        }
        guard status == 0, let out else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: size)
    }

    static let grey = PNG_COLOR_TYPE_GRAY
    static let greyAlpha = PNG_COLOR_TYPE_GRAY_ALPHA
    static let rgb = PNG_COLOR_TYPE_RGB
    static let rgba = PNG_COLOR_TYPE_RGB_ALPHA
    static let palette = PNG_COLOR_TYPE_PALETTE
}
