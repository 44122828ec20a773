import CanopyCairo
import Foundation

/// WCAG 2.2 contrast measured on rendered pixels: the background is the most common colour on
/// the border of the text's box, the text the pixel in the box that contrasts most with it.
///
/// Reading the text colour from pixels, not from the label's property, measures what is seen:
/// alpha, dynamic colours, a view tinting the text from in front.
enum TextContrast {
    /// Relative luminance of each 8-bit sRGB channel value, linearised as WCAG defines it.
    static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance of the pixel starting at byte `i`.
    @inline(__always)
    static func luminance(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
        0.2126 * linear[Int(p[i])] + 0.7152 * linear[Int(p[i + 1])] + 0.0722 * linear[Int(p[i + 2])]
    }

    /// The contrast ratio (1...21) inside the pixel rectangle, or nil when it is empty.
    static func ratio(in bitmap: Bitmap, x0: Int, y0: Int, x1: Int, y1: Int) -> Double? {
        let x0 = max(0, x0), y0 = max(0, y0), x1 = min(bitmap.width, x1), y1 = min(bitmap.height, y1)
        guard x1 > x0, y1 > y0 else { return nil }
        let width = bitmap.width
        return bitmap.pixels.withUnsafeBufferPointer { p -> Double in
            // The border's most common colour; a box's border is a few hundred pixels.
            var counts: [UInt32: Int] = [:]
            func count(_ x: Int, _ y: Int) {
                let i = (y * width + x) * 4
                counts[UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]), default: 0] += 1
            }
            for x in x0..<x1 {
                count(x, y0)
                count(x, y1 - 1)
            }
            for y in y0..<y1 {
                count(x0, y)
                count(x1 - 1, y)
            }
            let background = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
            let lb =
                0.2126 * linear[Int(background >> 16)] + 0.7152 * linear[Int((background >> 8) & 0xFF)]
                + 0.0722 * linear[Int(background & 0xFF)]
            var darkest = lb, lightest = lb
            for y in y0..<y1 {
                var i = (y * width + x0) * 4
                for _ in x0..<x1 {
                    let l = luminance(p, i)
                    if l < darkest { darkest = l } else if l > lightest { lightest = l }
                    i += 4
                }
            }
            let againstDark = (lb + 0.05) / (darkest + 0.05), againstLight = (lightest + 0.05) / (lb + 0.05)
            return max(againstDark, againstLight)
        }
    }
}
