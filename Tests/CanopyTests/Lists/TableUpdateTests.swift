import Canopy
import Foundation
import Testing

@Suite("Table updates")
struct TableUpdateTests {
    @Test("Deleting a row slides the rows below up frame by frame and fades the deleted cell out")
    func deleteAnimatesFrameByFrame() {
        // Given a 20-row table at rest
        let scene = TableScene(rowCounts: [20])
        let t = scene.table
        let deleted = t.cellForRow(at: .ip(0, 0))!
        let second = t.cellForRow(at: .ip(0, 1))!
        var finished: Bool?
        // When row 0 is deleted with a fade
        scene.fixture.rowCounts = [19]
        t.performBatchUpdates({ t.deleteRows(at: [.ip(0, 0)], with: .fade) }, completion: { finished = $0 })
        // Then the old row 1 is now row 0, still drawn where it was
        #expect(t.indexPath(for: second) == .ip(0, 0))
        #expect(second.frame.minY == 44)
        // And each frame moves it up and fades the deleted cell, never backwards
        var lastY: CGFloat = 44, lastAlpha: CGFloat = 1
        var frames = 0
        while finished == nil && frames < 60 {
            scene.window.clock.advanceFrame()
            frames += 1
            #expect(second.frame.minY <= lastY)
            #expect(deleted.alpha <= lastAlpha || deleted.superview == nil)
            lastY = second.frame.minY
            lastAlpha = deleted.alpha
        }
        // The animation lasts 0.3 s: 18 frames at 60 per second
        #expect(frames == 18)
        #expect(finished == true)
        #expect(second.frame.minY == 0)
        #expect(deleted.superview == nil)
    }

    @Test("The frame halfway through an update animation sits halfway between old and new places")
    func midpointOfAnimation() {
        let scene = TableScene(rowCounts: [20])
        let t = scene.table
        let second = t.cellForRow(at: .ip(0, 1))!
        scene.fixture.rowCounts = [19]
        t.deleteRows(at: [.ip(0, 0)], with: .automatic)
        for _ in 0..<9 { scene.window.clock.advanceFrame() }
        // Ease-in-out is symmetric, so at half the time it has covered half the distance
        #expect(abs(second.frame.minY - 22) < 0.01)
    }

    @Test("Inserting rows and sections asks only for the new rows and keeps the other cells")
    func insertKeepsCells() {
        let scene = TableScene(rowCounts: [5])
        let t = scene.table
        let row2 = t.cellForRow(at: .ip(0, 2))!
        scene.fixture.rowCounts = [3, 6]
        t.performBatchUpdates {
            t.insertSections(IndexSet(integer: 0), with: .none)
            t.insertRows(at: [.ip(1, 0)], with: .none)
        }
        #expect(t.numberOfSections == 2)
        #expect(t.cellForRow(at: .ip(1, 3)) === row2)
        #expect(t.cellForRow(at: .ip(1, 3))?.frame.minY == CGFloat(3 + 3) * 44)
    }

    @Test("Moving a row keeps its cell and the selection follows the rows")
    func moveRowKeepsCell() {
        let scene = TableScene(rowCounts: [5])
        let t = scene.table
        let row0 = t.cellForRow(at: .ip(0, 0))!
        t.selectRow(at: .ip(0, 1), animated: false, scrollPosition: .none)
        t.moveRow(at: .ip(0, 0), to: .ip(0, 3))
        scene.window.clock.runUntilIdle()
        #expect(t.cellForRow(at: .ip(0, 3)) === row0)
        #expect(t.indexPathForSelectedRow == .ip(0, 0))
    }

    @Test("An update whose counts do not add up is refused with the counts named, keeping the rows")
    func inconsistentUpdateIsRefused() {
        let scene = TableScene(rowCounts: [5])
        let t = scene.table
        let before = t.subviews.count
        scene.fixture.rowCounts = [7]
        var finished: Bool?
        let diagnostics = Diagnostics.capture {
            t.performBatchUpdates({ t.insertRows(at: [.ip(0, 0)], with: .fade) }, completion: { finished = $0 })
        }
        #expect(diagnostics.map(\.code) == ["table.inconsistentUpdate"])
        #expect(diagnostics.first?.message.contains("7 rows after the update, but 5 before, 1 inserted") == true)
        #expect(finished == false)
        #expect(t.numberOfRows(inSection: 0) == 5)
        #expect(t.subviews.count == before)
    }

    @Test("Rows inserted above the visible rows leave those rows where they show")
    func insertAboveKeepsRowsStill() {
        // Given a table scrolled to row 40
        let scene = TableScene(rowCounts: [100])
        let t = scene.table
        scene.scroll(to: 40 * 44)
        let row40 = t.cellForRow(at: .ip(0, 40))!
        let shownAt = row40.frame.minY - t.contentOffset.y
        // When three rows are inserted at the top
        scene.fixture.rowCounts = [103]
        t.insertRows(at: [.ip(0, 0), .ip(0, 1), .ip(0, 2)], with: .none)
        // Then the old row 40 is row 43 and shows at the same place on screen
        #expect(t.indexPath(for: row40) == .ip(0, 43))
        #expect(row40.frame.minY - t.contentOffset.y == shownAt)
        let kept: CGFloat = 43 * 44
        #expect(t.contentOffset.y == kept)
    }

    @Test("A list resting at its top shows rows inserted at the top")
    func insertAtTopOfRestingList() {
        let scene = TableScene(rowCounts: [10])
        let t = scene.table
        scene.fixture.rowCounts = [11]
        t.insertRows(at: [.ip(0, 0)], with: .none)
        #expect(t.contentOffset.y == -20)
        #expect(t.indexPathsForVisibleRows?.first == .ip(0, 0))
    }

    @Test("reloadRows asks the data source for the row's cell again")
    func reloadRowsReloads() {
        let scene = TableScene(rowCounts: [10]) { _, fixture in fixture.logsLayoutCalls = true }
        scene.fixture.log = []
        scene.table.reloadRows(at: [.ip(0, 2)], with: .none)
        #expect(scene.fixture.log.contains("cellForRow[0, 2]"))
        #expect(scene.fixture.log.filter { $0.hasPrefix("cellForRow") }.count == 1)
    }
}
