import Canopy
import Foundation

@testable import FlexibleHeader

/// A settings-style screen on an iPhone 15: two lists sharing one header, as an app writes it.
///
/// The header is 88 points tall collapsed and 140 expanded, both below the 59-point top safe
/// area (147 and 199 points in all). The lists keep UIKit's default inset adjustment and are
/// never positioned by the screen: the first list's content starts under the header, as when
/// an app leaves its offset at zero.
final class TabScreen {
    /// How much content the second list holds.
    enum Length: String, CaseIterable, CustomStringConvertible, Sendable {
        /// Three 44-point rows: far shorter than the screen.
        case short
        /// Exactly the list's height (852 points).
        case screen
        /// No content at all.
        case empty

        var description: String { rawValue }

        var contentHeight: CGFloat {
            switch self {
            case .short: return 3 * 44
            case .screen: return DeviceProfile.iPhone15.size.height
            case .empty: return 0
            }
        }
    }

    /// Collapsed and expanded heights including the 59-point top safe area.
    static let collapsed: CGFloat = 147
    static let expanded: CGFloat = 199

    let window: WindowNode
    let root = StatusBarRootController()
    let controller = FlexibleHeaderController()
    let long: ScrollNode
    let other: ScrollNode
    var header: FlexibleHeaderView { controller.headerView }

    init(
        other length: Length, adjustment: ContentInsetAdjustmentBehavior = .automatic,
        configure: (FlexibleHeaderView) -> Void = { _ in }
    ) {
        window = WindowNode(device: .iPhone15)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let bounds = root.view.bounds
        long = ScrollNode(frame: bounds)
        long.contentSize = CGSize(width: bounds.width, height: 3000)
        other = ScrollNode(frame: bounds)
        other.contentSize = CGSize(width: bounds.width, height: length.contentHeight)
        header.voiceOverStatus = { false }
        for list in [long, other] {
            list.contentInsetAdjustmentBehavior = adjustment
            list.delegate = controller
            root.view.addSubview(list)
        }
        other.isHidden = true
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        header.sharedWithManyScrollViews = true
        header.minMaxHeightIncludesSafeArea = false
        header.minimumHeight = 88
        header.maximumHeight = 140
        configure(header)
        header.trackingScrollView = long
    }

    /// Shows `list` and hands the header over to it, preparing the switch first when asked
    /// (the original's recommended sequence for a shared header).
    func show(_ list: ScrollNode, preparing: Bool) {
        let old = list === long ? other : long
        if preparing { header.trackingScrollWillChange(toScrollView: list) }
        old.isHidden = true
        list.isHidden = false
        header.trackingScrollView = list
    }

    /// Runs the window's clock for `count` frames.
    func run(frames count: Int = 30) {
        for _ in 0..<count { window.clock.advanceFrame() }
    }

    /// Where `list`'s content top is on screen.
    func contentTop(of list: ScrollNode) -> CGFloat { -list.contentOffset.y }
}
