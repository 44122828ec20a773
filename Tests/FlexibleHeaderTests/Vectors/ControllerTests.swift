import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A controller whose view is a table-like scroll node.
final class TableController: ViewControllerNode {
    var contentHeight: CGFloat = 0

    override func loadView() {
        let table = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.isTableView = true
        table.contentInsetAdjustmentBehavior = .never
        table.contentSize = CGSize(width: 375, height: contentHeight)
        view = table
    }

    var table: ScrollNode { view as! ScrollNode }
}

/// Hosts `root` in the environment's window (visible) or leaves it detached in E0.
@discardableResult
func host(_ root: ViewControllerNode, in env: Environment) -> WindowNode? {
    guard let window = env.makeWindow() else {
        _ = root.view
        return nil
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

@Suite("Controller: containment, regressions, observation")
struct ControllerTests {
    @Test("Without a tracking scroll view a newly embedded header is sized to its minimum", arguments: Environment.allCases)
    func embeddedHeaderWithoutScrollViewIsSizedToMinimum(env: Environment) {
        let controller = FlexibleHeaderController()
        let header = controller.headerView
        header.maximumHeight = header.minimumHeight + 100
        let parent = ViewControllerNode()
        host(parent, in: env)
        parent.addChild(controller)
        parent.view.addSubview(controller.view)
        controller.didMove(toParent: parent)
        #expect(header.bounds.height == header.minimumHeight && header.minimumHeight == 56)
    }

    @Test("With an empty tracked table, embedding expands the header fully: offset −maximumHeight", arguments: Environment.allCases)
    func embeddingWithTrackedTableExpandsHeader(env: Environment) {
        let controller = FlexibleHeaderController()
        let header = controller.headerView
        header.maximumHeight = header.minimumHeight + 100
        let parent = TableController()
        host(parent, in: env)
        parent.addChild(controller)
        parent.table.addSubview(controller.view)
        header.trackingScrollView = parent.table
        controller.didMove(toParent: parent)
        #expect(parent.table.contentOffset.y == -156 && header.frame.height == 156)
    }

    @Test("A header inside its table ends up front-most", arguments: Environment.allCases)
    func headerInsideTableEndsUpFrontMost(env: Environment) {
        let controller = FlexibleHeaderController()
        let parent = TableController()
        parent.contentHeight = 2000
        host(parent, in: env)
        parent.addChild(controller)
        parent.table.addSubview(controller.view)
        parent.table.addSubview(ViewNode(frame: CGRect(x: 0, y: 100, width: 375, height: 44)))
        controller.headerView.trackingScrollView = parent.table
        controller.didMove(toParent: parent)
        #expect(parent.table.subviews.last === controller.headerView)
    }

    /// An observing header inside a 375×1334 table.
    static func observing(_ env: Environment) -> (FlexibleHeaderController, TableController) {
        let controller = FlexibleHeaderController()
        controller.headerView.observesTrackingScrollViewScrollEvents = true
        let parent = TableController()
        parent.contentHeight = 1334
        host(parent, in: env)
        parent.table.addSubview(controller.view)
        controller.headerView.trackingScrollView = parent.table
        parent.addChild(controller)
        controller.didMove(toParent: parent)
        return (controller, parent)
    }

    @Test("Observation follows offsets without forwarding", arguments: Environment.allCases)
    func observationFollowsOffsetsWithoutForwarding(env: Environment) {
        let (controller, parent) = Self.observing(env)
        let diagnostics = Diagnostics.capture {
            parent.table.contentOffset.y = -parent.table.contentInset.top - 10
        }
        #expect(diagnostics.isEmpty)
        #expect(controller.headerView.frame.height == controller.headerView.maximumHeight + 10)
        #expect(controller.headerView.frame.height == env.pick(66, 86))
    }

    @Test("Observation drives the shadow", arguments: Environment.allCases)
    func observationDrivesShadow(env: Environment) {
        let (controller, parent) = Self.observing(env)
        parent.table.contentOffset.y = -parent.table.contentInset.top + controller.headerView.maximumHeight
        #expect(controller.headerView.shadowOpacity == 0.4)
    }

    @Test("The controller as scroll delegate forwards only its tracking scroll view's events")
    func delegateForwarding() {
        let controller = FlexibleHeaderController()
        let header = controller.headerView
        header.shiftBehavior = .enabled
        let sv = makeScrollNode(height: 100, contentHeight: 1000)
        sv.delegate = controller
        header.trackingScrollView = sv
        sv.contentOffset.y = 20
        #expect(header.frame.minY == -20)
        let other = makeScrollNode(height: 100, contentHeight: 1000)
        other.delegate = controller
        other.contentOffset.y = 40
        #expect(header.frame.minY == -20)
        header.shiftBehavior = .hideable
        header.observesTrackingScrollViewScrollEvents = true
        let diagnostics = Diagnostics.capture { sv.contentOffset.y = 30 }
        #expect(diagnostics.isEmpty)
    }

    @Test("Gesture simulation through the controller settles the header", arguments: Environment.allCases)
    func gestureThroughDelegate(env: Environment) {
        let controller = FlexibleHeaderController()
        let header = controller.headerView
        header.shiftBehavior = .enabled
        let sv = makeScrollNode(height: 400, contentHeight: 2000)
        sv.delegate = controller
        let (_, window) = env.makeHeader()
        window?.addSubview(sv)
        window?.addSubview(header)
        header.trackingScrollView = sv
        sv.simulateSwipe(distance: -30, duration: 0.1)
        sv.frameClock.runUntilIdle()
        #expect(header.frame.minY == 0 || header.frame.minY == -header.accumulatorMax)
    }
}
