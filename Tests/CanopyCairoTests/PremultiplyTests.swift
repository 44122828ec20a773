import CCanopySupport
import Testing

/// Straight RGBA to the premultiplied words cairo draws from: the four-pixel vector path and
/// the one-pixel tail against the plain definition.
@Suite("Premultiplying")
struct PremultiplyTests {
    @Test("Every channel value at every alpha rounds to nearest, on rows of any length")
    func everyValue() {
        // Given all 65,536 (channel, alpha) pairs in rows of 7 pixels (a vector path of four
        // and a tail of three), the channel in red, green and blue alike
        let width = 7
        var source: [UInt8] = []
        for a in 0...255 {
            for c in 0...255 { source += [UInt8(c), UInt8(255 - c), UInt8(c / 2), UInt8(a)] }
        }
        let height = source.count / 4 / width
        source = Array(source.prefix(width * height * 4))
        let stride = width * 4 + 8  // padding past each row must stay untouched
        var destination = [UInt8](repeating: 0xAB, count: stride * height)
        // When premultiplied
        source.withUnsafeBufferPointer { from in
            destination.withUnsafeMutableBufferPointer { to in
                canopy_premultiply(from.baseAddress, to.baseAddress, Int32(stride), Int32(width), Int32(height))
            }
        }
        // Then each channel is round(c × a / 255), alpha kept, padding untouched
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4, o = y * stride + x * 4
                let a = UInt32(source[i + 3])
                let expected = (0..<3).map { UInt8((UInt32(source[i + $0]) * a + 127) / 255) } + [UInt8(a)]
                if Array(destination[o..<(o + 4)]) != expected { wrong += 1 }
            }
            if destination[(y * stride + width * 4)..<((y + 1) * stride)].contains(where: { $0 != 0xAB }) { wrong += 1 }
        }
        #expect(wrong == 0)
    }
}
