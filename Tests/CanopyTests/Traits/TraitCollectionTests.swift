import Canopy
import Foundation
import Testing

@Suite("Trait collection values")
struct TraitCollectionTests {
    @Test("Raw values match UIKit's")
    func rawValues() {
        #expect(UserInterfaceStyle.dark.rawValue == 2 && UserInterfaceStyle.unspecified.rawValue == 0)
        #expect(UserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UserInterfaceIdiom.unspecified.rawValue == -1 && UserInterfaceIdiom.pad.rawValue == 1)
        #expect(UserInterfaceIdiom.mac.rawValue == 5 && UserInterfaceIdiom.vision.rawValue == 6)
        #expect(TraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(AccessibilityContrast.high.rawValue == 1 && LegibilityWeight.bold.rawValue == 1)
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
    }

    @Test("The twelve content size categories are ordered and the last five are accessibility sizes")
    func contentSizeOrdering() {
        let sizes = Array(ContentSizeCategory.allCases.dropFirst())
        #expect(sizes.count == 12)
        for (i, a) in sizes.enumerated() {
            for (j, b) in sizes.enumerated() {
                #expect((a < b) == (i < j))
                #expect((a >= b) == (i >= j))
            }
            #expect(a.isAccessibilityCategory == (i >= 7))
            #expect(ContentSizeCategory.unspecified < a)
        }
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }

    @Test("An unknown content size category is refused and the previous one kept")
    func unknownContentSize() {
        var traits = TraitCollection(preferredContentSizeCategory: .small)
        let diagnostics = Diagnostics.capture { traits.preferredContentSizeCategory = ContentSizeCategory("Huge") }
        #expect(diagnostics.map(\.code) == ["traits.unknownContentSizeCategory"])
        #expect(traits.preferredContentSizeCategory == .small)
        #expect(!ContentSizeCategory("Huge").isAccessibilityCategory)
    }

    @Test("A non-finite or negative display scale is refused")
    func invalidScale() {
        var traits = TraitCollection(displayScale: 2)
        let diagnostics = Diagnostics.capture {
            traits.displayScale = .nan
            traits.displayScale = -1
            _ = TraitCollection(displayScale: .infinity)
        }
        #expect(diagnostics.map(\.code) == Array(repeating: "traits.invalidDisplayScale", count: 3))
        #expect(traits.displayScale == 2)
    }

    @Test("Combining collections keeps the last specified value of each trait")
    func traitsFrom() {
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .dark), TraitCollection(displayScale: 2),
            TraitCollection(userInterfaceStyle: .light), TraitCollection(),
            TraitCollection(preferredContentSizeCategory: .extraLarge),
        ])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.displayScale == 2)
        #expect(combined.preferredContentSizeCategory == .extraLarge)
        #expect(combined.horizontalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: TraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
    }

    @Test("Every single-trait initialiser specifies its trait and nothing else")
    func singleTraitInits() {
        let all: [TraitCollection] = [
            TraitCollection(userInterfaceStyle: .dark), TraitCollection(preferredContentSizeCategory: .small),
            TraitCollection(layoutDirection: .rightToLeft), TraitCollection(horizontalSizeClass: .regular),
            TraitCollection(verticalSizeClass: .compact), TraitCollection(userInterfaceIdiom: .pad),
            TraitCollection(accessibilityContrast: .high), TraitCollection(legibilityWeight: .bold),
            TraitCollection(displayScale: 3),
        ]
        for (i, a) in all.enumerated() {
            #expect(a != TraitCollection())
            for (j, b) in all.enumerated() where i != j { #expect(a.applying(b) != a) }
        }
    }

    @Test("Overrides read back what was set and start empty")
    func overridesRoundTrip() {
        var overrides = TraitOverrides()
        #expect(overrides.isEmpty)
        overrides.userInterfaceStyle = .dark
        overrides.displayScale = 2
        overrides.verticalSizeClass = .compact
        #expect(overrides.userInterfaceStyle == .dark && overrides.displayScale == 2 && overrides.verticalSizeClass == .compact)
        #expect(!overrides.isEmpty)
    }
}
