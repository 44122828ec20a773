import CCanopySupport
import Canopy
import Foundation
import Testing

@testable import CanopyCairo

@Suite("How visible a colour change is")
struct ColorChangeTests {
    /// Pairs from the CIEDE2000 test data published with the formula's implementation notes
    /// (Sharma, Wu and Dalal, 2005): two Lab colours and their ΔE00 to four decimals.
    static let referencePairs: [([Double], [Double], Double)] = [
        ([50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425),
        ([50, 0, 0], [50, -1, 2], 2.3669),
        ([50, 2.5, 0], [73, 25, -18], 27.1492),
        ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
        ([22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373),
    ]

    @Test("CIEDE2000 gives the published differences of the reference pairs")
    func referenceDifferences() {
        for (first, second, expected) in Self.referencePairs {
            let delta = canopy_delta_e2000(first, second)
            #expect(abs(delta - expected) < 5e-5, "\(first) vs \(second): \(delta), expected \(expected)")
        }
    }

    @Test("A green turned darker (#34C759 to #30B350) is a visible change that a 0.1 threshold calls a match")
    func visibleGreen() throws {
        // Given two flat images in the two greens
        let before = Bitmap(width: 8, height: 8, fill: Color(hex: 0x34C759))
        let after = Bitmap(width: 8, height: 8, fill: Color(hex: 0x30B350))
        // When
        let change = try #require(before.colorChange(to: after))
        // Then every pixel is a visible change, well past one just-noticeable difference
        #expect(change.changedPixelCount == 64)
        #expect(change.visiblePixelCount == 64 && change.subtlePixelCount == 0 && change.antialiasedPixelCount == 0)
        #expect(abs(change.maxDeltaE - 5.41) < 0.01)
        #expect(!change.isBelowNotice)
        // And pixelmatch's customary threshold does not see it
        #expect(try #require(before.difference(from: after, colorThreshold: 0.1)).differingPixelCount == 0)
    }

    @Test("A one-level grey change is below the just-noticeable difference")
    func subtleGrey() throws {
        let before = Bitmap(width: 4, height: 4, fill: Color(hex: 0x808080))
        let after = Bitmap(width: 4, height: 4, fill: Color(hex: 0x818181))
        let change = try #require(before.colorChange(to: after))
        #expect(change.subtlePixelCount == 16 && change.visiblePixelCount == 0)
        #expect(change.maxDeltaE > 0 && change.maxDeltaE < ColorChange.justNoticeableDifference)
        #expect(change.maxSubtleDistance > 0 && change.isBelowNotice)
    }

    @Test("A pixel that only changes its alpha is measured over black and over white")
    func alphaChange() throws {
        // Given white at full and at half alpha: the same over white, far apart over black
        let before = Bitmap(width: 2, height: 2, fill: .white)
        let after = Bitmap(width: 2, height: 2, fill: Color.white.withAlpha(0.5))
        // Then the change is visible
        let change = try #require(before.colorChange(to: after))
        #expect(change.visiblePixelCount == 4 && change.maxDeltaE > 20)
    }

    @Test("Images of different sizes have no colour change to measure")
    func differentSizes() {
        #expect(Bitmap(width: 2, height: 2, fill: .white).colorChange(to: Bitmap(width: 3, height: 2, fill: .white)) == nil)
    }
}
