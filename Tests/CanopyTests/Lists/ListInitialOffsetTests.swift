import Canopy
import Foundation
import Testing

/// A list whose adjusted top inset is known before it first shows starts scrolled to its
/// top, under the inset, as UIKit's tables and collections do.
@Suite("List initial offset")
struct ListInitialOffsetTests {
    @Test("A table given a top inset before its first display starts at minus the adjusted top inset")
    func table() {
        let window = WindowNode(device: .iPhoneSE)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let table = TableNode(frame: root.view.bounds, style: .plain)
        table.contentInset.top = 100
        let source = TableFixture(rowCounts: [50])
        table.register(TableCellNode.self, forCellReuseIdentifier: source.identifier)
        table.dataSource = source
        root.view.addSubview(table)
        window.layoutIfNeeded()
        // 20 points of status bar plus the 100-point inset
        #expect(table.adjustedContentInset.top == 120)
        #expect(table.contentOffset.y == -120)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    }

    @Test("A collection given a top inset before its first display starts at minus the adjusted top inset")
    func collection() {
        let window = WindowNode(device: .iPhoneSE)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let collection = CollectionNode(frame: root.view.bounds, collectionViewLayout: FlowLayout())
        collection.contentInset.top = 100
        let fixture = CollectionFixture(counts: [200])
        collection.register(CollectionCellNode.self, forCellWithReuseIdentifier: fixture.identifier)
        collection.dataSource = fixture
        root.view.addSubview(collection)
        window.layoutIfNeeded()
        #expect(collection.adjustedContentInset.top == 120)
        #expect(collection.contentOffset.y == -120)
    }
}
