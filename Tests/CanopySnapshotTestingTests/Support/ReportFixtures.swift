import Canopy
import CanopyCairo
import Examples
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

    /// A behaviour filmstrip that fails in its later frames only: the golden drags the list
    /// at once, the new render a tenth of a second later, so the first frame is the same.
    /// Written with the frames' rectangles, as behaviour snapshots write them; returns the
    /// outcome.
    static func makeFilmstripFailure(scratch: URL, artifacts: URL) throws -> SnapshotOutcome {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data().write(to: scratch.appendingPathComponent("Package.swift"))
        let file = scratch.appendingPathComponent("Tests/AppTests/BehaviorReportTests.swift").path
        guard
            let location = SnapshotLocation(
                filePath: file, testName: "shiftingHeader()", named: nil, environment: ["CANOPY_ARTIFACTS": artifacts.path])
        else { throw SnapshotReportError("no package root above \(file)") }
        let frames = BehaviorFrames.at([0, 0.1, 0.2, 0.3, 0.6])
        func filmstrip(_ trace: ScrollTrace) throws -> (Bitmap, [CGRect]) {
            let screen = HeaderListScreen(title: "Inbox", color: Palette.teal)
            let recording = try recordBehavior(of: screen, on: .iPhoneSE, trace: trace, frames: frames)
            let sheet = try BehaviorFilmstrip.sheet(of: recording, title: "shiftingHeader: iPhoneSE, 60 fps", subtitle: "drag(by: 240, over: 0.3)")
            return (try sheet.render(with: CairoRenderer()), sheet.layout().thumbnails.first ?? [])
        }
        let (golden, _) = try filmstrip(ScrollTrace().drag(by: 240, over: 0.3).release().settle())
        _ = verifySnapshot(golden, at: location)
        let (actual, cells) = try filmstrip(ScrollTrace().wait(0.1).drag(by: 240, over: 0.3).release().settle())
        return verifyImageSnapshot(actual, at: location, record: .never, frames: cells)
    }

    /// `count` failing snapshots of a phone-sized image, each with its three images and
    /// manifest, and the page listing them all, in `artifacts`.
    static func makeManyFailures(count: Int, scratch: URL, artifacts: URL) throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data().write(to: scratch.appendingPathComponent("Package.swift"))
        let environment = ["CANOPY_ARTIFACTS": artifacts.path]
        for index in 0..<count {
            let file = scratch.appendingPathComponent("Tests/AppTests/Suite\(index / 20).swift").path
            guard let location = SnapshotLocation(filePath: file, testName: "screen\(index)()", named: nil, environment: environment) else {
                throw SnapshotReportError("no package root above \(file)")
            }
            var before = Bitmap(width: 390, height: 844, fill: Color(hex: 0xFAFAFA))
            var after = before
            for y in 0..<40 { for x in 0..<(index % 300 + 20) { before[x: x, y: y + 100] = .blue; after[x: x, y: y + 104] = .blue } }
            _ = verifySnapshot(before, at: location)
            _ = verifySnapshot(after, at: location, record: .never)
        }
    }
}
