import Canopy
import CanopySnapshotTesting
import Foundation
import Testing

/// A numbered tile: a coloured square with its number centred, so a filmstrip shows which
/// item moved where.
final class NumberedTileCell: CollectionCellNode {
    let label = LabelNode()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.textColor = .white
        label.font = .system(size: 28, weight: .bold)
        contentView.addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A screen of numbered tiles, three to a line, that deletes two tiles and inserts one in
/// one batch update when asked.
final class TileGridScreen: ViewControllerNode, CollectionViewDataSource, BehaviorSnapshotReporting {
    static let colors: [Color] = [.systemBlue, .systemOrange, .systemIndigo]
    var numbers = Array(1...15)
    var nextNumber = 16
    let layout = FlowLayout()
    lazy var collection = CollectionNode(frame: .zero, collectionViewLayout: layout)
    var completions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collection.register(NumberedTileCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = self
        collection.frame = view.bounds
        view.addSubview(collection)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collection.frame = view.bounds
    }

    func collectionView(_ collectionView: CollectionNode, numberOfItemsInSection section: Int) -> Int { numbers.count }
    func collectionView(_ collectionView: CollectionNode, cellForItemAt indexPath: IndexPath) -> CollectionCellNode {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        let number = numbers[indexPath.item]
        (cell as? NumberedTileCell)?.label.text = "\(number)"
        cell.contentView.backgroundColor = TileGridScreen.colors[number % TileGridScreen.colors.count]
        return cell
    }

    /// Deletes tiles 2 and 5 and inserts a new tile at the fourth place, in one update.
    func update() {
        collection.performBatchUpdates(
            {
                self.numbers.removeAll { $0 == 2 || $0 == 5 }
                self.numbers.insert(self.nextNumber, at: 3)
                self.nextNumber += 1
                self.collection.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
                self.collection.insertItems(at: [IndexPath(item: 3, section: 0)])
            }, completion: { _ in self.completions += 1 })
    }

    var behaviorScrollNode: ScrollNode? { collection }
    var behaviorHeaderIdentifier: String? { nil }
    var behaviorValues: [(name: String, value: String)] {
        let tile3 = collection.visibleCells.first { ($0 as? NumberedTileCell)?.label.text == "3" }
        let tile2 = collection.subviews.compactMap { $0 as? NumberedTileCell }.first { $0.label.text == "2" }
        return [
            ("tile3", tile3.map { String(format: "%.1f,%.1f", $0.frame.minX, $0.frame.minY) } ?? "-"),
            ("tile2Alpha", tile2.map { String(format: "%.2f", $0.alpha) } ?? "gone"),
            ("completions", "\(completions)"),
        ]
    }
}

@Suite("Collection update behaviour", .serialized)
struct CollectionUpdateBehaviorSnapshotTests {
    @Test("A batch update slides the tiles to their new places while deleted tiles fade out and the new one fades in")
    func animatedBatch() {
        let screen = TileGridScreen()
        let trace = ScrollTrace().perform("update") { _ in screen.update() }.wait(0.4)
        assertBehaviorSnapshot(of: screen, on: .iPhoneSE, trace: trace, frames: .at([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4]))
        #expect(screen.completions == 1)
    }
}
