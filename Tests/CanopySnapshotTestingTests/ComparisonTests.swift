import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import Testing

@Suite("Image comparison")
struct ComparisonTests {
    @Test("Identical images match with no differences and no diff image")
    func identical() {
        let c = compareImages(bitmap(10, 10), bitmap(10, 10))
        #expect(c.isMatch && c.differingPixelCount == 0 && c.differingFraction == 0)
        #expect(c.maxChannelDifference == 0 && c.differenceBounds == nil && c.diffImage == nil)
        #expect(c.expectedSize == CGSize(width: 10, height: 10) && c.actualSize == c.expectedSize)
    }

    @Test("Exact comparison counts every changed pixel, with bounds and the largest channel delta")
    func exactCounts() throws {
        // Given two pixels changed at (2, 3) and (7, 5)
        let changed = bitmap(10, 10, [(2, 3, Color(red: 1, green: 1, blue: 254.0 / 255)), (7, 5, .black)])
        // When
        let c = compareImages(bitmap(10, 10), changed)
        // Then
        #expect(!c.isMatch)
        #expect(c.differingPixelCount == 2)
        #expect(c.differingFraction == 0.02)
        #expect(c.maxChannelDifference == 255)
        #expect(c.differenceBounds == rect(2, 3, 6, 3))
        let diff = try #require(c.diffImage)
        #expect(diff[x: 7, y: 5] == .red)
        #expect(diff.width == 10 && diff.height == 10)
    }

    @Test("One differing pixel has a 1×1 bounding box")
    func singlePixelBounds() {
        let c = compareImages(bitmap(4, 4), bitmap(4, 4, [(3, 0, .black)]))
        #expect(c.differenceBounds == rect(3, 0, 1, 1))
    }

    @Test("Different sizes never match and make no diff image")
    func sizeMismatch() {
        let c = compareImages(bitmap(4, 4), bitmap(4, 5))
        #expect(!c.isMatch && c.diffImage == nil)
        #expect(c.expectedSize == CGSize(width: 4, height: 4) && c.actualSize == CGSize(width: 4, height: 5))
    }

    @Test("A perceptual threshold ignores small colour changes and counts large ones")
    func perceptualThreshold() {
        // Given a one-level change and a black pixel on white
        let slight = bitmap(10, 10, [(1, 1, Color(white: 254.0 / 255))])
        let strong = bitmap(10, 10, [(1, 1, .black)])
        // Then
        #expect(compareImages(bitmap(10, 10), slight, tolerance: .perceptual(colorThreshold: 0.01)).isMatch)
        #expect(!compareImages(bitmap(10, 10), slight).isMatch)
        let c = compareImages(bitmap(10, 10), strong, tolerance: .perceptual(colorThreshold: 0.5, antiAliasing: false))
        #expect(!c.isMatch && c.differingPixelCount == 1)
        #expect(c.maxPerceptualDistance > 0.96 && c.maxPerceptualDistance < 0.97)  // black on white: 0.966 of the YIQ maximum
    }

    @Test("A maximum differing fraction lets a few strong changes pass")
    func differingFraction() {
        let strong = bitmap(10, 10, [(1, 1, .black), (5, 5, .black)])
        #expect(
            compareImages(bitmap(10, 10), strong, tolerance: .perceptual(colorThreshold: 0.1, antiAliasing: false, maxDifferingFraction: 0.02))
                .isMatch)
        #expect(
            !compareImages(bitmap(10, 10), strong, tolerance: .perceptual(colorThreshold: 0.1, antiAliasing: false, maxDifferingFraction: 0.01))
                .isMatch)
    }

    @Test("Anti-aliased edge pixels are ignored when asked")
    func antialiasing() throws {
        // Given a black/white vertical edge whose boundary column changes from grey 128 to 100
        func edge(_ level: Int) -> Bitmap {
            var b = bitmap(9, 9, fill: .white)
            for y in 0..<9 {
                for x in 0..<4 { b[x: x, y: y] = .black }
                b[x: 4, y: y] = Color(white: CGFloat(level) / 255)
            }
            return b
        }
        // When
        let withDetection = compareImages(edge(128), edge(100), tolerance: .perceptual(colorThreshold: 0.05, antiAliasing: true))
        let without = compareImages(edge(128), edge(100), tolerance: .perceptual(colorThreshold: 0.05, antiAliasing: false))
        // Then
        #expect(withDetection.isMatch && withDetection.ignoredAntialiasedPixelCount == 9)
        #expect(!without.isMatch && without.differingPixelCount == 9)
        #expect(without.differenceBounds == rect(4, 0, 1, 9))
    }

    @Test("The diff image shows differences in red over a faded grey reference")
    func diffImage() throws {
        let reference = bitmap(4, 1, fill: .black, [(3, 0, .white)])
        let c = compareImages(reference, bitmap(4, 1, fill: .black, [(3, 0, .white), (0, 0, .blue)]))
        let diff = try #require(c.diffImage)
        #expect(diff[x: 0, y: 0] == .red)
        // Black fades to 90 % white (230), white stays white.
        #expect(diff.rgba(x: 1, y: 0)! == (230, 230, 230, 255))
        #expect(diff.rgba(x: 3, y: 0)! == (255, 255, 255, 255))
    }

    @Test("Regions group nearby differences, largest first")
    func regions() {
        var pixels: [(Int, Int, Color)] = []
        for x in 40..<60 { for y in 40..<50 { pixels.append((x, y, .black)) } }
        pixels.append((2, 2, .black))
        let c = compareImages(bitmap(100, 100), bitmap(100, 100, pixels))
        #expect(c.largestRegions.count == 2)
        #expect(c.largestRegions.first?.pixelCount == 200)
        #expect(c.largestRegions.first?.bounds == rect(32, 32, 32, 32))
    }

    @Test("Tolerances describe themselves as Swift source")
    func toleranceDescription() {
        #expect(SnapshotTolerance.exact.description == ".exact")
        #expect(SnapshotTolerance.perceptual(colorThreshold: 0.1).description == ".perceptual(colorThreshold: 0.1)")
        #expect(
            SnapshotTolerance.perceptual(colorThreshold: 2, antiAliasing: false, maxDifferingFraction: 0.001).description
                == ".perceptual(colorThreshold: 1, antiAliasing: false, maxDifferingFraction: 0.001)")
    }
}
