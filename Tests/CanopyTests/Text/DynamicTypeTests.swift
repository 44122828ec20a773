import Canopy
import Foundation
import Testing

/// Dynamic Type: text styles against the published size table, `FontMetrics` scaling, and
/// labels that follow the content size category.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    /// The Human Interface Guidelines' "iOS, iPadOS Dynamic Type sizes" and "larger
    /// accessibility type sizes" tables, transcribed as published: one table per category,
    /// rows in the guidelines' order (large title, title 1–3, headline, body, callout,
    /// subhead, footnote, caption 1–2), each (size, leading) in points.
    static let published: [(ContentSizeCategory, [(Int, Int)])] = [
        (.extraSmall, [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)]),
        (.small, [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)]),
        (.medium, [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)]),
        (.large, [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)]),
        (.extraLarge, [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)]),
        (.extraExtraLarge, [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)]),
        (.extraExtraExtraLarge, [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)]),
        (.accessibilityMedium, [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)]),
        (.accessibilityLarge, [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)]),
        (.accessibilityExtraLarge, [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)]),
        (
            .accessibilityExtraExtraLarge,
            [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)]
        ),
        (
            .accessibilityExtraExtraExtraLarge,
            [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)]
        ),
    ]

    /// The guidelines' row order.
    static let rows: [Font.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
    ]

    @Test("Every text style's size, weight and leading at every category match the published table")
    func tableMatchesPublished() {
        for (category, entries) in Self.published {
            for (style, (size, leading)) in zip(Self.rows, entries) {
                let metrics = style.metrics(for: category)
                #expect(metrics.pointSize == CGFloat(size), "\(style) at \(category)")
                #expect(metrics.leading == CGFloat(leading), "\(style) at \(category)")
                // The guidelines list every style regular except the semibold headline.
                #expect(metrics.weight == (style == .headline ? .semibold : .regular), "\(style) at \(category)")
            }
        }
    }

    @Test("A preferred font has the table's size and weight for the traits' category and remembers its style")
    func preferredFontForTraits() {
        let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let headline = Font.preferredFont(forTextStyle: .headline, compatibleWith: ax5)
        #expect(headline.family == "system" && headline.size == 53 && headline.weight == .semibold)
        #expect(headline.dynamicScaling == Font.DynamicScaling(textStyle: .headline))
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall)).size == 11)
    }

    @Test("Without traits, or with the category unspecified, a preferred font has the default category's size")
    func preferredFontDefaults() {
        #expect(Font.preferredFont(forTextStyle: .body).size == 17)
        #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: nil).size == 34)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(userInterfaceStyle: .dark)).size == 17)
    }

    @Test("A text style that is not one of UIKit's eleven reads as body and is reported")
    func unknownStyle() {
        var metrics: TextStyleMetrics?
        let diagnostics = Diagnostics.capture { metrics = Font.TextStyle("Shouting").metrics(for: .extraLarge) }
        #expect(metrics == Font.TextStyle.body.metrics(for: .extraLarge))
        #expect(diagnostics.map(\.code) == ["font.unknownTextStyle"])
    }

    @Test("Font metrics scale a value by the style's size at the category over its size at large")
    func scaledValue() {
        let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(FontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(
            FontMetrics(forTextStyle: .footnote).scaledValue(for: 26, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall))
                == 24)
        #expect(FontMetrics(forTextStyle: .title1).scaledValue(for: 10) == 10)
    }

    @Test("A scaled font keeps its family and weight, grows by the curve and stops at its maximum")
    func scaledFont() {
        let base = Font(family: "DejaVu Serif", size: 20, weight: .bold)
        let xl = TraitCollection(preferredContentSizeCategory: .extraLarge)
        let scaled = FontMetrics(forTextStyle: .body).scaledFont(for: base, compatibleWith: xl)
        #expect(scaled.family == "DejaVu Serif" && scaled.weight == .bold)
        #expect(abs(scaled.size - 20 * 19 / 17) < 1e-9)
        #expect(scaled.dynamicScaling == Font.DynamicScaling(textStyle: .body, baseSize: 20))
        let capped = FontMetrics(forTextStyle: .body).scaledFont(
            for: base, maximumPointSize: 30, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        #expect(capped.size == 30)
        #expect(FontMetrics(forTextStyle: .body).scaledFont(for: base).size == 20)
    }

    @Test("A maximum point size that is not a positive number is ignored and reported")
    func badMaximum() {
        var font: Font?
        let diagnostics = Diagnostics.capture {
            font = FontMetrics.default.scaledFont(for: .system(size: 10), maximumPointSize: -.infinity)
        }
        #expect(font?.size == 10 && font?.dynamicScaling?.maximumPointSize == nil)
        #expect(diagnostics.map(\.code) == ["font.invalidMaximumPointSize"])
    }

    @Test("A label that adjusts its font follows the window's content size category before its trait callback, and relayouts")
    func labelFollowsCategory() {
        // Given a label with a preferred body font that adjusts, in a window at the default size
        let window = WindowNode(device: .iPhone15)
        let label = FontRecordingLabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        let small = label.intrinsicContentSize
        window.layoutIfNeeded()

        // When the window's category becomes the largest accessibility size
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge

        // Then the font is the table's AX5 body, seen already by the label's trait callback
        #expect(label.font.size == 53)
        #expect(label.fontsSeenInCallbacks.last == 53)
        // And the label is taller and wants layout
        #expect(label.intrinsicContentSize.height > small.height)
        #expect(label.needsLayout)

        // When the category goes back, the font follows
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(label.font.size == 14)
    }

    @Test("A scaled font on an adjusting label keeps its own base size and maximum as the category changes")
    func labelFollowsMetrics() {
        let window = WindowNode(device: .iPhone15)
        let label = LabelNode()
        label.adjustsFontForContentSizeCategory = true
        label.font = FontMetrics(forTextStyle: .title1).scaledFont(for: .system(size: 14), maximumPointSize: 25)
        window.addSubview(label)
        // title 1 is 28 at large and 32 at xxLarge: 14 × 32 / 28
        window.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(label.font.size == 16)
        // 14 × 58 / 28 is 29 at AX5, over the maximum
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.size == 25)
    }

    @Test("A preferred font set on an adjusting label already in a large-text window is resolved at once")
    func setFontResolvesAtOnce() {
        let window = WindowNode(device: .iPhone15)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        let label = LabelNode()
        window.addSubview(label)
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .footnote)
        #expect(label.font.size == 23)
    }

    @Test("Turning adjusting on resolves the font; a label that does not adjust, or has a fixed font, keeps it")
    func nonAdjustingLabels() {
        let window = WindowNode(device: .iPhone15)
        let plain = LabelNode()
        plain.font = .preferredFont(forTextStyle: .body)
        let fixed = LabelNode()
        fixed.font = .system(size: 17)
        fixed.adjustsFontForContentSizeCategory = true
        window.addSubview(plain)
        window.addSubview(fixed)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(plain.font.size == 17)
        #expect(fixed.font.size == 17)
        plain.adjustsFontForContentSizeCategory = true
        #expect(plain.font.size == 23)
    }
}

/// A label that records its font size in each trait callback.
final class FontRecordingLabel: LabelNode {
    var fontsSeenInCallbacks: [CGFloat] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        fontsSeenInCallbacks.append(font.size)
    }
}
