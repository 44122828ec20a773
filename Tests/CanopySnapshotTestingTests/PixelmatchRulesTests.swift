import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import Testing

/// The perceptual comparison's rules where pixelmatch 7 decides a count; the differential
/// test in scripts/pixelmatch-parity.py checks the same on hundreds of generated pairs.
@Suite("Perceptual comparison follows pixelmatch")
struct PixelmatchRulesTests {
    /// Builds an image from rows of palette indices: 0 black, 1 white, 2 grey 128.
    func image(_ rows: [[Int]]) throws -> Bitmap {
        let palette: [[UInt8]] = [[0, 0, 0, 255], [255, 255, 255, 255], [128, 128, 128, 255]]
        return try Bitmap(width: rows[0].count, height: rows.count, pixels: rows.flatMap { $0.flatMap { palette[$0] } })
    }

    let pixelmatchDefault = SnapshotTolerance.perceptual(colorThreshold: 0.1)

    @Test("The anti-aliasing test scans neighbours column by column and keeps the first of equally dark ones")
    func columnMajorTies() throws {
        // Given the left pixel of the middle row turning from white to grey: its darkest
        // neighbours are two blacks, (0, 2) first by columns, (1, 1) first by rows; only
        // (1, 1) sits in a flat area, so a row-first scan would call the pixel anti-aliased
        let before = try image([[2, 1, 0, 0, 1], [1, 0, 0, 1, 1], [0, 1, 2, 0, 2]])
        let after = try image([[2, 1, 0, 0, 1], [2, 0, 0, 1, 1], [0, 1, 2, 0, 2]])
        // When
        let c = compareImages(before, after, tolerance: pixelmatchDefault)
        // Then pixelmatch examines (0, 2) and counts the pixel
        #expect(c.differingPixelCount == 1)
        #expect(c.differenceBounds == rect(0, 1, 1, 1))
    }

    @Test("A pixel on the border starts with one equal neighbour counted")
    func borderStartsWithOneEqualNeighbour() throws {
        // Given two corner pixels of the bottom row turning from white to grey
        let before = try image([[0, 1, 0, 0, 1], [0, 1, 2, 2, 1], [0, 1, 0, 0, 1], [1, 0, 2, 1, 1]])
        let after = try image([[0, 1, 0, 0, 1], [0, 1, 2, 2, 1], [0, 1, 0, 0, 1], [2, 0, 2, 1, 2]])
        // When
        let c = compareImages(before, after, tolerance: pixelmatchDefault)
        // Then the left corner's darkest neighbour, black (0, 2), has two equal neighbours
        // plus the border's one: a flat area, so that corner is anti-aliasing and only the
        // right one counts
        #expect(c.differingPixelCount == 1)
        #expect(c.ignoredAntialiasedPixelCount == 1)
        #expect(c.differenceBounds == rect(4, 3, 1, 1))
    }

    @Test("Semi-transparent pixels are blended over the checkerboard unless white is asked for")
    func checkerboardBackground() throws {
        // Given opaque white becoming fully transparent white
        let opaque = try Bitmap(width: 1, height: 1, pixels: [255, 255, 255, 255])
        let clear = try Bitmap(width: 1, height: 1, pixels: [255, 255, 255, 0])
        // When
        let checkerboard = compareImages(opaque, clear, tolerance: .perceptual(colorThreshold: 0.1))
        let white = compareImages(opaque, clear, tolerance: .perceptual(colorThreshold: 0.1, background: .white))
        // Then over the checkerboard's dark square (48) the change shows; over white it vanishes
        #expect(checkerboard.differingPixelCount == 1)
        #expect(white.isMatch && white.differingPixelCount == 0)
    }

    @Test("Two fully transparent pixels are equal only when all four bytes are")
    func transparentPixelsCompareAllBytes() throws {
        // Given two transparent pixels with different colour bytes
        let a = try Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0])
        let b = try Bitmap(width: 1, height: 1, pixels: [255, 255, 255, 0])
        // Then exact comparison sees the changed bytes, and a perceptual one blends both to
        // the background and sees nothing, as pixelmatch does
        #expect(compareImages(a, b).differingPixelCount == 1)
        #expect(a.difference(from: b)?.changedPixelCount == 1)
        #expect(compareImages(a, b, tolerance: pixelmatchDefault).isMatch)
    }

    @Test("Transparent pixels with different colour bytes are not flat-area siblings")
    func transparentSiblingsCompareAllBytes() throws {
        // Given an edge between a dark side that is no flat area (a black/dark-grey checker)
        // and a transparent side whose pixels have uniform or mixed colour bytes
        func edge(_ level: UInt8, clearBytes: [UInt8]) throws -> Bitmap {
            var pixels: [UInt8] = []
            for y in 0..<5 {
                for x in 0..<5 {
                    switch x {
                    case 0, 1: pixels += (x + y).isMultiple(of: 2) ? [0, 0, 0, 255] : [40, 40, 40, 255]
                    case 2: pixels += [level, level, level, 255]
                    default: pixels += (x + y).isMultiple(of: 2) ? clearBytes : [0, 0, 0, 0]
                    }
                }
            }
            return try Bitmap(width: 5, height: 5, pixels: pixels)
        }
        // When the edge column changes grey level
        let uniform = compareImages(
            try edge(128, clearBytes: [0, 0, 0, 0]), try edge(100, clearBytes: [0, 0, 0, 0]),
            tolerance: .perceptual(colorThreshold: 0.05, background: .white))
        let mixed = compareImages(
            try edge(128, clearBytes: [9, 9, 9, 0]), try edge(100, clearBytes: [9, 9, 9, 0]),
            tolerance: .perceptual(colorThreshold: 0.05, background: .white))
        // Then only uniform transparent bytes make the bright side a flat area, so only there
        // the edge counts as anti-aliasing
        #expect(uniform.differingPixelCount == 0 && uniform.ignoredAntialiasedPixelCount == 5)
        #expect(mixed.differingPixelCount == 5 && mixed.ignoredAntialiasedPixelCount == 0)
    }

    @Test("A comparison that matches within its tolerance has no diff image")
    func matchHasNoDiffImage() {
        // Given a one-level change, within a perceptual threshold
        let c = compareImages(bitmap(4, 4), bitmap(4, 4, [(1, 1, Color(white: 254.0 / 255))]), tolerance: pixelmatchDefault)
        // Then
        #expect(c.isMatch)
        #expect(c.diffImage == nil)
    }

    @Test("The tolerance names a white background in its Swift source")
    func backgroundDescription() {
        #expect(
            SnapshotTolerance.perceptual(colorThreshold: 0.1, background: .white).description
                == ".perceptual(colorThreshold: 0.1, background: .white)")
        #expect(SnapshotTolerance.perceptual(colorThreshold: 0.1).background == .checkerboard)
    }
}
