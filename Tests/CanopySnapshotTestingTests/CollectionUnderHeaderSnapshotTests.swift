import Canopy
import CanopySnapshotTesting
import FlexibleHeader
import Foundation
import Testing

/// A section title over a grid, pinned to the visible top while its section shows.
final class SectionTitleView: CollectionReusableNode {
    let label = LabelNode()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        label.font = .system(size: 15, weight: .semibold)
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

/// A grid of numbered tiles in two titled sections under a flexible header (220 points
/// expanded, 76 collapsed, status bar included) that tracks the collection.
final class TilesUnderHeaderScreen: ViewControllerNode, CollectionViewDataSource, CollectionViewDelegate {
    let headerController = FlexibleHeaderController()
    let layout = FlowLayout()
    lazy var collection = CollectionNode(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        layout.sectionHeadersPinToVisibleBounds = true
        collection.register(NumberedTileCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(
            SectionTitleView.self, forSupplementaryViewOfKind: CollectionNode.elementKindSectionHeader, withReuseIdentifier: "title")
        collection.dataSource = self
        collection.delegate = self
        collection.frame = view.bounds
        view.addSubview(collection)
        addChild(headerController)
        view.addSubview(headerController.view)
        headerController.didMove(toParent: self)
        let header = headerController.headerView
        header.maximumHeight = 220
        header.minimumHeight = 76
        header.backgroundColor = .systemIndigo
        let title = LabelNode()
        title.text = "Tiles"
        title.font = .system(size: 28, weight: .bold)
        title.textColor = .white
        title.frame = CGRect(x: 16, y: 30, width: 200, height: 40)
        header.addSubview(title)
        header.trackingScrollView = collection
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collection.frame = view.bounds
    }

    func numberOfSections(in collectionView: CollectionNode) -> Int { 2 }
    func collectionView(_ collectionView: CollectionNode, numberOfItemsInSection section: Int) -> Int { 18 }
    func collectionView(_ collectionView: CollectionNode, cellForItemAt indexPath: IndexPath) -> CollectionCellNode {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        let number = indexPath.section * 100 + indexPath.item + 1
        (cell as? NumberedTileCell)?.label.text = "\(number)"
        cell.contentView.backgroundColor = TileGridScreen.colors[(indexPath.item + indexPath.section) % TileGridScreen.colors.count]
        return cell
    }
    func collectionView(_ collectionView: CollectionNode, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableNode?
    {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? SectionTitleView)?.label.text = indexPath.section == 0 ? "Recent" : "Older"
        return view
    }

    func scrollViewDidScroll(_ scrollView: ScrollNode) { headerController.scrollViewDidScroll(scrollView) }
}

@Suite("Collections under the header, on screen", .serialized)
struct CollectionUnderHeaderSnapshotTests {
    /// Hosts the screen on an iPhone SE at rest, then scrolled by `scroll` points.
    func host(scrolledBy scroll: CGFloat) -> (WindowNode, TilesUnderHeaderScreen) {
        let screen = TilesUnderHeaderScreen()
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let c = screen.collection
        c.contentOffset.y = c.minimumContentOffset.y + scroll
        window.clock.advanceFrame()
        return (window, screen)
    }

    @Test("At rest the grid starts below the expanded header, its first section title right under it")
    func atRest() {
        let (window, screen) = host(scrolledBy: 0)
        #expect(screen.headerController.headerView.frame.height == 220)
        assertSnapshot(of: window)
    }

    @Test("Scrolled, the header collapses and the section title pins under its bottom edge")
    func scrolled() {
        let (window, screen) = host(scrolledBy: 500)
        #expect(screen.headerController.headerView.frame.maxY == 76)
        assertSnapshot(of: window)
    }
}
