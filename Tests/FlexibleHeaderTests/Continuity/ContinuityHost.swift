import Canopy
import Foundation

@testable import FlexibleHeader

/// A list of fixed-height rows inside a scroll node, each row a subview with a stable id.
final class ContinuityList {
    /// Height of every row, in points.
    static let rowHeight: CGFloat = 40

    let scrollView: ScrollNode
    private(set) var rows: [(id: Int, node: ViewNode)] = []
    private var nextID = 0

    init(frame: CGRect, rowCount: Int, adjustment: ContentInsetAdjustmentBehavior) {
        scrollView = ScrollNode(frame: frame)
        scrollView.contentInsetAdjustmentBehavior = adjustment
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        append(rowCount)
    }

    /// Adds `count` rows at the end; the content grows below the viewport.
    func append(_ count: Int) {
        for _ in 0..<count {
            let row = ViewNode(frame: .zero)
            rows.append((nextID, row))
            nextID += 1
            scrollView.addSubview(row)
        }
        relayout()
    }

    /// Removes up to `count` rows from the end; the offset is left alone.
    func removeLast(_ count: Int) {
        for _ in 0..<min(count, rows.count) { rows.removeLast().node.removeFromSuperview() }
        relayout()
    }

    /// Removes up to `count` rows from the start and moves the offset up by their height, as a
    /// client does to keep the visible rows still; the content size changes first.
    func removeFirst(_ count: Int) {
        let n = min(count, rows.count)
        for _ in 0..<n { rows.removeFirst().node.removeFromSuperview() }
        relayout()
        scrollView.contentOffset.y -= CGFloat(n) * Self.rowHeight
    }

    /// Inserts `count` rows at the start and moves the offset down by their height.
    func insertFirst(_ count: Int) {
        for _ in 0..<count {
            let row = ViewNode(frame: .zero)
            rows.insert((nextID, row), at: 0)
            nextID += 1
            scrollView.addSubview(row)
        }
        relayout()
        scrollView.contentOffset.y += CGFloat(count) * Self.rowHeight
    }

    /// Lays the rows out top to bottom and sets the content size to fit them.
    func relayout() {
        let width = scrollView.bounds.width
        for (index, row) in rows.enumerated() {
            row.node.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
        }
        scrollView.contentSize = CGSize(width: width, height: CGFloat(rows.count) * Self.rowHeight)
    }

    /// Number of rows a full screen of this list shows at most.
    var rowCount: Int { rows.count }
}

/// A window with a root controller, a header controller and two lists, the header tracking one.
///
/// The lists stand for two tabs sharing one header: only the tracked one is shown, and its
/// scroll events reach the header through the header controller, the scroll delegate.
final class ContinuityHost {
    /// The screens the host runs on: small, so a sequence lays out few rows.
    static let portrait = DeviceProfile(
        name: "smallPortrait", size: CGSize(width: 320, height: 400), scale: 1,
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20)
    /// The portrait screen with a sensor housing: the top inset stays when the status bar hides.
    static let notched = DeviceProfile(
        name: "smallNotched", size: CGSize(width: 320, height: 400), scale: 1,
        safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 20, right: 0), statusBarHeight: 40)
    /// The portrait screen turned: no status bar, no top inset.
    static let landscape = DeviceProfile(
        name: "smallLandscape", size: CGSize(width: 400, height: 320), scale: 1,
        safeAreaInsets: EdgeInsets(top: 0, left: 30, bottom: 10, right: 30), statusBarHeight: 0)
    /// A taller window of the same width: a resize without rotation.
    static let tall = DeviceProfile(
        name: "smallTall", size: CGSize(width: 320, height: 480), scale: 1,
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20)

    static let devices = [portrait, notched, landscape, tall]

    let window: WindowNode
    let root: StatusBarRootController
    let controller = FlexibleHeaderController()
    let lists: [ContinuityList]
    var header: FlexibleHeaderView { controller.headerView }
    private(set) var trackedIndex = 0

    init(
        device: DeviceProfile = ContinuityHost.portrait, rowCounts: [Int] = [30, 30],
        adjustment: ContentInsetAdjustmentBehavior = .never, configure: (FlexibleHeaderView) -> Void = { _ in }
    ) {
        window = WindowNode(device: device)
        root = StatusBarRootController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        lists = rowCounts.map { ContinuityList(frame: CGRect(origin: .zero, size: device.size), rowCount: $0, adjustment: adjustment) }
        header.voiceOverStatus = { false }
        for list in lists {
            list.scrollView.frame = root.view.bounds
            list.scrollView.delegate = controller
            root.view.addSubview(list.scrollView)
        }
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        header.sharedWithManyScrollViews = lists.count > 1
        configure(header)
        for (index, list) in lists.enumerated() { list.scrollView.isHidden = index != 0 }
        header.trackingScrollView = lists[0].scrollView
        // Every tab is prepared up front, as a shared header's client does, so each list has
        // its place below the header before it is first shown.
        for list in lists.dropFirst() { header.trackingScrollWillChange(toScrollView: list.scrollView) }
        // Each list starts at its top, the content just below the expanded header.
        for list in lists {
            let sv = list.scrollView
            sv.contentOffset.y = sv.minimumContentOffset.y
        }
    }

    var tracked: ContinuityList { lists[trackedIndex] }

    /// Scrolls the tracked list to `y` the way a client or a gesture does: the header hears it
    /// through the scroll delegate.
    func scroll(to y: CGFloat) {
        tracked.scrollView.contentOffset.y = y
    }

    /// Shows list `index` and makes the header track it, preparing the switch first when asked
    /// (the original's recommended sequence for a shared header).
    func switchTo(_ index: Int, preparing: Bool) {
        guard index != trackedIndex, lists.indices.contains(index) else { return }
        let new = lists[index].scrollView
        if preparing { header.trackingScrollWillChange(toScrollView: new) }
        lists[trackedIndex].scrollView.isHidden = true
        new.isHidden = false
        trackedIndex = index
        header.trackingScrollView = new
    }

    /// Advances the window's clock by one frame.
    func tick() { header.frameClock.advanceFrame() }

    /// Turns the window to another screen (a rotation or resize when the size changes).
    func setDevice(_ device: DeviceProfile) { window.device = device }

    /// Shows or hides the status bar through the root controller.
    func setStatusBarHidden(_ hidden: Bool) {
        root.hidesStatusBar = hidden
        root.setNeedsStatusBarAppearanceUpdate()
    }
}
