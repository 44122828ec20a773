import Foundation
import Testing

@testable import CanopyText

/// The system face's width against the iOS system font's, by the one published figure
/// (`SystemFontWidthReference`): the frequency-weighted average advance of a–z and space.
@Suite("System font width against the Apple system font")
struct SystemFontWidthTests {
    /// UIKit's body size, in points; the average is a fraction of the em at any size.
    static let size: CGFloat = 17

    /// The average advance of `font`'s face, weighted as the reference is, in ems.
    static func averageEm(_ font: Font = .system(size: size)) -> Double {
        SystemFontWidthReference.weightings.reduce(0.0) { sum, entry in
            sum + entry.value * Double(TextEngine.shared.width(of: String(entry.key), font: font)) / Double(font.size)
        }
    }

    @Test("Inter's frequency-weighted average advance is 10 to 17 % wider than the Apple system font's, DejaVu Sans's wider still")
    func averageAdvanceRatio() {
        let reference = SystemFontWidthReference.appleSystemAverageEm
        let inter = Self.averageEm() / reference
        let dejaVu = Self.averageEm(Font(family: "DejaVu Sans", size: Self.size)) / reference
        print("system font width ratio to the Apple system font: Inter \(inter), DejaVu Sans \(dejaVu)")
        // Measured 1.138 with fonts-inter 4.0~beta7: the band catches a face change that
        // moves widths by a few per cent either way.
        #expect(inter > 1.10 && inter < 1.17, "Inter ratio \(inter)")
        #expect(dejaVu > inter, "DejaVu Sans ratio \(dejaVu)")
    }

    @Test("The weightings cover English text: they sum to one within rounding")
    func weightingsSumToOne() {
        let total = SystemFontWidthReference.weightings.values.reduce(0, +)
        #expect(abs(total - 1) < 0.01, "sum \(total)")
    }
}
