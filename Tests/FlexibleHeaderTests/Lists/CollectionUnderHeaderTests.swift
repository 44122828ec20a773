import Canopy
import FlexibleHeader
import Foundation
import Testing

/// Numbered items in sections with pinned headers, forwarding the collection's scroll events
/// to a header controller.
final class HeaderCollectionSource: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    weak var headerController: FlexibleHeaderController?

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionNode) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionNode, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionNode, cellForItemAt indexPath: IndexPath) -> CollectionCellNode {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionNode, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableNode?
    {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.accessibilityIdentifier = "section \(indexPath.section)"
        return view
    }

    func scrollViewDidScroll(_ scrollView: ScrollNode) { headerController?.scrollViewDidScroll(scrollView) }
}

/// A window on an iPhone SE with a flexible header (200 points expanded, 64 collapsed, safe
/// area included) tracking a grid of 100-point items, three to a line, under 30-point pinned
/// section headers.
struct CollectionUnderHeader {
    let window = WindowNode(device: .iPhoneSE)
    let root = ViewControllerNode()
    let controller = FlexibleHeaderController()
    let layout = FlowLayout()
    let collection: CollectionNode
    let source: HeaderCollectionSource
    var header: FlexibleHeaderView { controller.headerView }

    init(counts: [Int] = [30, 30]) {
        collection = CollectionNode(frame: .zero, collectionViewLayout: layout)
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        source = HeaderCollectionSource(counts: counts)
        window.rootViewController = root
        window.makeKeyAndVisible()
        collection.register(CollectionCellNode.self, forCellWithReuseIdentifier: "item")
        collection.register(
            CollectionReusableNode.self, forSupplementaryViewOfKind: CollectionNode.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.dataSource = source
        collection.delegate = source
        source.headerController = controller
        collection.frame = root.view.bounds
        root.view.addSubview(collection)
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        header.maximumHeight = 200
        header.minimumHeight = 64
        header.trackingScrollView = collection
        collection.contentOffset.y = collection.minimumContentOffset.y
        window.layoutIfNeeded()
    }

    /// Scrolls to `y` as a client or a gesture does, then lets a frame lay out.
    func scroll(to y: CGFloat) {
        collection.contentOffset.y = y
        window.clock.advanceFrame()
    }

    /// Where a section's header view shows, in window coordinates.
    func shownHeaderTop(_ section: Int) -> CGFloat? {
        collection.subviews.first { $0.accessibilityIdentifier == "section \(section)" }.map { $0.frame.minY - collection.contentOffset.y }
    }
}

@Suite("Collections under the flexible header")
struct CollectionUnderHeaderTests {
    @Test("The header injects its height as the collection's top inset, so the first items start below it")
    func injectsInset() {
        let scene = CollectionUnderHeader()
        #expect(scene.header.frame.height == 200)
        #expect(scene.collection.adjustedContentInset.top == 200)
        #expect(scene.collection.contentOffset.y == -200)
        // Section 0's header, then its first line of items, right below the header
        #expect(scene.shownHeaderTop(0) == 200)
        let firstItem = scene.collection.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(firstItem.map { $0.frame.minY - scene.collection.contentOffset.y } == 230)
    }

    @Test("Scrolling the collection collapses the header exactly as a scroll node does")
    func collapsesWithTheCollection() {
        let scene = CollectionUnderHeader()
        let top = scene.collection.contentOffset.y
        scene.scroll(to: top + 100)
        #expect(scene.header.frame.height == 100)
        scene.scroll(to: top + 600)
        #expect(scene.header.frame.height == 64)
        scene.scroll(to: top)
        #expect(scene.header.frame.height == 200)
    }

    @Test("A pinned section header stays under the collapsed header's bottom edge, not under the injected inset")
    func pinnedHeaderUnderCollapsedHeader() {
        let scene = CollectionUnderHeader()
        scene.scroll(to: 500)
        #expect(scene.header.frame.maxY == 64)
        #expect(scene.shownHeaderTop(0) == 64)
        // Half expanded again, the section header follows the header's bottom edge down
        scene.scroll(to: scene.collection.minimumContentOffset.y + 50)
        #expect(scene.shownHeaderTop(0) == scene.header.frame.maxY)
    }

    @Test("A collection that stops being tracked no longer pins under the header")
    func untracked() {
        let scene = CollectionUnderHeader()
        #expect(scene.collection.topOverlay === scene.header)
        scene.header.trackingScrollView = nil
        #expect(scene.collection.topOverlay == nil)
    }
}
