import Canopy
import Foundation
import Testing

/// The semantic colour tables against their published values, given here as Flutter's
/// `CupertinoColors` transcribes them: `Color.fromARGB(alpha, red, green, blue)` for the
/// light, dark, light increased-contrast and dark increased-contrast variants.
@Suite("Semantic colour tables")
struct ColorTableTests {
    typealias ARGB = (Int, Int, Int, Int)

    static let published: [(Color, String, [ARGB])] = [
        (.label, "label", [(255, 0, 0, 0), (255, 255, 255, 255), (255, 0, 0, 0), (255, 255, 255, 255)]),
        (.secondaryLabel, "secondaryLabel", [(153, 60, 60, 67), (153, 235, 235, 245), (173, 60, 60, 67), (173, 235, 235, 245)]),
        (.tertiaryLabel, "tertiaryLabel", [(76, 60, 60, 67), (76, 235, 235, 245), (96, 60, 60, 67), (96, 235, 235, 245)]),
        (.quaternaryLabel, "quaternaryLabel", [(45, 60, 60, 67), (40, 235, 235, 245), (66, 60, 60, 67), (61, 235, 235, 245)]),
        (.placeholderText, "placeholderText", [(76, 60, 60, 67), (76, 235, 235, 245), (96, 60, 60, 67), (96, 235, 235, 245)]),
        (.link, "link", [(255, 0, 122, 255), (255, 9, 132, 255), (255, 0, 122, 255), (255, 9, 132, 255)]),
        (.separator, "separator", [(73, 60, 60, 67), (153, 84, 84, 88), (94, 60, 60, 67), (173, 84, 84, 88)]),
        (.opaqueSeparator, "opaqueSeparator", [(255, 198, 198, 200), (255, 56, 56, 58), (255, 198, 198, 200), (255, 56, 56, 58)]),
        (.systemBackground, "systemBackground", [(255, 255, 255, 255), (255, 0, 0, 0), (255, 255, 255, 255), (255, 0, 0, 0)]),
        (
            .secondarySystemBackground, "secondarySystemBackground",
            [(255, 242, 242, 247), (255, 28, 28, 30), (255, 235, 235, 240), (255, 36, 36, 38)]
        ),
        (.tertiarySystemBackground, "tertiarySystemBackground", [(255, 255, 255, 255), (255, 44, 44, 46), (255, 255, 255, 255), (255, 54, 54, 56)]),
        (.systemGroupedBackground, "systemGroupedBackground", [(255, 242, 242, 247), (255, 0, 0, 0), (255, 235, 235, 240), (255, 0, 0, 0)]),
        (
            .secondarySystemGroupedBackground, "secondarySystemGroupedBackground",
            [(255, 255, 255, 255), (255, 28, 28, 30), (255, 255, 255, 255), (255, 36, 36, 38)]
        ),
        (
            .tertiarySystemGroupedBackground, "tertiarySystemGroupedBackground",
            [(255, 242, 242, 247), (255, 44, 44, 46), (255, 235, 235, 240), (255, 54, 54, 56)]
        ),
        (.systemFill, "systemFill", [(51, 120, 120, 128), (91, 120, 120, 128), (71, 120, 120, 128), (112, 120, 120, 128)]),
        (.secondarySystemFill, "secondarySystemFill", [(40, 120, 120, 128), (81, 120, 120, 128), (61, 120, 120, 128), (102, 120, 120, 128)]),
        (.tertiarySystemFill, "tertiarySystemFill", [(30, 118, 118, 128), (61, 118, 118, 128), (51, 118, 118, 128), (81, 118, 118, 128)]),
        (.quaternarySystemFill, "quaternarySystemFill", [(20, 116, 116, 128), (45, 118, 118, 128), (40, 116, 116, 128), (66, 118, 118, 128)]),
        (.systemBlue, "systemBlue", [(255, 0, 122, 255), (255, 10, 132, 255), (255, 0, 64, 221), (255, 64, 156, 255)]),
        (.systemGreen, "systemGreen", [(255, 52, 199, 89), (255, 48, 209, 88), (255, 36, 138, 61), (255, 48, 219, 91)]),
        (.systemIndigo, "systemIndigo", [(255, 88, 86, 214), (255, 94, 92, 230), (255, 54, 52, 163), (255, 125, 122, 255)]),
        (.systemOrange, "systemOrange", [(255, 255, 149, 0), (255, 255, 159, 10), (255, 201, 52, 0), (255, 255, 179, 64)]),
        (.systemPink, "systemPink", [(255, 255, 45, 85), (255, 255, 55, 95), (255, 211, 15, 69), (255, 255, 100, 130)]),
        (.systemPurple, "systemPurple", [(255, 175, 82, 222), (255, 191, 90, 242), (255, 137, 68, 171), (255, 218, 143, 255)]),
        (.systemRed, "systemRed", [(255, 255, 59, 48), (255, 255, 69, 58), (255, 215, 0, 21), (255, 255, 105, 97)]),
        (.systemYellow, "systemYellow", [(255, 255, 204, 0), (255, 255, 214, 10), (255, 160, 90, 0), (255, 255, 212, 38)]),
        (.systemGray, "systemGray", [(255, 142, 142, 147), (255, 142, 142, 147), (255, 108, 108, 112), (255, 174, 174, 178)]),
        (.systemGray2, "systemGray2", [(255, 174, 174, 178), (255, 99, 99, 102), (255, 142, 142, 147), (255, 124, 124, 128)]),
        (.systemGray3, "systemGray3", [(255, 199, 199, 204), (255, 72, 72, 74), (255, 174, 174, 178), (255, 84, 84, 86)]),
        (.systemGray4, "systemGray4", [(255, 209, 209, 214), (255, 58, 58, 60), (255, 188, 188, 192), (255, 68, 68, 70)]),
        (.systemGray5, "systemGray5", [(255, 229, 229, 234), (255, 44, 44, 46), (255, 216, 216, 220), (255, 54, 54, 56)]),
        (.systemGray6, "systemGray6", [(255, 242, 242, 247), (255, 28, 28, 30), (255, 235, 235, 240), (255, 36, 36, 38)]),
    ]

    static let traits: [TraitCollection] = [
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: .light), TraitCollection(accessibilityContrast: .normal)]),
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: .dark), TraitCollection(accessibilityContrast: .normal)]),
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: .light), TraitCollection(accessibilityContrast: .high)]),
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: .dark), TraitCollection(accessibilityContrast: .high)]),
    ]

    /// The colour's channels as bytes, rounded.
    static func argb(_ c: Color) -> [Int] {
        [c.alpha, c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test("Every semantic colour resolves to its published value in all four variants")
    func everyVariant() {
        for (color, name, values) in Self.published {
            for (traits, value) in zip(Self.traits, values) {
                let resolved = color.resolvedColor(with: traits)
                #expect(Self.argb(resolved) == [value.0, value.1, value.2, value.3], "\(name) under \(traits)")
                #expect(!resolved.isDynamic)
            }
        }
    }

    @Test("Unspecified traits resolve as light at normal contrast, and the channels hold that value")
    func unspecifiedIsLight() {
        for (color, name, values) in Self.published {
            let light = [values[0].0, values[0].1, values[0].2, values[0].3]
            #expect(Self.argb(color.resolvedColor(with: TraitCollection())) == light, "\(name)")
            #expect(Self.argb(color) == light, "\(name)")
            #expect(color.isDynamic)
        }
    }

    @Test("Spot checks read as the published hex values")
    func spotChecks() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(Color.systemBlue.resolvedColor(with: TraitCollection()) == Color(hex: 0x007AFF))
        #expect(Color.systemBlue.resolvedColor(with: dark) == Color(hex: 0x0A84FF))
        #expect(Color.systemBackground.resolvedColor(with: dark) == Color(hex: 0x000000))
        #expect(Color.secondarySystemBackground.resolvedColor(with: dark) == Color(hex: 0x1C1C1E))
        #expect(Color.label.resolvedColor(with: dark) == Color(hex: 0xFFFFFF))
        #expect(Color.secondaryLabel.resolvedColor(with: TraitCollection()) == Color(hex: 0x3C3C43, alpha: 0.6))
    }
}
