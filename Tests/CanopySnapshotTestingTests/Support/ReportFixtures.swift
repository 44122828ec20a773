import Canopy
import CanopyCairo
import Foundation

@testable import CanopySnapshotTesting

/// Two known snapshot failures, produced by the real assertion pipeline in a throw-away
/// package layout: a card whose title moved (with a tree diff) and a banner that changed
/// colour and size (no tree file, as for goldens recorded before tree files).
enum ReportFixtures {
    /// A card with a title at `titleY` and a `<b>` in its text, so the page must escape it.
    static func card(titleY: CGFloat) -> ViewNode {
        let card = node(rect(0, 0, 120, 80), Color(hex: 0xFFFFFF))
        card.accessibilityIdentifier = "card"
        let strip = node(rect(0, 0, 120, 24), Color(hex: 0x3F51B5), in: card)
        strip.accessibilityIdentifier = "header"
        let title = LabelNode(frame: rect(8, titleY, 104, 20))
        title.accessibilityIdentifier = "titleLabel"
        title.text = "<b>Inbox</b> & co"
        card.addSubview(title)
        return card
    }

    static func banner(width: CGFloat, color: UInt32) -> ViewNode {
        node(rect(0, 0, width, 40), Color(hex: color))
    }

    /// Records the goldens, then fails both snapshots; artifacts and the report go to
    /// `artifacts`, goldens to a package root under `scratch`. Returns the two outcomes.
    static func makeTwoFailures(scratch: URL, artifacts: URL) throws -> [SnapshotOutcome] {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data().write(to: scratch.appendingPathComponent("Package.swift"))
        let environment = ["CANOPY_ARTIFACTS": artifacts.path]
        let file = scratch.appendingPathComponent("Tests/AppTests/ReportedSnapshotTests.swift").path
        func location(_ test: String) throws -> SnapshotLocation {
            guard let location = SnapshotLocation(filePath: file, testName: test, named: nil, environment: environment) else {
                throw SnapshotReportError("no package root above \(file)")
            }
            return location
        }
        let renderer = CairoRenderer()
        let cardLocation = try location("cardTitle()"), bannerLocation = try location("banner()")
        let before = card(titleY: 30)
        _ = verifySnapshot(try renderer.render(before, scale: 2), at: cardLocation, tree: TreeSnapshot(of: before))
        _ = verifySnapshot(try renderer.render(banner(width: 100, color: 0x4CAF50), scale: 2), at: bannerLocation)
        let after = card(titleY: 48), wider = banner(width: 110, color: 0xF44336)
        return [
            verifySnapshot(try renderer.render(after, scale: 2), at: cardLocation, record: .never, tree: TreeSnapshot(of: after)),
            verifySnapshot(try renderer.render(wider, scale: 2), at: bannerLocation, record: .never, tree: TreeSnapshot(of: wider)),
        ]
    }
}
