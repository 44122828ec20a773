import Canopy
import Foundation
import Testing

@testable import Canopy

@Suite("Table selection")
struct TableSelectionTests {
    @Test("A tap selects a row through the delegate in UIKit's order, deselecting the previous row")
    func userSelectionOrder() {
        let scene = TableScene(rowCounts: [10])
        let t = scene.table
        t.selectRowFromUserInteraction(at: .ip(0, 1))
        scene.fixture.log = []
        t.selectRowFromUserInteraction(at: .ip(0, 4))
        #expect(
            scene.fixture.log == [
                "shouldHighlight[0, 4]", "didHighlight[0, 4]", "didUnhighlight[0, 4]",
                "willSelect[0, 4]", "willDeselect[0, 1]", "didDeselect[0, 1]", "didSelect[0, 4]",
            ])
        #expect(t.indexPathsForSelectedRows == [.ip(0, 4)])
        #expect(t.cellForRow(at: .ip(0, 4))?.isSelected == true)
        #expect(t.cellForRow(at: .ip(0, 1))?.isSelected == false)
    }

    @Test("willSelectRowAt may redirect or refuse the selection")
    func willSelectRedirects() {
        let scene = TableScene(rowCounts: [10])
        scene.fixture.answerSelect = { $0.row == 3 ? nil : .ip(0, 7) }
        scene.table.selectRowFromUserInteraction(at: .ip(0, 3))
        #expect(scene.table.indexPathForSelectedRow == nil)
        scene.table.selectRowFromUserInteraction(at: .ip(0, 2))
        #expect(scene.table.indexPathForSelectedRow == .ip(0, 7))
    }

    @Test("With multiple selection a second tap deselects, and selections accumulate")
    func multipleSelection() {
        let scene = TableScene(rowCounts: [10]) { table, _ in table.allowsMultipleSelection = true }
        let t = scene.table
        t.selectRowFromUserInteraction(at: .ip(0, 1))
        t.selectRowFromUserInteraction(at: .ip(0, 2))
        #expect(t.indexPathsForSelectedRows == [.ip(0, 1), .ip(0, 2)])
        scene.fixture.log = []
        t.selectRowFromUserInteraction(at: .ip(0, 1))
        #expect(scene.fixture.log.suffix(2) == ["willDeselect[0, 1]", "didDeselect[0, 1]"])
        #expect(t.indexPathsForSelectedRows == [.ip(0, 2)])
    }

    @Test("Selecting from code calls no delegate method and can scroll the row into view")
    func programmaticSelection() {
        let scene = TableScene(rowCounts: [100])
        let t = scene.table
        scene.fixture.log = []
        t.selectRow(at: .ip(0, 60), animated: false, scrollPosition: .top)
        #expect(scene.fixture.log.isEmpty)
        let top: CGFloat = 60 * 44 - 20
        #expect(t.contentOffset.y == top)
        #expect(t.cellForRow(at: .ip(0, 60))?.isSelected == true)
        t.deselectRow(at: .ip(0, 60), animated: false)
        #expect(t.indexPathForSelectedRow == nil)
        #expect(t.cellForRow(at: .ip(0, 60))?.isSelected == false)
    }

    @Test("A selected row scrolled away and back shows selected in whatever cell it gets")
    func selectionSurvivesReuse() {
        let scene = TableScene(rowCounts: [100])
        scene.table.selectRow(at: .ip(0, 0), animated: false, scrollPosition: .none)
        scene.scroll(to: 2000)
        scene.scroll(to: -20)
        #expect(scene.table.cellForRow(at: .ip(0, 0))?.isSelected == true)
        #expect(scene.table.cellForRow(at: .ip(0, 1))?.isSelected == false)
    }
}
