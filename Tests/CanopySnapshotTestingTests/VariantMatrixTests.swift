import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// Snapshotting one screen across devices, styles, text sizes and directions in one call.
@Suite("Variant matrix")
struct VariantMatrixTests {
    @Test("A product of axes lists every combination, named by the set axes in a fixed order")
    func names() {
        let matrix = SnapshotVariants.styles([.light, .dark]) × .contentSizes([.large, .accessibilityExtraExtraExtraLarge])
        #expect(
            matrix.variants.map(\.name) == [
                "light.large", "light.accessibilityExtraExtraExtraLarge", "dark.large", "dark.accessibilityExtraExtraExtraLarge",
            ])
        let swapped = SnapshotVariants.contentSizes([.large]) × .styles([.dark]) × .devices([.iPhoneSE]) × .bothDirections
        #expect(swapped.variants.map(\.name) == ["iPhoneSE.dark.large.ltr", "iPhoneSE.dark.large.rtl"])
        #expect(matrix.problem == nil)
    }

    @Test("An empty set, a variant without an axis or two variants of one name are refused without rendering")
    func refusedSets() {
        let window = WindowNode(device: .iPhoneSE)
        for (variants, reason) in [
            (SnapshotVariants.styles([]) × .bothDirections, "empty"),
            (SnapshotVariants([SnapshotVariant()]), "no axis"),
            (SnapshotVariants.styles([.dark, .dark]), "both named dark"),
        ] {
            let results = VariantSnapshots.outcomes(
                of: window, variants: variants, tolerance: .exact, record: .never, filePath: "/nowhere/Tests/X/XTests.swift",
                testName: "refused()")
            #expect(results.count == 1)
            #expect(results.first?.outcome.failureMessage?.contains(reason) == true, "\(reason)")
        }
    }

    @Test("Each variant has its own golden, a failure names its variant, and the window is restored afterwards")
    func failureNamesVariant() throws {
        // Given a throw-away package and a screen recorded in light and dark, left to right and right to left
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-variants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("Tests/SuiteTests/VariantTests.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        try Data().write(to: file)
        let window = traitScreenWindow(on: .iPhoneSE)
        window.traitOverrides.userInterfaceStyle = .light
        let matrix = SnapshotVariants.lightAndDark × .devices([.iPhoneSE, .iPhone15])
        func run(_ record: SnapshotRecordMode) -> [VariantSnapshots.Result] {
            VariantSnapshots.outcomes(
                of: window, variants: matrix, tolerance: .exact, record: record, filePath: file.path, testName: "screen()",
                environment: [:])
        }
        let recorded = run(.missing)
        #expect(recorded.allSatisfy { if case .recorded = $0.outcome { true } else { false } })
        let goldens = try FileManager.default.contentsOfDirectory(
            atPath: package.appendingPathComponent("Snapshots/VariantTests").path
        ).filter { $0.hasSuffix(".png") }.sorted()
        #expect(goldens == ["screen.iPhone15.dark.png", "screen.iPhone15.light.png", "screen.iPhoneSE.dark.png", "screen.iPhoneSE.light.png"])
        // And the window is back to its device and overrides
        #expect(window.device == .iPhoneSE && window.traitOverrides.userInterfaceStyle == .light)

        // When the screen matches, every variant passes
        #expect(run(.never).allSatisfy { $0.outcome == .matched })

        // When only dark mode changes, only the dark variants fail, each naming itself
        let root = try #require(window.rootViewController?.view)
        // systemGroupedBackground is #F2F2F7 in light mode
        root.backgroundColor = Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? Color(hex: 0x203040) : Color(hex: 0xF2F2F7) })
        let sheet = package.appendingPathComponent(".canopy-failures/VariantTests/screen.variants.png")
        try? FileManager.default.removeItem(at: sheet)
        let messages = run(.never).compactMap(\.outcome.failureMessage)
        #expect(messages.count == 2)
        #expect(messages[0].hasPrefix("Variant iPhoneSE.dark: "))
        #expect(messages[1].hasPrefix("Variant iPhone15.dark: "))
        // And a contact sheet of all four variants is written and named once
        #expect(messages[0].contains(sheet.path) && !messages[1].contains(sheet.path))
        let image = try Bitmap(contentsOf: sheet)
        #expect(image.width > 0 && image.height > 0)
    }

    @Test("The contact sheet has a row per value of the other axes and a thumbnail per value of the last")
    func sheetRows() throws {
        let image = Bitmap(width: 4, height: 8)
        // Directions vary first here, so a row's thumbnails are gathered from across the list
        let matrix = SnapshotVariants.bothDirections × .devices([.iPhoneSE]) × .lightAndDark
        let entries = matrix.variants.map { VariantContactSheet.Entry(variant: $0, image: image, outcome: .matched) }
        let rows = try VariantContactSheet.rows(entries, testName: "screen")
        #expect(rows.map(\.title) == ["iPhoneSE.light", "iPhoneSE.dark"])
        #expect(rows.map { $0.items.map(\.caption) } == [["iPhoneSE.light.ltr", "iPhoneSE.light.rtl"], ["iPhoneSE.dark.ltr", "iPhoneSE.dark.rtl"]])
        #expect(try VariantContactSheet.rows(Array(entries.prefix(1)), testName: "screen").map(\.title) == ["iPhoneSE.light"])
    }

    @Test("The settings screen in light and dark, left to right and right to left")
    func settingsMatrix() {
        assertSnapshots(of: traitScreenWindow(on: .iPhoneSE), variants: .lightAndDark × .bothDirections)
    }
}

/// One screen across an iPad's Split View widths.
@Suite("Split-view variant matrix")
struct SplitViewMatrixTests {
    @Test("Split views of a landscape iPad are one variant each, named by their profile")
    func names() {
        #expect(
            SnapshotVariants.splitViews(of: .iPadPro13Landscape).variants.map(\.name) == [
                "iPadPro13LandscapeSplitOneThird", "iPadPro13LandscapeSplitHalf", "iPadPro13LandscapeSplitTwoThirds",
            ])
        #expect(SnapshotVariants.splitViews(of: .iPhone15).variants.isEmpty)
        #expect(SnapshotVariants.splitViews(of: .iPhone15).problem != nil)
    }

    @Test("A mail screen shows its sidebar only in the regular-width splits of an iPad Air in landscape")
    func airLandscapeSplits() {
        assertSnapshots(
            of: sizeClassScreenWindow(on: .iPadAir11Landscape), variants: .splitViews(of: .iPadAir11Landscape))
    }
}
