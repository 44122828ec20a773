import Canopy
import Foundation
import Testing

extension IndexPath {
    /// Item `item` of section `section`.
    static func item(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
}

/// Grids of 100-point items, three to a 375-point line (at x 0, 137.5 and 275), lines 110 apart.
@Suite("Collection updates")
struct CollectionUpdateTests {
    func grid(_ counts: [Int]) -> CollectionScene {
        CollectionScene(counts: counts) { layout, _ in layout.itemSize = CGSize(width: 100, height: 100) }
    }

    /// Advances the window's clock until `done` holds, at most two seconds; returns the frames taken.
    func runFrames(_ scene: CollectionScene, until done: () -> Bool) -> Int {
        var frames = 0
        while !done() && frames < 120 {
            scene.window.clock.advanceFrame()
            frames += 1
        }
        return frames
    }

    @Test("Deleting an item slides the items after it to their new frames frame by frame and fades the deleted cell out")
    func deleteAnimatesFrameByFrame() {
        // Given a grid at rest
        let scene = grid([30])
        let c = scene.collection
        let deleted = c.cellForItem(at: .item(0, 0))!
        let second = c.cellForItem(at: .item(0, 1))!
        let fourth = c.cellForItem(at: .item(0, 3))!
        var completions: [Bool] = []
        // When item 0 is deleted
        scene.fixture.counts = [29]
        c.performBatchUpdates({ c.deleteItems(at: [.item(0, 0)]) }, completion: { completions.append($0) })
        // Then the old item 1 is item 0 at once, still drawn where it was
        #expect(c.indexPath(for: second) == .item(0, 0))
        #expect(second.frame.origin == CGPoint(x: 137.5, y: 0))
        #expect(fourth.frame.origin == CGPoint(x: 0, y: 110))
        // And every frame moves it towards its new place and fades the deleted cell, never backwards
        var lastX: CGFloat = 137.5, lastAlpha: CGFloat = 1
        let frames = runFrames(scene) {
            #expect(second.frame.minX <= lastX)
            #expect(deleted.alpha <= lastAlpha || deleted.superview == nil)
            lastX = second.frame.minX
            lastAlpha = deleted.alpha
            return !completions.isEmpty
        }
        // 0.3 s at 60 frames per second; the completion runs once, after the last frame
        #expect(frames == 18)
        #expect(completions == [true])
        #expect(second.frame.origin == .zero)
        #expect(fourth.frame.origin == CGPoint(x: 275, y: 0))
        #expect(deleted.superview == nil)
        #expect(deleted.alpha == 1)
        for _ in 0..<30 { scene.window.clock.advanceFrame() }
        #expect(completions == [true])
    }

    @Test("An inserted item fades in at its new frame, half visible halfway through")
    func insertFadesIn() {
        let scene = grid([6])
        let c = scene.collection
        let first = c.cellForItem(at: .item(0, 0))!
        scene.fixture.counts = [7]
        c.insertItems(at: [.item(0, 0)])
        let inserted = c.cellForItem(at: .item(0, 0))!
        #expect(inserted !== first)
        #expect(inserted.alpha == 0)
        #expect(inserted.frame.origin == .zero)
        for _ in 0..<9 { scene.window.clock.advanceFrame() }
        // Ease-in-out is symmetric: half the time covers half the distance and half the fade
        #expect(abs(inserted.alpha - 0.5) < 0.01)
        #expect(abs(first.frame.minX - 137.5 / 2) < 0.01)
        _ = runFrames(scene) { inserted.alpha == 1 }
        #expect(first.frame.origin == CGPoint(x: 137.5, y: 0))
    }

    @Test("Reloading an item asks the data source for a new cell, which fades in over the old one")
    func reloadItem() {
        let scene = grid([6])
        let c = scene.collection
        let old = c.cellForItem(at: .item(0, 2))!
        c.reloadItems(at: [.item(0, 2)])
        let new = c.cellForItem(at: .item(0, 2))!
        #expect(new !== old)
        #expect(old.superview === c)
        #expect(new.alpha == 0)
        _ = runFrames(scene) { old.superview == nil }
        #expect(new.alpha == 1)
        #expect(new.frame == CGRect(x: 275, y: 0, width: 100, height: 100))
    }

    @Test("Moving an item keeps its cell and its selection, sliding it to its new place")
    func moveItem() {
        let scene = grid([6])
        let c = scene.collection
        let moved = c.cellForItem(at: .item(0, 0))!
        c.selectItem(at: .item(0, 0), animated: false)
        c.moveItem(at: .item(0, 0), to: .item(0, 4))
        #expect(c.cellForItem(at: .item(0, 4)) === moved)
        #expect(c.indexPathsForSelectedItems == [.item(0, 4)])
        #expect(moved.frame.origin == .zero)
        _ = runFrames(scene) { moved.frame.origin == CGPoint(x: 137.5, y: 110) }
        #expect(moved.frame.origin == CGPoint(x: 137.5, y: 110))
        #expect(c.cellForItem(at: .item(0, 0))?.frame.origin == .zero)
    }

    @Test("Inserting, deleting, reloading and moving sections carries the cells of the sections that stay")
    func sectionUpdates() {
        let scene = grid([3, 3, 3])
        let c = scene.collection
        let s0 = c.cellForItem(at: .item(0, 0))!
        let s1 = c.cellForItem(at: .item(1, 0))!
        let s2 = c.cellForItem(at: .item(2, 0))!
        // Delete section 0, insert a 2-item section at 0, move section 2 to 1, reload section 1 (now 2)
        scene.fixture.counts = [2, 3, 4]
        var finished: Bool?
        c.performBatchUpdates(
            {
                c.deleteSections(IndexSet(integer: 0))
                c.insertSections(IndexSet(integer: 0))
                c.moveSection(2, toSection: 1)
                c.reloadSections(IndexSet(integer: 1))
            }, completion: { finished = $0 })
        #expect(finished == nil)
        #expect(c.numberOfSections == 3)
        #expect(c.numberOfItems(inSection: 2) == 4)
        #expect(c.cellForItem(at: .item(1, 0)) === s2)
        #expect(c.indexPath(for: s1) == nil)
        #expect(c.indexPath(for: s0) == nil)
        #expect(c.cellForItem(at: .item(0, 0))?.alpha == 0)
        #expect(c.cellForItem(at: .item(2, 3))?.alpha == 0)
        _ = runFrames(scene) { finished != nil }
        #expect(finished == true)
        #expect(c.visibleCells.count == 9)
        #expect(c.visibleCells.allSatisfy { $0.alpha == 1 })
        #expect(s0.superview == nil && s1.superview == nil)
    }

    @Test("Updates whose counts or index paths do not add up are refused with the counts named, keeping the old state")
    func inconsistentUpdates() {
        let cases: [(counts: [Int], updates: (CollectionNode) -> Void, message: String)] = [
            ([3, 3], { $0.insertSections(IndexSet(integer: 2)) }, "has 2 sections after the update, but 2 before, 1 inserted and 0 deleted make 3"),
            ([3, 4], { $0.insertItems(at: [.item(1, 0), .item(1, 1)]) }, "section 1 has 4 items after the update, but 3 before, 2 inserted"),
            ([3, 2], { $0.deleteItems(at: [.item(1, 0), .item(1, 0)]) }, "an item is deleted, reloaded or moved more than once"),
            (
                [3],
                { c in
                    c.deleteSections(IndexSet(integer: 1)); c.deleteItems(at: [.item(1, 0)])
                }, "which is deleted"
            ),
            ([3, 3], { $0.moveItem(at: .item(0, 5), to: .item(1, 0)) }, "item [0, 5] named before the update does not exist"),
            ([3, 3], { $0.moveSection(0, toSection: 7) }, "section 7 named after the update does not exist"),
        ]
        for (counts, updates, message) in cases {
            let scene = grid([3, 3])
            let c = scene.collection
            let cell = c.cellForItem(at: .item(1, 0))
            scene.fixture.counts = counts
            var finished: Bool?
            let diagnostics = Diagnostics.capture { c.performBatchUpdates({ updates(c) }, completion: { finished = $0 }) }
            #expect(diagnostics.map(\.code) == ["collection.invalidUpdate"])
            #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.first?.message ?? "")")
            #expect(finished == false)
            #expect(c.numberOfSections == 2)
            #expect(c.numberOfItems(inSection: 1) == 3)
            #expect(c.cellForItem(at: .item(1, 0)) === cell)
            #expect(cell?.alpha == 1)
        }
    }

    @Test("A batch nested in another joins it: one animation, each completion called once after it")
    func nestedBatch() {
        let scene = grid([6])
        let c = scene.collection
        var log: [String] = []
        scene.fixture.counts = [8]
        c.performBatchUpdates(
            {
                c.insertItems(at: [.item(0, 0)])
                c.performBatchUpdates({ c.insertItems(at: [.item(0, 1)]) }, completion: { log.append("inner \($0)") })
            }, completion: { log.append("outer \($0)") })
        #expect(log.isEmpty)
        _ = runFrames(scene) { !log.isEmpty }
        #expect(log == ["inner true", "outer true"])
        #expect(c.numberOfItems(inSection: 0) == 8)
    }
}
