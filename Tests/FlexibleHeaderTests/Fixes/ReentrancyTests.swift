import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A screen on an iPhone SE whose root routes the status bar to its header controller.
private final class RoutedScreen {
    let window = WindowNode(device: .iPhoneSE)
    let root = StatusBarRootController()
    let controller = FlexibleHeaderController()
    let list: ScrollNode
    var header: FlexibleHeaderView { controller.headerView }

    init(configure: (FlexibleHeaderView) -> Void) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        list = ScrollNode(frame: root.view.bounds)
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 375, height: 2000)
        list.delegate = controller
        root.view.addSubview(list)
        root.statusBarChild = controller
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        configure(header)
        header.trackingScrollView = list
    }
}

/// Calls back into the header from its frame-change callback and counts the calls.
private final class CallingBackLayoutDelegate: FlexibleHeaderLayoutDelegate {
    var calls = 0
    let action: (FlexibleHeaderView) -> Void
    init(_ action: @escaping (FlexibleHeaderView) -> Void) { self.action = action }
    func flexibleHeaderViewController(
        _ controller: FlexibleHeaderController, flexibleHeaderViewFrameDidChange headerView: FlexibleHeaderView
    ) {
        calls += 1
        action(headerView)
    }
}

@Suite("The header never feeds its own changes back into itself")
struct ReentrancyTests {
    /// Configurations in which hiding the status bar changes what the header lays out with.
    static func loopingSetup(_ index: Int) -> (name: String, configure: (FlexibleHeaderView) -> Void) {
        switch index {
        case 0:
            return (
                "hideable with a floor of 56",
                {
                    $0.shiftBehavior = .hideable; $0.minimumHeaderViewHeight = 56
                }
            )
        case 1:
            return (
                "with the status bar, floor of 56",
                {
                    $0.shiftBehavior = .enabledWithStatusBar; $0.minimumHeaderViewHeight = 56
                }
            )
        default:
            return (
                "zero maximum without the safe area",
                {
                    $0.shiftBehavior = .hideable
                    $0.minMaxHeightIncludesSafeArea = false
                    $0.maximumHeight = 0
                }
            )
        }
    }

    @Test(
        "Given an iPhone SE whose status bar follows the header, when the header shifts off screen, then it settles",
        arguments: [false, true], 0..<3)
    func shiftingOffScreenSettlesWhenTheStatusBarTakesTheSafeAreaWithIt(animated: Bool, setup: Int) {
        let screen = RoutedScreen(configure: Self.loopingSetup(setup).configure)
        let diagnostics = Diagnostics.capture {
            screen.header.shiftHeaderOffScreen(animated: animated)
            // Long enough for the shift animation and the status-bar replica's expiry.
            screen.window.clock.runUntilIdle(maxFrames: 5_000)
        }
        #expect(screen.window.clock.isIdle, "\(Self.loopingSetup(setup).name)")
        #expect(!diagnostics.contains { $0.code == "header.feedbackLoop" })
        #expect(screen.header.isShiftedOffscreen)
        #expect(screen.header.frame.minY <= 0 && screen.header.frame.height.isFinite && screen.header.frame.minY.isFinite)
    }

    @Test("Given equal minimum and floor heights, when the device becomes an iPhone SE and the header hides, then it settles")
    func deviceChangeToSmallPhoneThenHidingSettles() {
        let screen = RoutedScreen {
            $0.shiftBehavior = .hideable
            $0.minimumHeight = 100
            $0.minimumHeaderViewHeight = 100
        }
        screen.window.device = .iPhone15
        screen.window.device = .iPhoneSE
        screen.header.shiftHeaderOffScreen(animated: true)
        screen.window.clock.runUntilIdle(maxFrames: 5_000)
        #expect(screen.window.clock.isIdle && screen.header.isShiftedOffscreen)
    }

    @Test(
        "Given a layout delegate that calls back into the header, when the header moves, then each call is heard a bounded number of times",
        arguments: ["shiftOn", "didScroll", "shiftOff"])
    func frameChangeCallbackThatCallsBackTerminates(action: String) {
        let screen = RoutedScreen { $0.shiftBehavior = .enabled }
        let delegate = CallingBackLayoutDelegate { header in
            switch action {
            case "shiftOn": header.shiftHeaderOnScreen(animated: false)
            case "didScroll": header.trackingScrollViewDidScroll()
            default: header.shiftHeaderOffScreen(animated: false)
            }
        }
        screen.controller.layoutDelegate = delegate
        let diagnostics = Diagnostics.capture {
            screen.list.contentOffset.y = 40
            screen.list.contentOffset.y = 300
            screen.header.shiftHeaderOnScreen(animated: false)
        }
        #expect(delegate.calls > 0 && delegate.calls < 20)
        #expect(!diagnostics.contains { $0.code == "header.feedbackLoop" })
    }

    @Test("Given a header on screen, when its frame-change callback asks for it on screen again, then it is told once")
    func unchangedFrameIsNotReportedAgain() {
        let screen = RoutedScreen { $0.shiftBehavior = .enabled }
        let delegate = CallingBackLayoutDelegate { $0.shiftHeaderOnScreen(animated: false) }
        screen.controller.layoutDelegate = delegate
        screen.header.shiftHeaderOnScreen(animated: false)
        #expect(delegate.calls == 1)
    }
}
