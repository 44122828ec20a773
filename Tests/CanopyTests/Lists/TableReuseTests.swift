import Canopy
import Foundation
import Testing

@Suite("Table reuse", .serialized)
struct TableReuseTests {
    @Test("Only the visible rows and one row of overscan exist as cells")
    func onlyVisibleRowsAreCells() {
        // Given a 10,000-row table of 44-point rows, 667 points high, resting under a 20-point inset
        let scene = TableScene(rowCounts: [10_000])
        // Then the cells cover the bounds plus 44 points above and below, and nothing more
        let paths = scene.cellSubviews.compactMap { scene.table.indexPath(for: $0) }.sorted()
        #expect(paths.first == .ip(0, 0))
        // Bounds -20...647 plus overscan reach 691: rows 0...15 (row 15 starts at 660)
        #expect(paths.last == .ip(0, 15))
        #expect(paths.count == 16)
        #expect(scene.table.contentSize == CGSize(width: 375, height: 440_000))
    }

    @Test("Scrolling through 10,000 rows recycles the same few cells, calling prepareForReuse")
    func scrollingRecyclesCells() {
        // Given a 10,000-row table of counting cells
        CountingCell.made = 0
        let scene = TableScene(rowCounts: [10_000], cellClass: CountingCell.self)
        let madeAtRest = CountingCell.made
        // When it scrolls to the end a screen at a time
        var y: CGFloat = 0
        while y < 440_000 {
            scene.scroll(to: y)
            y += 600
        }
        // Then no more cells were made than fit the bounds plus overscan at once: 755 points
        // (17.2 rows of 44) touch at most 19 rows
        #expect(madeAtRest == 16)
        #expect(CountingCell.made <= 19)
        #expect(scene.cellSubviews.count <= 19)
        let reused = scene.cellSubviews.compactMap { $0 as? CountingCell }.map(\.reuseCount).reduce(0, +)
        #expect(reused > 1_000)
    }

    @Test("A section claiming 10^12 rows lays out and scrolls to its middle without a row-sized allocation")
    func trillionRows() {
        // Given a data source claiming a trillion rows
        let scene = TableScene(rowCounts: [1_000_000_000_000])
        // Then the content height counts every row at the estimate
        #expect(scene.table.contentSize.height == 44_000_000_000_000)
        // When scrolled to the middle
        scene.scroll(to: 22_000_000_000_000)
        // Then the visible rows are the ones at that offset, as few cells as on a short list
        let visible = scene.table.indexPathsForVisibleRows ?? []
        #expect(visible.first == .ip(0, 500_000_000_000))
        #expect(visible.count == 16)
        #expect(scene.cellSubviews.count <= 18)
    }

    @Test("Data source and delegate calls come in UIKit's order on the first layout")
    func callbackOrderOnLoad() {
        // Given a two-section table logging its calls
        let scene = TableScene(rowCounts: [2, 1]) { _, fixture in fixture.logsLayoutCalls = true }
        // Then counts come first, then each visible row's cell, then willDisplay in row order
        #expect(
            scene.fixture.log == [
                "numberOfSections", "numberOfRows(0)", "numberOfRows(1)",
                "cellForRow[0, 0]", "cellForRow[0, 1]", "cellForRow[1, 0]",
                "willDisplay[0, 0]", "willDisplay[0, 1]", "willDisplay[1, 0]",
            ])
    }

    @Test("A row scrolled out ends displaying before the row scrolling in is asked for, so its cell is reused")
    func didEndDisplayingOnScroll() {
        // Given a logging 100-row table at rest
        let scene = TableScene(rowCounts: [100]) { _, fixture in fixture.logsLayoutCalls = true }
        scene.fixture.log = []
        // When it scrolls so that row 0 is more than the 44-point overscan above the bounds
        scene.scroll(to: 89)
        // Then row 0 ended displaying before the rows arriving below were asked for
        #expect(
            scene.fixture.log == [
                "didEndDisplaying[0, 0]", "cellForRow[0, 16]", "cellForRow[0, 17]", "cellForRow[0, 18]",
                "willDisplay[0, 16]", "willDisplay[0, 17]", "willDisplay[0, 18]",
            ])
    }

    @Test("Cells stay stacked in row order, below the section headers, as rows arrive at either end")
    func stackedInRowOrder() {
        let scene = TableScene(rowCounts: [40, 40]) { _, fixture in
            fixture.headerTitles = [0: "First", 1: "Second"]
        }
        for y in Array(stride(from: 0, through: 2400, by: 37)) + Array(stride(from: 2400, through: 0, by: -53)) {
            scene.scroll(to: CGFloat(y))
            let subviews = scene.table.subviews
            let cells = subviews.prefix { $0 is TableCellNode }.compactMap { $0 as? TableCellNode }
            // Every cell sits before every other view, in row order
            #expect(cells.count == scene.cellSubviews.count)
            let paths = cells.compactMap { scene.table.indexPath(for: $0) }
            #expect(paths.count == cells.count)
            #expect(paths == paths.sorted())
        }
    }
}
