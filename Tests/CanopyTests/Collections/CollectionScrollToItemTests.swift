import Canopy
import Foundation
import Testing

/// A 60-item grid of 100-point items, three to a line and lines 110 apart (item 30 spans
/// y 1100…1200), on an iPhone SE: 20 points of status bar inset, 647 visible.
@Suite("Collection scroll to item")
struct CollectionScrollToItemTests {
    func grid(_ configure: @escaping (FlowLayout) -> Void = { _ in }) -> CollectionScene {
        CollectionScene(counts: [60]) { layout, _ in
            layout.itemSize = CGSize(width: 100, height: 100)
            configure(layout)
        }
    }

    @Test("Each vertical position puts the item at the visible area's top, centre or bottom")
    func verticalPositions() {
        let cases: [(CollectionNode.ScrollPosition, CGFloat)] = [
            (.top, 1100 - 20),
            (.centeredVertically, 1150 - 647 / 2 - 20),
            (.bottom, 1200 - 647 - 20),
        ]
        for (position, expected) in cases {
            let scene = grid()
            scene.collection.scrollToItem(at: .item(0, 30), at: position, animated: false)
            #expect(scene.collection.contentOffset == CGPoint(x: 0, y: expected), "\(position)")
            #expect(scene.collection.cellForItem(at: .item(0, 30)) != nil)
        }
    }

    @Test("The empty position scrolls the least that shows the item, and not at all when it shows")
    func minimalScroll() {
        let scene = grid()
        let c = scene.collection
        // Item 30's bottom (1200) meets the visible area's bottom
        let bottomAligned: CGFloat = 1200 - 647 - 20
        c.scrollToItem(at: .item(0, 30), at: [], animated: false)
        #expect(c.contentOffset.y == bottomAligned)
        c.scrollToItem(at: .item(0, 28), at: [], animated: false)
        #expect(c.contentOffset.y == bottomAligned)
        c.scrollToItem(at: .item(0, 0), at: [], animated: false)
        #expect(c.contentOffset.y == -20)
    }

    @Test("A position past the content's end is clamped to the last valid offset")
    func clamped() {
        let scene = grid()
        let c = scene.collection
        c.scrollToItem(at: .item(0, 59), at: .top, animated: false)
        // 20 lines end at 2190; the offset stops where the content's end meets the bottom
        let last: CGFloat = 2190 - 667
        #expect(c.contentOffset.y == last)
        c.scrollToItem(at: .item(0, 0), at: .bottom, animated: false)
        #expect(c.contentOffset.y == -20)
    }

    @Test("Each horizontal position puts the item at the left, centre or right of a horizontal collection")
    func horizontalPositions() {
        // A horizontal collection takes no top inset (its vertical axis does not scroll), so
        // columns of six 100-point items (667 high) stack 110 apart: item 25 spans x 440…540
        let cases: [(CollectionNode.ScrollPosition, CGFloat)] = [(.left, 440), (.centeredHorizontally, 490 - 187.5), (.right, 540 - 375)]
        for (position, expected) in cases {
            let scene = grid { $0.scrollDirection = .horizontal }
            scene.collection.scrollToItem(at: .item(0, 25), at: position, animated: false)
            #expect(scene.collection.contentOffset.x == expected, "\(position)")
        }
    }

    @Test("An animated scroll to an item moves on the frame clock and arrives after 0.3 s")
    func animated() {
        let scene = grid()
        let c = scene.collection
        c.scrollToItem(at: .item(0, 30), at: .top, animated: true)
        #expect(c.contentOffset.y == -20)
        for _ in 0..<9 { scene.window.clock.advanceFrame() }
        #expect(c.contentOffset.y > -20 && c.contentOffset.y < 1080)
        for _ in 0..<12 { scene.window.clock.advanceFrame() }
        #expect(c.contentOffset.y == 1080)
        #expect(c.cellForItem(at: .item(0, 30)) != nil)
    }

    @Test("Two options on one axis or an item that does not exist are refused and the offset kept")
    func refused() {
        let scene = grid()
        let c = scene.collection
        let diagnostics = Diagnostics.capture {
            c.scrollToItem(at: .item(0, 30), at: [.top, .bottom], animated: false)
            c.scrollToItem(at: .item(0, 60), at: .top, animated: false)
            c.scrollToItem(at: .item(1, 0), at: .top, animated: false)
        }
        #expect(diagnostics.map(\.code) == ["collection.invalidScrollPosition", "collection.invalidIndexPath", "collection.invalidIndexPath"])
        #expect(c.contentOffset.y == -20)
    }

    @Test("UIKit's raw values name the same positions")
    func rawValues() {
        #expect(CollectionNode.ScrollPosition.top.rawValue == 1)
        #expect(CollectionNode.ScrollPosition.centeredVertically.rawValue == 2)
        #expect(CollectionNode.ScrollPosition.bottom.rawValue == 4)
        #expect(CollectionNode.ScrollPosition.left.rawValue == 8)
        #expect(CollectionNode.ScrollPosition.centeredHorizontally.rawValue == 16)
        #expect(CollectionNode.ScrollPosition.right.rawValue == 32)
    }
}
