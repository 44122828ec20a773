import Canopy
import CanopyCairo
import Examples
import FlexibleHeader
import Foundation
import Testing

@Suite("Themed header examples")
struct ThemedHeaderExampleTests {
    /// Hosts the example `name` on an iPhone 15 at rest and returns the screen and its window.
    func host(_ name: String) throws -> (ThemedHeaderExample, WindowNode) {
        let example = try #require(ExampleCatalog.named(name))
        let screen = try #require(example.make() as? ThemedHeaderExample)
        return (screen, ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0))
    }

    @Test("The light example fills the header with the light scheme's primary and shows light status-bar content")
    func light() throws {
        let (screen, window) = try host("themed-light")
        let scheme = SemanticColorScheme.materialLight
        #expect(screen.scheme == scheme && screen.fill == .primary)
        #expect(screen.headerViewController.headerView.backgroundColor == scheme.primary)
        #expect(screen.titleLabel.textColor == scheme.onPrimary)
        #expect(!screen.headerViewController.showsHairline)
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test("The dark example fills the header with the dark scheme's surface, edged by a hairline, under light status-bar content")
    func dark() throws {
        let (screen, window) = try host("themed-dark")
        let scheme = SemanticColorScheme.materialDark
        #expect(screen.scheme == scheme && screen.fill == .surface)
        #expect(screen.headerViewController.headerView.backgroundColor == scheme.surface)
        #expect(screen.titleLabel.textColor == scheme.onSurface)
        #expect(screen.headerViewController.showsHairline)
        #expect(screen.headerViewController.hairlineColor == scheme.onSurface.withAlpha(0.12))
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test(
        "The themed table and its shown cells take the scheme's background, surface, on-surface and divider colours",
        arguments: ["themed-light", "themed-dark"])
    func listColours(_ name: String) throws {
        let (screen, _) = try host(name)
        let list = try #require(screen.list)
        #expect(list.backgroundColor == screen.scheme.background)
        #expect(list.separatorColor == screen.scheme.onSurface.withAlpha(0.12))
        let rows = list.visibleCells.compactMap { $0 as? ListRowCell }
        #expect(rows.count == list.visibleCells.count && !rows.isEmpty)
        #expect(rows.allSatisfy { $0.backgroundColor == screen.scheme.surface && $0.titleLabel.textColor == screen.scheme.onSurface })
    }

    @Test("The themed header rests at 120 points plus the top safe area and collapses to 56", arguments: ["themed-light", "themed-dark"])
    func heights(_ name: String) throws {
        let (screen, window) = try host(name)
        let header = screen.headerViewController.headerView
        #expect(approx(header.frame.height, 120 + 59))
        screen.showDemoState(scrollOffset: 600)
        window.clock.runUntilIdle()
        #expect(approx(header.frame.height, 56 + 59))
        #expect(header.backgroundColor == (screen.fill == .primary ? screen.scheme.primary : screen.scheme.surface))
    }
}
