import Foundation
import Testing

@testable import Canopy

/// A paragraph style's base writing direction, laid out by the engine that draws: which
/// stretches of mixed Hebrew, Latin and numbers come first on a line, and which edge lines
/// start from under natural alignment.
@Suite("Base writing direction")
struct BaseWritingDirectionTests {
    static let font = Font.system(size: 17)
    /// Latin, then Hebrew holding a number, then Latin: reorders differently in each base direction.
    static let mixed = "abc אבג 123 דהו xyz"

    func layout(
        _ string: String, direction: WritingDirection?, view: WritingDirection = .leftToRight, width: CGFloat = 300
    ) -> AttributedTextLayout {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let direction {
            let style = MutableParagraphStyle()
            style.baseWritingDirection = direction
            attributes[.paragraphStyle] = style
        }
        let defaults = RunStyle.Defaults(
            font: Self.font, color: .black, alignment: .left, lineBreakMode: .byWordWrapping, layoutDirection: view)
        let text = StyledText(NSAttributedString(string: string, attributes: attributes), defaults: defaults)
        return AttributedTextLayout(text, wrapWidth: width, fitWidth: width, maximumLines: 0, metrics: TextEngine.shared)
    }

    @Test("Left to right: Latin first, then the Hebrew stretch reversed with its number kept left to right, then Latin; lines start at the left")
    func leftToRight() throws {
        let line = try #require(layout(Self.mixed, direction: .leftToRight).lines.first)
        #expect(line.fragments.map(\.text) == ["abc ", " דהו", "123", "אבג ", " xyz"])
        #expect(line.fragments.map(\.isRightToLeft) == [false, true, false, true, false])
        #expect(line.fragments.first?.x == 0)
    }

    @Test("Right to left: the last Latin word comes first and the line ends at the right edge")
    func rightToLeft() throws {
        let line = try #require(layout(Self.mixed, direction: .rightToLeft).lines.first)
        #expect(line.fragments.map(\.text) == ["xyz", " דהו ", "123", " אבג ", "abc"])
        #expect(line.fragments.map(\.isRightToLeft) == [false, true, false, true, false])
        #expect(abs(line.right - 300) < 1e-9)
    }

    @Test("Fragments of a line sit side by side in visual order, each as wide as measured, summing to the line's width")
    func fragmentsAbut() throws {
        for direction in [WritingDirection.leftToRight, .rightToLeft] {
            let line = try #require(layout(Self.mixed, direction: direction).lines.first)
            for (left, right) in zip(line.fragments, line.fragments.dropFirst()) {
                #expect(abs(left.x + left.width - right.x) < 1e-9)
            }
            let total = line.fragments.map(\.width).reduce(0, +)
            #expect(abs((line.fragments.first?.x ?? 0) + total - line.right) < 1e-9)
        }
    }

    @Test("Natural follows the first strong character: Latin first reads left to right, Hebrew first right to left")
    func naturalFromFirstStrongCharacter() throws {
        let latin = try #require(layout(Self.mixed, direction: .natural).lines.first)
        #expect(latin.fragments.map(\.text) == ["abc ", " דהו", "123", "אבג ", " xyz"])
        #expect(latin.fragments.first?.x == 0)
        let hebrew = try #require(layout("123 אבג abc", direction: .natural).lines.first)
        #expect(hebrew.fragments.map(\.text) == ["abc", " אבג ", "123"])
        #expect(abs(hebrew.right - 300) < 1e-9)
    }

    @Test("Natural with no strong character falls back to the view's layout direction")
    func naturalFallsBackToView() throws {
        let inLeftToRight = try #require(layout("123 – 456!", direction: .natural, view: .leftToRight).lines.first)
        #expect(inLeftToRight.fragments.map(\.text) == ["123 – 456!"])
        #expect(inLeftToRight.fragments.first?.x == 0)
        let inRightToLeft = try #require(layout("123 – 456!", direction: .natural, view: .rightToLeft).lines.first)
        #expect(inRightToLeft.fragments.map(\.text) == ["!", "456", " – ", "123"])
        #expect(abs(inRightToLeft.right - 300) < 1e-9)
    }

    @Test("An explicit direction overrides the text's first strong character")
    func explicitOverridesText() throws {
        let forced = try #require(layout("אבג abc", direction: .leftToRight, view: .rightToLeft).lines.first)
        #expect(forced.fragments.map(\.text) == ["אבג", " abc"])
        #expect(forced.fragments.first?.x == 0)
    }

    @Test("Wrapped right-to-left lines each end at the right edge, in text order top to bottom")
    func wrappedLinesAlignRight() {
        let lines = layout("שלום עולם ומה שלומך היום 42 abc", direction: .rightToLeft, width: 120).lines
        #expect(lines.count > 1)
        for line in lines { #expect(abs(line.right - 120) < 1e-9) }
    }

    @Test("The engine shapes a neutral stretch in the direction it is given: punctuation reversed right to left")
    func engineShapesInGivenDirection() {
        let forward = TextEngine.shared.line(for: "(!?", font: Self.font, kern: 0, direction: .leftToRight)
        let backward = TextEngine.shared.line(for: "(!?", font: Self.font, kern: 0, direction: .rightToLeft)
        #expect(forward.runs.map(\.isRightToLeft) == [false])
        #expect(backward.runs.map(\.isRightToLeft) == [true])
        #expect(forward.runs.first?.glyphs != backward.runs.first?.glyphs)
        #expect(TextEngine.shared.width(of: "(!?", font: Self.font, kern: 0, direction: .rightToLeft) == CGFloat(backward.advance))
    }

    @Test("A paragraph style keeps its base writing direction through copies and compares by it")
    func styleValue() {
        let style = MutableParagraphStyle()
        #expect(style.baseWritingDirection == .natural)
        style.baseWritingDirection = .rightToLeft
        let copy = style.copy() as? ParagraphStyle
        #expect(copy?.baseWritingDirection == .rightToLeft)
        #expect(copy == style)
        #expect(ParagraphStyle() != style)
        #expect(WritingDirection(rawValue: -1) == .natural && WritingDirection.rightToLeft.rawValue == 1)
    }
}
