import Canopy
import FlexibleHeader
import Foundation
import Testing

/// Rows in titled sections, with the table's scroll events forwarded to a header controller.
final class HeaderTableSource: TableViewDataSource, TableViewDelegate {
    var rowCounts: [Int]
    weak var headerController: FlexibleHeaderController?

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: TableNode) -> Int { rowCounts.count }
    func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }
    func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableNode, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }

    func scrollViewDidScroll(_ scrollView: ScrollNode) { headerController?.scrollViewDidScroll(scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollNode) { headerController?.scrollViewDidEndDecelerating(scrollView) }
    func scrollViewDidEndDragging(_ scrollView: ScrollNode, willDecelerate decelerate: Bool) {
        headerController?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    func scrollViewWillEndDragging(_ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        headerController?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }
}

/// A window on an iPhone SE with a flexible header (200 points expanded, 64 collapsed,
/// safe area included) tracking a plain table of titled sections.
struct TableUnderHeader {
    let window = WindowNode(device: .iPhoneSE)
    let root = ViewControllerNode()
    let controller = FlexibleHeaderController()
    let table = TableNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    let source: HeaderTableSource
    var header: FlexibleHeaderView { controller.headerView }

    init(rowCounts: [Int] = [30, 30, 30], configure: (FlexibleHeaderView) -> Void = { _ in }) {
        source = HeaderTableSource(rowCounts: rowCounts)
        window.rootViewController = root
        window.makeKeyAndVisible()
        table.register(TableCellNode.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        source.headerController = controller
        table.frame = root.view.bounds
        root.view.addSubview(table)
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        header.maximumHeight = 200
        header.minimumHeight = 64
        configure(header)
        header.trackingScrollView = table
        table.contentOffset.y = table.minimumContentOffset.y
        window.layoutIfNeeded()
    }

    /// Scrolls to `y` as a client or a gesture does, then lets a frame lay out.
    func scroll(to y: CGFloat) {
        table.contentOffset.y = y
        window.clock.advanceFrame()
    }

    /// Where a row's top shows, in window coordinates.
    func shownTop(of indexPath: IndexPath) -> CGFloat {
        table.rectForRow(at: indexPath).minY - table.contentOffset.y
    }

    /// The title view of a section's header on screen.
    func sectionHeader(_ section: Int) -> TableHeaderFooterNode? {
        table.subviews.compactMap { $0 as? TableHeaderFooterNode }.first { $0.textLabel.text == "Section \(section)" }
    }
}

@Suite("Tables under the flexible header")
struct TableUnderHeaderTests {
    @Test("The header injects its height as the table's top inset, so the first row starts below it")
    func injectsInset() {
        let scene = TableUnderHeader()
        #expect(scene.header.frame.height == 200)
        #expect(scene.table.adjustedContentInset.top == 200)
        // The first row starts under section 0's 28-point header, just below the header
        let firstRowTop: CGFloat = 200 + 28
        #expect(scene.shownTop(of: IndexPath(row: 0, section: 0)) == firstRowTop)
        #expect(scene.sectionHeader(0)?.frame.minY == scene.table.contentOffset.y + 200)
    }

    @Test("Scrolling the table collapses the header exactly as a scroll node does")
    func collapsesWithTheTable() {
        let scene = TableUnderHeader()
        let top = scene.table.contentOffset.y
        scene.scroll(to: top + 100)
        #expect(scene.header.frame.height == 100)
        scene.scroll(to: top + 600)
        #expect(scene.header.frame.height == 64)
    }

    @Test("A plain table's section header pins under the collapsed header, not under the injected inset")
    func stickyHeaderUnderCollapsedHeader() {
        // Given the table scrolled well into section 0, the header collapsed to 64 points
        let scene = TableUnderHeader()
        scene.scroll(to: 500)
        #expect(scene.header.frame.maxY == 64)
        // Then section 0's header shows right under the header's bottom edge
        let pinned = scene.sectionHeader(0)
        #expect(pinned != nil)
        #expect((pinned?.frame.minY ?? 0) - scene.table.contentOffset.y == 64)
        // When the header expands again on a scroll back towards the top
        scene.scroll(to: scene.table.minimumContentOffset.y + 50)
        // Then the section header follows its bottom edge down
        #expect((scene.sectionHeader(0)?.frame.minY ?? 0) - scene.table.contentOffset.y == scene.header.frame.maxY)
    }

    @Test("With preventsJumps, rows inserted and deleted above the visible rows move neither the rows nor the header")
    func insertsAboveKeepContentStill() {
        // Given a shifted-enabled header that keeps content still, over a table scrolled into section 1
        let scene = TableUnderHeader { header in
            header.shiftBehavior = .enabled
            header.preventsJumps = true
        }
        scene.scroll(to: 1500)
        scene.scroll(to: 1400)
        let headerFrame = scene.header.frame
        let anchor = scene.table.indexPathsForVisibleRows!.last!
        let shown = scene.shownTop(of: anchor)
        // When four rows are inserted at the top of section 0
        scene.source.rowCounts[0] += 4
        scene.table.insertRows(at: (0..<4).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        scene.window.clock.runUntilIdle()
        // Then the rows show where they did and the header did not move
        let moved = IndexPath(row: anchor.row + (anchor.section == 0 ? 4 : 0), section: anchor.section)
        #expect(scene.shownTop(of: moved) == shown)
        #expect(scene.header.frame == headerFrame)
        // When three rows above are deleted again
        scene.source.rowCounts[0] -= 3
        scene.table.deleteRows(at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .fade)
        scene.window.clock.runUntilIdle()
        let back = IndexPath(row: moved.row - (anchor.section == 0 ? 3 : 0), section: anchor.section)
        #expect(scene.shownTop(of: back) == shown)
        #expect(scene.header.frame == headerFrame)
    }
}
