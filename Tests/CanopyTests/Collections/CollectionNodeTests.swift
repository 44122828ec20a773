import Canopy
import Foundation
import Testing

@testable import Canopy

@Suite("Collection node")
struct CollectionNodeTests {
    func grid(_ counts: [Int]) -> CollectionScene {
        CollectionScene(counts: counts) { layout, _ in layout.itemSize = CGSize(width: 100, height: 100) }
    }

    @Test("Only the items in view plus the overscan exist as cells, placed at the layout's frames")
    func visibleOnly() {
        let scene = grid([1000])
        let c = scene.collection
        // 20-point top inset, 647 visible + 60 overscan below: lines 0 to 6 (y 0…700).
        #expect(c.indexPathsForVisibleItems.count == 21)
        #expect(c.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 137.5, y: 110, width: 100, height: 100))
        // 334 lines of 100 points, 10 apart.
        #expect(abs(c.contentSize.height - (334 * 110 - 10)) < 0.001)
    }

    @Test("Scrolling reuses cells: the cells made stay near one screenful however far the collection scrolls")
    func reuseCounts() {
        let scene = grid([3000])
        for step in 1...50 { scene.scroll(to: CGFloat(step) * 600) }
        // About 8 lines of 3 show at once (667 points plus the overscan).
        #expect(scene.fixture.cellsSeen.count <= 30)
        let reused = scene.collection.visibleCells.compactMap { $0 as? CountingCollectionCell }.map(\.reuseCount).reduce(0, +)
        #expect(reused > 0)
        #expect(scene.collection.subviews.filter { $0 is CollectionCellNode }.count == scene.collection.visibleCells.count)
    }

    @Test("Tapping an item highlights then selects it in UIKit's order, deselecting the previous one first")
    func tapSelects() throws {
        let scene = grid([30])
        let w = scene.window
        func centre(_ item: Int) throws -> CGPoint {
            let cell = try #require(scene.collection.cellForItem(at: IndexPath(item: item, section: 0)))
            let r = cell.convert(cell.bounds, to: w)
            return CGPoint(x: r.midX, y: r.midY)
        }
        w.tap(at: try centre(1))
        scene.fixture.log = []
        w.tap(at: try centre(4))
        #expect(
            scene.fixture.log == [
                "shouldHighlight[0, 4]", "didHighlight[0, 4]", "didUnhighlight[0, 4]", "shouldSelect[0, 4]", "didDeselect[0, 1]",
                "didSelect[0, 4]",
            ])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(scene.collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    }

    @Test("A batch update whose counts do not add up is refused with a diagnostic naming them, keeping the old items")
    func badBatchUpdate() {
        let scene = grid([10])
        scene.fixture.counts = [12]
        var applied: Bool?
        let diagnostics = Diagnostics.capture {
            scene.collection.performBatchUpdates({ scene.collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }) { applied = $0 }
        }
        #expect(applied == false)
        #expect(scene.collection.numberOfItems(inSection: 0) == 10)
        #expect(diagnostics.map(\.code) == ["collection.invalidUpdate"])
        let counts = "section 0 has 12 items after the update, but 10 before, 1 inserted or moved in and 0 deleted or moved out make 11"
        #expect(diagnostics.first?.message.contains(counts) == true)
    }

    @Test("Inserting and deleting items moves the selection and cells with their items")
    func goodUpdate() {
        let scene = grid([10])
        let c = scene.collection
        c.selectItem(at: IndexPath(item: 5, section: 0), animated: false)
        let cell5 = c.cellForItem(at: IndexPath(item: 5, section: 0))
        scene.fixture.counts = [11]
        c.insertItems(at: [IndexPath(item: 0, section: 0)])
        scene.window.layoutIfNeeded()
        #expect(c.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(c.cellForItem(at: IndexPath(item: 6, section: 0)) === cell5)
        scene.fixture.counts = [9]
        c.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 6, section: 0)])
        scene.window.layoutIfNeeded()
        #expect(c.indexPathsForSelectedItems == nil)
        #expect(c.numberOfItems(inSection: 0) == 9)
        #expect(c.visibleCells.count == 9)
    }

    @Test("Negative or huge counts from the data source are refused and the previous data kept")
    func badCounts() {
        let scene = grid([10])
        let diagnostics = Diagnostics.capture {
            scene.fixture.counts = [-3]
            scene.collection.reloadData()
            scene.window.layoutIfNeeded()
            scene.fixture.counts = [Int.max, Int.max]
            scene.collection.reloadData()
            scene.window.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["collection.invalidCount", "collection.invalidCount"])
        #expect(scene.collection.numberOfItems(inSection: 0) == 10)
        #expect(scene.collection.visibleCells.count == 10)
    }

    @Test("Self-sizing cells are laid out at the size they measure, the rest at the estimate")
    func selfSizing() {
        final class Wide: CollectionCellNode {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 170, height: 30) }
        }
        let scene = CollectionScene(counts: [6]) { layout, c in
            layout.estimatedItemSize = CGSize(width: 50, height: 50)
            c.register(Wide.self, forCellWithReuseIdentifier: "item")
        }
        let frames = scene.collection.visibleCells.map(\.frame)
        #expect(frames.allSatisfy { $0.size == CGSize(width: 170, height: 30) })
        #expect(frames[2].minY == 40)
    }

    @Test("Pinned section headers stay at the top while their section shows")
    func pinnedHeaders() {
        let scene = CollectionScene(counts: [30, 30]) { layout, _ in
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        scene.fixture.headers = true
        scene.collection.reloadData()
        scene.scroll(to: 500)
        let header = scene.collection.subviews.compactMap { $0 as? CollectionReusableNode }.filter { !($0 is CollectionCellNode) }
        #expect(header.map(\.frame.minY).contains(520))
    }

    @Test("A finger that drags the collection scrolls it, unhighlights the item and selects nothing")
    func dragDoesNotSelect() throws {
        let scene = grid([300])
        let cell = try #require(scene.collection.cellForItem(at: IndexPath(item: 7, section: 0)))
        let r = cell.convert(cell.bounds, to: scene.window)
        let touch = try #require(scene.window.beginTouch(at: CGPoint(x: r.midX, y: r.midY)))
        #expect(cell.isHighlighted)
        for i in 1...10 {
            scene.window.clock.advanceFrame()
            scene.window.moveTouch(touch, to: CGPoint(x: r.midX, y: r.midY - CGFloat(i) * 10))
        }
        scene.window.endTouch(touch)
        #expect(scene.collection.contentOffset.y > -20)
        #expect(scene.collection.indexPathsForSelectedItems == nil)
        #expect(scene.fixture.log == ["shouldHighlight[0, 7]", "didHighlight[0, 7]", "didUnhighlight[0, 7]"])
    }

    @Test("An unregistered identifier or a class that is not a cell is reported, and a plain cell shown instead of a crash")
    func unregisteredIdentifier() {
        let layout = FlowLayout()
        let c = CollectionNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let fixture = CollectionFixture(counts: [3])
        let diagnostics = Diagnostics.capture {
            c.register(ViewNode.self, forCellWithReuseIdentifier: "item")
            c.dataSource = fixture
            c.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["collection.invalidCellClass"] + Array(repeating: "collection.unregisteredIdentifier", count: 3))
        #expect(c.visibleCells.count == 3)
    }
}
