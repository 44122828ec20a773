import Foundation
import Testing

@testable import CanopyText

@Suite("Shaped line cache")
struct ShapedLineCacheTests {
    @Test("A string measured is kept shaped, so drawing it returns the same glyphs without shaping again")
    func measuredLinesAreKept() {
        let library = FontLibrary()
        let engine = TextEngine(library: library)
        let font = Font.system(size: 17)
        #expect(library.cachedLine("Private account", font: font) == nil)
        let width = engine.width(of: "Private account", font: font)
        let kept = library.cachedLine("Private account", font: font)
        #expect(kept?.advance == Double(width))
        #expect(engine.line(for: "Private account", font: font) == kept)
    }

    @Test("Kerned lines are kept apart from unkerned ones and are wider by the kern per character")
    func kernedLinesAreKeptApart() {
        let library = FontLibrary()
        let engine = TextEngine(library: library)
        let font = Font.system(size: 17)
        let plain = engine.line(for: "Done", font: font)
        let kerned = engine.line(for: "Done", font: font, kern: 2)
        #expect(abs(kerned.advance - plain.advance - 8) < 1e-9)
        #expect(library.cachedLine("Done", font: font, kern: 2) == kerned)
    }
}
