import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Semantic colour schemes")
struct SemanticColorSchemeTests {
    /// Every role of a scheme with its name, in declaration order.
    static func roles(_ s: SemanticColorScheme) -> [(String, Color)] {
        [
            ("primary", s.primary), ("primaryVariant", s.primaryVariant), ("secondary", s.secondary), ("surface", s.surface),
            ("background", s.background), ("error", s.error), ("onPrimary", s.onPrimary), ("onSecondary", s.onSecondary),
            ("onSurface", s.onSurface), ("onBackground", s.onBackground),
        ]
    }

    /// Checks every role of `scheme` against the expected `0xRRGGBB` values, all opaque.
    static func expectRoles(_ scheme: SemanticColorScheme, _ expected: [UInt32]) {
        for ((name, color), hex) in zip(roles(scheme), expected) {
            #expect(color == Color(hex: hex), "\(name)")
            #expect(color.alpha == 1, "\(name)")
        }
    }

    @Test("The Material light scheme holds the baseline light colours")
    func materialLight() {
        Self.expectRoles(
            .materialLight, [0x6200EE, 0x3700B3, 0x03DAC6, 0xFFFFFF, 0xFFFFFF, 0xB00020, 0xFFFFFF, 0x000000, 0x000000, 0x000000])
    }

    @Test("The Material dark scheme holds the baseline dark colours")
    func materialDark() {
        Self.expectRoles(
            .materialDark, [0xBB86FC, 0x3700B3, 0x03DAC6, 0x121212, 0x121212, 0xCF6679, 0x000000, 0x000000, 0xFFFFFF, 0xFFFFFF])
    }

    @Test("The memberwise initialiser keeps each colour in its role")
    func memberwise() {
        // Given ten distinct greys, one per role.
        let greys = (0..<10).map { Color(white: CGFloat($0) / 9) }
        // When a scheme is built from them.
        let scheme = SemanticColorScheme(
            primary: greys[0], primaryVariant: greys[1], secondary: greys[2], surface: greys[3], background: greys[4],
            error: greys[5], onPrimary: greys[6], onSecondary: greys[7], onSurface: greys[8], onBackground: greys[9])
        // Then each role reads back its own grey.
        #expect(Self.roles(scheme).map(\.1) == greys)
    }

    @Test("Schemes are equal exactly when every role is equal")
    func equality() {
        var scheme = SemanticColorScheme.materialLight
        #expect(scheme == .materialLight)
        #expect(scheme != .materialDark)
        scheme.onBackground = Color(hex: 0x010101)
        #expect(scheme != .materialLight)
    }
}
