import Canopy
import Examples
import FlexibleHeader
import Foundation
import Testing

@Suite("Example lists and grids")
struct ListExampleTests {
    @Test("The list under the header is a table holding cells only for the rows in view, reused as it scrolls")
    func tableReusesCells() throws {
        // Given the inbox at rest on an iPhone 15
        let screen = TypicalUseExample()
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        let list = try #require(screen.list)
        let cellsAtRest = list.subviews.filter { $0 is ListRowCell }

        // Then 30 rows of 72 points are laid out, but only a screenful exist as cells
        #expect(list.numberOfRows(inSection: 0) == 30)
        #expect(list.contentSize.height == 30 * ListRowCell.height)
        #expect(cellsAtRest.count < 15)
        #expect(list.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))

        // When it scrolls 1,000 points down
        screen.showDemoState(scrollOffset: 1000)
        window.layoutIfNeeded()

        // Then other rows are in view, every cell made at rest shows one of them, and few more were made
        let cellsScrolled = list.subviews.filter { $0 is ListRowCell }
        #expect((list.indexPathsForVisibleRows?.first?.row ?? 0) >= 12)
        #expect(cellsAtRest.allSatisfy { cell in cellsScrolled.contains { $0 === cell } })
        #expect(cellsScrolled.count < 16)
        let first = try #require(list.indexPathsForVisibleRows?.first)
        #expect((list.cellForRow(at: first) as? ListRowCell)?.titleLabel.text == ListItem.sample(30)[first.row].title)
    }

    @Test("The header controller is the table's delegate and hears its drags, as a table delegate hears its scroll view")
    func headerHearsTable() throws {
        // Given the shifting example at rest
        let screen = ShiftEnabledExample()
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        let list = try #require(screen.list)
        #expect(list.delegate === screen.headerViewController)

        // When a finger swipes the table up
        list.simulateSwipe(distance: -300, duration: 0.2)
        window.clock.runUntilIdle()

        // Then the header shifted away
        #expect(screen.headerViewController.headerView.isShiftedOffscreen)
    }

    @Test("A table view controller that passes its scroll events on over-extends the header inside its table when pulled")
    func tableControllerForwards() {
        // Given the header-in-scroll-view example, whose own controller is the table's delegate
        let screen = HeaderInScrollViewExample()
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        let header = screen.headerViewController.headerView
        #expect(screen.tableView.delegate === screen)
        #expect(approx(header.frame.height, 56 + 59))

        // When the table is pulled 80 points past its top
        screen.showDemoState(scrollOffset: -80)
        window.clock.runUntilIdle()

        // Then the forwarded scroll stretched the header by the pull
        #expect(approx(header.frame.height, 56 + 59 + 80))
    }

    @Test("Each tab's table lists its own rows")
    func tabTables() {
        let screen = SharedHeaderTabsExample()
        _ = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        #expect(screen.tabs.map { $0.numberOfRows(inSection: 0) } == [30, 20])
        #expect(screen.tabs.allSatisfy { $0.delegate === screen.headerViewController })
    }

    @Test(
        "The photo grid fits square photos three to a line in portrait and six in landscape, inside the safe area",
        arguments: [(DeviceProfile.iPhone15, 3), (.iPhone15Landscape, 6), (.iPhoneSE, 3)])
    func photoGrid(device: DeviceProfile, columns: Int) throws {
        // Given the over-extension example on the device
        let screen = OverExtensionImageExample()
        _ = ScreenRenderer.host(screen, on: device, scrollOffset: 0)
        let grid = try #require(screen.grid)
        let safe = screen.view.safeAreaInsets

        // Then the first line holds `columns` square photos, 2 points apart, inside the side safe areas
        let firstLine = grid.visibleCells.filter { $0.frame.minY == grid.visibleCells.map(\.frame.minY).min() }
            .sorted { $0.frame.minX < $1.frame.minX }
        #expect(firstLine.count == columns)
        #expect(firstLine.allSatisfy { $0.frame.width == $0.frame.height && $0 is PhotoCell })
        let first = try #require(firstLine.first), last = try #require(firstLine.last)
        #expect(first.frame.minX >= safe.left)
        #expect(last.frame.maxX <= grid.bounds.width - safe.right)
        #expect(grid.numberOfItems(inSection: 0) == screen.photoCount)
    }

    @Test("The grid drives the photo header: its inset, its collapse and its delegate")
    func gridUnderHeader() throws {
        let screen = OverExtensionImageExample()
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        let grid = try #require(screen.grid)
        let header = screen.headerViewController.headerView
        #expect(grid.delegate === screen.headerViewController)
        #expect(approx(header.frame.height, 240 + 59))
        #expect(approx(grid.adjustedContentInset.top, 240 + 59))

        screen.showDemoState(scrollOffset: 600)
        window.clock.runUntilIdle()
        #expect(approx(header.frame.height, 56 + 59))
    }
}
