import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Tolerance hints in failure messages")
struct ToleranceHintTests {
    let folder: TemporaryFolder
    let location: SnapshotLocation

    init() throws {
        folder = try TemporaryFolder()
        location = folder.snapshotLocation()
    }

    /// The failure message of `actual` checked against a golden of `golden`.
    func message(golden: Bitmap, actual: Bitmap, tolerance: SnapshotTolerance = .exact) throws -> String {
        _ = verifySnapshot(golden, at: location)
        return try #require(verifySnapshot(actual, at: location, tolerance: tolerance, record: .never).failureMessage)
    }

    @Test("A real colour change is stated with its size and no tolerance is suggested")
    func colourChangeSuggestsNothing() throws {
        // Given a button's green turned darker (#34C759 to #30B350) over a 6×4 area
        var changed = bitmap(16, 16)
        for y in 4..<8 { for x in 2..<8 { changed[x: x, y: y] = Color(hex: 0x30B350) } }
        var golden = bitmap(16, 16)
        for y in 4..<8 { for x in 2..<8 { golden[x: x, y: y] = Color(hex: 0x34C759) } }
        // When
        let text = try message(golden: golden, actual: changed)
        // Then
        #expect(text.contains("a colour change: 24 pixels, ΔE up to 5.41"))
        #expect(text.contains("so no tolerance is suggested"))
        #expect(!text.contains("would pass with"))
        #expect(!text.contains(".perceptual("))
    }

    @Test("A black pixel on white is a colour change, not a tolerance")
    func singlePixel() throws {
        let text = try message(golden: bitmap(8, 8), actual: bitmap(8, 8, [(2, 3, .black)]))
        #expect(text.contains("a colour change: 1 pixel, ΔE up to 100"))
        #expect(!text.contains("would pass with"))
    }

    @Test("A change below the just-noticeable difference suggests the narrowest tolerance that passes")
    func subtleChangeSuggestsTolerance() throws {
        // Given a grey one level lighter everywhere
        let golden = Bitmap(width: 8, height: 8, fill: Color(hex: 0x808080))
        let actual = Bitmap(width: 8, height: 8, fill: Color(hex: 0x818181))
        // When
        let text = try message(golden: golden, actual: actual)
        // Then the suggestion names the threshold, and that tolerance really passes
        let line = try #require(text.split(separator: "\n").first { $0.contains("would pass with") })
        #expect(line.contains("below ΔE 1"))
        let report = SnapshotFailureReport(
            location: location, expected: golden, actual: actual, comparison: compareImages(golden, actual), tolerance: .exact,
            environment: [])
        let change = try #require(golden.colorChange(to: actual))
        let passing = try #require(report.passingTolerance(change))
        #expect(line.contains(passing.description))
        #expect(passing.colorThreshold ?? 1 < 0.01)
        #expect(compareImages(golden, actual, tolerance: passing).isMatch)
        #expect(!text.contains("a colour change"))
    }
}
