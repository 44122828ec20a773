import Canopy
import FlexibleHeader
import Foundation

/// Over-extension with a photo: a tall header whose background image scales as it stretches,
/// over a grid of the trip's photos.
///
/// The header is 240 points at rest and collapses to the default 56 plus the safe area. Its
/// background is an `ImageNode` in `.scaleAspectFill` mode that resizes with the header and is
/// clipped to it, so pulling the grid down (over-extending) zooms the picture instead of
/// revealing a gap, and collapsing crops it. The grid is a collection with a flow layout:
/// square photos, three to a line on a phone in portrait, 2 points apart as in a photo
/// library; the header controller is the collection's delegate, so it hears its scrolling.
public final class OverExtensionImageExample: ViewControllerNode, ExampleScreen, CollectionViewDataSource {
    /// The header's controller.
    public let headerViewController = FlexibleHeaderController()
    /// The background picture.
    public let imageNode = ImageNode()
    /// The title shown in the header.
    public let titleLabel = LabelNode()
    /// The grid's layout: its item size follows the grid's width.
    public let layout = FlowLayout()
    /// The photo grid under the header (created in `viewDidLoad`).
    public private(set) var grid: CollectionNode?
    /// Photos in the grid.
    public let photoCount = 45

    /// Gap between photos, in points: the hairline gap of a photo library's grid.
    static let spacing: CGFloat = 2
    /// Narrowest photo in points; a wider grid fits more columns, never fewer than three.
    static let minimumPhotoWidth: CGFloat = 120

    /// Creates the screen.
    public override init() {
        super.init()
        title = "Mountain trip"
        addChild(headerViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.page
        layout.minimumLineSpacing = Self.spacing
        layout.minimumInteritemSpacing = Self.spacing
        let grid = CollectionNode(frame: view.bounds, collectionViewLayout: layout)
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        grid.backgroundColor = Palette.page
        grid.alwaysBounceVertical = true
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        self.grid = grid
        view.addSubview(grid)
        sizePhotos()

        let header = headerViewController.headerView
        header.backgroundColor = Palette.slate
        header.minMaxHeightIncludesSafeArea = false
        HeaderTitle.install(titleLabel, text: title ?? "", in: header, color: .white)
        header.maximumHeight = 240
        header.canOverExtend = true
        header.clipsToBounds = true
        imageNode.image = Image(source: SceneryImage.pngSource)
        imageNode.contentMode = .scaleAspectFill
        imageNode.clipsToBounds = true
        imageNode.frame = header.bounds
        imageNode.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        header.insertSubview(imageNode, at: 0)
        header.trackingScrollView = grid
        grid.delegate = headerViewController

        headerViewController.view.frame = view.bounds
        view.addSubview(headerViewController.view)
        headerViewController.didMove(toParent: self)
    }

    /// Rests the grid at its top once the window's safe area and the header's inset apply.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        grid?.restAtTop()
    }

    /// Sizes the photos for the new width and keeps the title clear of the sensor housing.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        sizePhotos()
        HeaderTitle.keepClearOfSideSafeArea(titleLabel, in: headerViewController.headerView)
    }

    /// Fits as many square photos of at least `minimumPhotoWidth` as the width inside the
    /// side safe areas allows (three at least), sharing the leftover width between them.
    func sizePhotos() {
        let safe = view.safeAreaInsets
        let inset = EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
        let width = max(0, view.bounds.width - safe.left - safe.right)
        let columns = max(3, Int((width + Self.spacing) / (Self.minimumPhotoWidth + Self.spacing)))
        let side = max(1, ((width - Self.spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down))
        let size = CGSize(width: side, height: side)
        if layout.itemSize != size { layout.itemSize = size }
        if layout.sectionInset != inset { layout.sectionInset = inset }
    }

    /// One section of `photoCount` photos.
    public func collectionView(_ collectionView: CollectionNode, numberOfItemsInSection section: Int) -> Int { photoCount }

    /// A reused photo cell showing photo `indexPath.item`.
    public func collectionView(_ collectionView: CollectionNode, cellForItemAt indexPath: IndexPath) -> CollectionCellNode {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.configure(index: indexPath.item)
        return cell
    }

    /// The grid drives the header.
    public var demoScrollView: ScrollNode? { grid }

    /// Scrolls the grid `offset` points past its top resting position.
    public func showDemoState(scrollOffset offset: CGFloat) { scrollDemoScrollView(by: offset) }

    /// The header controller decides whether the status bar hides (when shifting with it).
    public override var childForStatusBarHidden: ViewControllerNode? { headerViewController }
    /// The header controller infers the status-bar style from the header's colour.
    public override var childForStatusBarStyle: ViewControllerNode? { headerViewController }
}
