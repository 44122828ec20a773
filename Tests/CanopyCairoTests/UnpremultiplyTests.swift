import CCanopySupport
import Foundation
import Testing

@Suite("In-place un-premultiplying")
struct UnpremultiplyTests {
    /// One premultiplied pixel word (R in the low byte, as cairo holds it when painted with red
    /// and blue exchanged) as straight RGBA bytes: the plain definition, rounding to nearest and
    /// clamping, that the vector paths must reproduce exactly.
    static func reference(_ word: UInt32) -> [UInt8] {
        let a = word >> 24
        guard a > 0 else { return [0, 0, 0, 0] }
        func channel(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return [channel(word & 0xFF), channel((word >> 8) & 0xFF), channel((word >> 16) & 0xFF), UInt8(a)]
    }

    /// Un-premultiplies `words` in place with the C function and returns the bytes.
    static func convert(_ words: [UInt32]) -> [UInt8] {
        var bytes = words.flatMap { w in [UInt8(w & 0xFF), UInt8((w >> 8) & 0xFF), UInt8((w >> 16) & 0xFF), UInt8(w >> 24)] }
        bytes.withUnsafeMutableBufferPointer { canopy_unpremultiply_in_place($0.baseAddress, words.count) }
        return bytes
    }

    @Test("Every premultiplied value of every alpha converts as the reference does")
    func everyValue() {
        // Given every (alpha, channel ≤ alpha) pair, in all three colour channels, including
        // values past alpha that premultiplied data should not hold but must not overflow
        var words: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...255 { words.append(a << 24 | c << 16 | (255 - c) << 8 | (c / 2)) }
        }

        // When they are converted in place
        let converted = UnpremultiplyTests.convert(words)

        // Then each pixel matches the reference
        #expect(converted == words.flatMap(UnpremultiplyTests.reference))
    }

    @Test("Runs of opaque and translucent pixels of every length up to 100 convert as the reference does")
    func mixedRuns() {
        // Given lengths that end inside and after each vector width, with translucent pixels
        // at varying places among opaque ones (a fixed pseudo-random sequence)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        for length in 0...100 {
            let words = (0..<length).map { _ -> UInt32 in
                let w = next()
                return w % 7 == 0 ? w : (w | 0xFF00_0000)
            }

            // When they are converted in place
            let converted = UnpremultiplyTests.convert(words)

            // Then each pixel matches the reference
            #expect(converted == words.flatMap(UnpremultiplyTests.reference), "length \(length)")
        }
    }
}
