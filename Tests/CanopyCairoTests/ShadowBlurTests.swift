import CCanopySupport
import Testing

/// The shadow blur's whole-vector paths (sixteen rows or columns at once, exact
/// multiplications for divisions) against the plain definition, one line at a time.
@Suite("Shadow blur")
struct ShadowBlurTests {
    /// Three box blurs each way (rows, then columns, three times) of radius `r`, pixels
    /// outside counting as 0, each average rounded to nearest: the definition the C code
    /// must reproduce byte for byte.
    static func reference(_ mask: [UInt8], width: Int, height: Int, stride: Int, radius r: Int) -> [UInt8] {
        var data = mask
        let window = UInt32(2 * r + 1)
        func pass(lines: Int, length: Int, at: (Int, Int) -> Int) {
            for line in 0..<lines {
                let held = (0..<length).map { UInt32(data[at(line, $0)]) }
                var sum = held.prefix(min(r + 1, length)).reduce(0, +)
                for i in 0..<length {
                    data[at(line, i)] = UInt8((sum + window / 2) / window)
                    if i + r + 1 < length { sum += held[i + r + 1] }
                    if i - r >= 0 { sum -= held[i - r] }
                }
            }
        }
        for _ in 0..<3 {
            pass(lines: height, length: width) { line, i in line * stride + i }
            pass(lines: width, length: height) { line, i in i * stride + line }
        }
        return data
    }

    /// A filled rectangle with a few stray dots, inside a `width` × `height` mask of rows
    /// `stride` bytes apart.
    static func shape(width: Int, height: Int, stride: Int) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width where (x > width / 4 && x < width * 3 / 4 && y > height / 3) || (x * 7 + y * 3) % 29 == 0 {
                mask[y * stride + x] = UInt8(truncatingIfNeeded: 255 - (x + y) % 40)
            }
        }
        return mask
    }

    @Test(
        "Every size and radius blurs exactly as the one-line definition",
        arguments: [(1, 1), (5, 3), (16, 16), (17, 33), (37, 23), (64, 48), (130, 21)])
    func matchesDefinition(size: (Int, Int)) {
        // Given a mask whose sides leave tails past whole sixteens, rows padded
        let (width, height) = size
        let stride = width + 3  // padding past each row must stay untouched
        for radius in [1, 2, 7, 20, 70] {
            let mask = Self.shape(width: width, height: height, stride: stride)
            var blurred = mask
            // When blurred
            blurred.withUnsafeMutableBufferPointer {
                canopy_blur_a8($0.baseAddress, Int32(width), Int32(height), Int32(stride), Int32(radius))
            }
            // Then every byte, padding included, is the definition's
            #expect(
                blurred == Self.reference(mask, width: width, height: height, stride: stride, radius: radius),
                "\(width)×\(height), radius \(radius)")
        }
    }

    @Test("A window too wide for the exact multiplication still blurs as the definition")
    func widestWindow() {
        // Given a radius whose window (2r + 1 = 4,097) is past the multiplication's limit
        let (width, height, radius) = (40, 20, 2048)
        let mask = Self.shape(width: width, height: height, stride: width)
        var blurred = mask
        // When blurred
        blurred.withUnsafeMutableBufferPointer {
            canopy_blur_a8($0.baseAddress, Int32(width), Int32(height), Int32(width), Int32(radius))
        }
        // Then it is the definition's, which divides
        #expect(blurred == Self.reference(mask, width: width, height: height, stride: width, radius: radius))
    }
}
