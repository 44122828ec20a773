import CanopySnapshotTesting
import CanopyUIKit
import Testing

/// A photo thumbnail: a coloured square.
final class PhotoCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.cornerRadius = 4
    }
}

/// A section header naming a month, in the headline style.
final class MonthHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }
}

/// A photo grid written as it would be for iOS: three columns, a header per month.
final class PhotoGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let months = [("October", 7), ("November", 12), ("December", 9)]
    let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemIndigo, .systemYellow]
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 2
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.register(MonthHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "month")
        grid.dataSource = self
        grid.delegate = self
        view.addSubview(grid)
        collectionView = grid
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { months.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { months[section].1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.contentView.backgroundColor = palette[(indexPath.section * 3 + indexPath.item) % palette.count]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "month", for: indexPath)
        (header as? MonthHeader)?.label.text = months[indexPath.section].0
        header.backgroundColor = .systemBackground
        return header
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewFlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        // Three columns with two 2-point gaps between them.
        let side = ((collectionView.bounds.width - 4) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

@Suite("Collections in UIKit's spellings")
struct UIKitCollectionsTests {
    @Test("A photo grid written with UIKit's names lays out three columns under month headers")
    func photoGridLaysOut() {
        let screen = PhotoGridController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let grid: UICollectionView = screen.collectionView
        #expect(grid.numberOfSections == 3)
        #expect(grid.numberOfItems(inSection: 1) == 12)
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        let third = grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        #expect(first?.minY == 44)
        // Full lines are justified: the third column ends at the right edge.
        #expect(third?.maxX == grid.bounds.width)
    }

    @Test("The photo grid renders three columns of squares under month headers on an iPhone 15")
    func photoGridRenders() {
        assertSnapshot(of: PhotoGridController(), on: .iPhone15)
    }
}
