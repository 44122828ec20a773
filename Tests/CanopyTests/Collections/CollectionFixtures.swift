import Canopy
import Foundation

/// A collection cell that counts how often it was reused.
final class CountingCollectionCell: CollectionCellNode {
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate over section item counts, logging selection calls.
final class CollectionFixture: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var log: [String] = []
    var headers = false
    /// Every distinct cell the data source handed out.
    var cellsSeen: Set<ObjectIdentifier> = []
    let identifier = "item"

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionNode) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionNode, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionNode, cellForItemAt indexPath: IndexPath) -> CollectionCellNode {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        return cell
    }
    func collectionView(_ collectionView: CollectionNode, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableNode?
    {
        guard headers else { return nil }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight\(indexPath)")
        return true
    }
    func collectionView(_ collectionView: CollectionNode, didHighlightItemAt indexPath: IndexPath) { log.append("didHighlight\(indexPath)") }
    func collectionView(_ collectionView: CollectionNode, didUnhighlightItemAt indexPath: IndexPath) { log.append("didUnhighlight\(indexPath)") }
    func collectionView(_ collectionView: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect\(indexPath)")
        return true
    }
    func collectionView(_ collectionView: CollectionNode, didSelectItemAt indexPath: IndexPath) { log.append("didSelect\(indexPath)") }
    func collectionView(_ collectionView: CollectionNode, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect\(indexPath)") }
}

/// A window on an iPhone SE (375 × 667) showing one collection filling it, scrolled to its top.
struct CollectionScene {
    let window = WindowNode(device: .iPhoneSE)
    let root = ViewControllerNode()
    let collection: CollectionNode
    let fixture: CollectionFixture
    let layout: FlowLayout

    init(counts: [Int], configure: (FlowLayout, CollectionNode) -> Void = { _, _ in }) {
        layout = FlowLayout()
        collection = CollectionNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        fixture = CollectionFixture(counts: counts)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: fixture.identifier)
        collection.register(
            CollectionReusableNode.self, forSupplementaryViewOfKind: CollectionNode.elementKindSectionHeader, withReuseIdentifier: "header")
        configure(layout, collection)
        collection.dataSource = fixture
        collection.delegate = fixture
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.addSubview(collection)
        collection.contentOffset = CGPoint(x: 0, y: -collection.adjustedContentInset.top)
        window.layoutIfNeeded()
    }

    func scroll(to y: CGFloat) {
        collection.contentOffset = CGPoint(x: 0, y: y)
        window.layoutIfNeeded()
    }
}
