import Foundation
import Testing

@testable import Canopy

/// The paragraph style pair as values: one stored set of settings that the immutable style
/// reads and the mutable one edits, clamped as UIKit clamps them.
@Suite("Paragraph style values")
struct ParagraphStyleTests {
    @Test("A new style has UIKit's defaults: natural alignment and direction, word wrapping, no spacing or indents")
    func defaults() {
        let style = ParagraphStyle()
        #expect(style.alignment == .natural && style.baseWritingDirection == .natural && style.lineBreakMode == .byWordWrapping)
        let lengths = [
            style.lineSpacing, style.lineHeightMultiple, style.minimumLineHeight, style.maximumLineHeight, style.paragraphSpacing,
            style.paragraphSpacingBefore, style.firstLineHeadIndent, style.headIndent, style.tailIndent,
        ]
        #expect(lengths.allSatisfy { $0 == 0 })
        #expect(ParagraphStyle.default == style)
    }

    @Test("Negative, NaN and infinite lengths become 0, and a tail indent keeps its sign")
    func clamping() {
        let style = MutableParagraphStyle()
        style.lineSpacing = -4
        style.lineHeightMultiple = .nan
        style.minimumLineHeight = -.infinity
        style.maximumLineHeight = .infinity
        style.paragraphSpacing = -1
        style.paragraphSpacingBefore = .nan
        style.firstLineHeadIndent = -2
        style.headIndent = -3
        #expect(style == ParagraphStyle())
        style.tailIndent = -16
        #expect(style.tailIndent == -16)
        style.tailIndent = .nan
        #expect(style.tailIndent == 0)
        #expect(style == ParagraphStyle())
    }

    @Test("Copies are values: editing the original after copying changes neither copy, and a mutable copy edits alone")
    func copiesAreIndependent() throws {
        let original = MutableParagraphStyle()
        original.lineSpacing = 6
        original.alignment = .center
        let copy = try #require(original.copy() as? ParagraphStyle)
        let mutable = try #require(original.mutableCopy() as? MutableParagraphStyle)
        #expect(!(copy is MutableParagraphStyle))
        original.lineSpacing = 12
        mutable.alignment = .right
        #expect(copy.lineSpacing == 6 && copy.alignment == .center)
        #expect(mutable.lineSpacing == 6 && mutable.alignment == .right)
        #expect(original.alignment == .center)
    }

    @Test("Styles compare and hash by their settings, mutable or not")
    func equality() {
        let mutable = MutableParagraphStyle()
        mutable.headIndent = 8
        let immutable = mutable.copy() as? ParagraphStyle
        #expect(immutable == mutable)
        #expect(immutable.map { Set<ParagraphStyle>([$0, mutable]).count } == 1)
    }
}
