import Foundation
import Testing

@testable import Examples

@Suite("Gallery contact sheet plan")
struct GallerySheetPlanTests {
    @Test("Every example × device × position fits on one sheet, one row per example")
    func defaultGalleryIsOneSheet() {
        // Given the default gallery's screens, example by example
        let names = ExampleCatalog.all.flatMap { example in Array(repeating: example.name, count: 12) }
        // When
        let gallery = Gallery(outputDirectory: URL(fileURLWithPath: "/"))
        let plan = GallerySheetPlan(exampleNames: names, perRow: gallery.thumbnailsPerRow, rowsPerSheet: gallery.rowsPerSheet)
        // Then
        #expect(plan.sheets.count == 1)
        #expect(plan.sheets[0] == (0..<ExampleCatalog.all.count).map { $0 * 12..<($0 + 1) * 12 })
        #expect(GallerySheetPlan.fileName(ofSheet: 0) == "contact-sheet.png")
    }

    @Test("A long list fills sheets of bounded size in order, rows breaking at a new example or a full row")
    func longListPagesAndWraps() {
        // Given seven screens: three of a, one of b, three of a again
        let names = ["a", "a", "a", "b", "a", "a", "a"]
        // When rows hold two thumbnails and sheets three rows
        let plan = GallerySheetPlan(exampleNames: names, perRow: 2, rowsPerSheet: 3)
        // Then
        #expect(plan.sheets == [[0..<2, 2..<3, 3..<4], [4..<6, 6..<7]])
        #expect(plan.screens(ofSheet: 1) == 4..<7)
        #expect(GallerySheetPlan.fileName(ofSheet: 1) == "contact-sheet-2.png")
    }

    @Test("No screens give one empty sheet, and sizes below one count as one")
    func degenerateInputs() {
        #expect(GallerySheetPlan(exampleNames: [], perRow: 12, rowsPerSheet: 16).sheets == [[]])
        #expect(GallerySheetPlan(exampleNames: [], perRow: 12, rowsPerSheet: 16).screens(ofSheet: 0) == 0..<0)
        #expect(GallerySheetPlan(exampleNames: ["a", "a"], perRow: 0, rowsPerSheet: -3).sheets == [[0..<1], [1..<2]])
        #expect(GallerySheetPlan(exampleNames: ["a", "b"], perRow: 12, rowsPerSheet: 2).sheets == [[0..<1, 1..<2]])
    }
}
