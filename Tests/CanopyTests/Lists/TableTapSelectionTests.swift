import Canopy
import Foundation
import Testing

@testable import Canopy

@Suite("Table selection by tap")
struct TableTapSelectionTests {
    /// The window point at the middle of a row's cell.
    func centre(of indexPath: IndexPath, in scene: TableScene) throws -> CGPoint {
        let cell = try #require(scene.table.cellForRow(at: indexPath))
        let r = cell.convert(cell.bounds, to: scene.window)
        return CGPoint(x: r.midX, y: r.midY)
    }

    @Test("Tapping a row highlights then selects it in UIKit's order, deselecting the previous row first")
    func tapSelects() throws {
        let scene = TableScene(rowCounts: [10])
        scene.window.tap(at: try centre(of: .ip(0, 1), in: scene))
        #expect(scene.table.indexPathsForSelectedRows == [.ip(0, 1)])
        scene.fixture.log = []
        scene.window.tap(at: try centre(of: .ip(0, 4), in: scene))
        #expect(
            scene.fixture.log == [
                "shouldHighlight[0, 4]", "didHighlight[0, 4]", "didUnhighlight[0, 4]",
                "willSelect[0, 4]", "willDeselect[0, 1]", "didDeselect[0, 1]", "didSelect[0, 4]",
            ])
        #expect(scene.table.indexPathsForSelectedRows == [.ip(0, 4)])
        #expect(scene.table.cellForRow(at: .ip(0, 4))?.isSelected == true)
        #expect(scene.table.cellForRow(at: .ip(0, 1))?.isSelected == false)
    }

    @Test("A row shows highlighted while the finger is down and unhighlighted after it lifts")
    func highlightWhileDown() throws {
        let scene = TableScene(rowCounts: [10])
        let touch = try #require(scene.window.beginTouch(at: try centre(of: .ip(0, 2), in: scene)))
        #expect(scene.table.cellForRow(at: .ip(0, 2))?.isHighlighted == true)
        #expect(scene.fixture.log == ["shouldHighlight[0, 2]", "didHighlight[0, 2]"])
        scene.window.endTouch(touch)
        #expect(scene.table.cellForRow(at: .ip(0, 2))?.isHighlighted == false)
        #expect(scene.table.indexPathForSelectedRow == .ip(0, 2))
    }

    @Test("A finger that drags the table scrolls it and selects nothing")
    func dragDoesNotSelect() throws {
        let scene = TableScene(rowCounts: [100])
        let start = try centre(of: .ip(0, 5), in: scene)
        let touch = try #require(scene.window.beginTouch(at: start))
        for i in 1...10 {
            scene.window.clock.advanceFrame()
            scene.window.moveTouch(touch, to: CGPoint(x: start.x, y: start.y - CGFloat(i) * 10))
        }
        scene.window.endTouch(touch)
        #expect(scene.table.contentOffset.y > -20)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(!scene.fixture.log.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
        #expect(scene.fixture.log.prefix(3) == ["shouldHighlight[0, 5]", "didHighlight[0, 5]", "didUnhighlight[0, 5]"])
    }

    @Test("A tap on a table that does not allow selection selects nothing")
    func selectionDisallowed() throws {
        let scene = TableScene(rowCounts: [10]) { table, _ in table.allowsSelection = false }
        scene.window.tap(at: try centre(of: .ip(0, 3), in: scene))
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.fixture.log.isEmpty)
    }
}
