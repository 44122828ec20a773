import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A header controller (flag off, min 50, max 100) embedded in `content`.
struct Embedded {
    let controller: FlexibleHeaderController
    let content: ViewControllerNode
    let window: WindowNode?

    var header: FlexibleHeaderView { controller.headerView }
    var length: CGFloat { content.topLayoutGuide.length }
    var additional: CGFloat { content.additionalSafeAreaInsets.top }

    init(
        _ env: Environment, content: ViewControllerNode = ViewControllerNode(),
        beforeAdding: (FlexibleHeaderController) -> Void = { _ in },
        configure: (FlexibleHeaderController) -> Void = { _ in }
    ) {
        let controller = FlexibleHeaderController()
        controller.headerView.minMaxHeightIncludesSafeArea = false
        controller.headerView.minimumHeight = 50
        controller.headerView.maximumHeight = 100
        window = host(content, in: env)
        content.addChild(controller)
        beforeAdding(controller)
        content.view.addSubview(controller.view)
        configure(controller)
        controller.didMove(toParent: content)
        self.controller = controller
        self.content = content
    }
}

@Suite("Top layout guide, injected header")
struct TopLayoutGuideTests {
    @Test("Adjustment on without a controller, set before adding: nothing is assigned", arguments: Environment.allCases)
    func adjustmentWithoutControllerSetBeforeAddingAssignsNothing(env: Environment) {
        let e = Embedded(
            env,
            beforeAdding: {
                $0.isTopLayoutGuideAdjustmentEnabled = true
                $0.topLayoutGuideViewController = nil
            })
        #expect(e.length == e.content.view.safeAreaInsets.top && e.length == env.pick(0, 20))
        #expect(e.additional == 0)
    }

    @Test("Configured after adding in a visible window: the legacy target is kept", arguments: Environment.allCases)
    func legacyTargetCapturedOnAppearanceIsKept(env: Environment) {
        let e = Embedded(
            env,
            configure: {
                $0.isTopLayoutGuideAdjustmentEnabled = true
                $0.topLayoutGuideViewController = nil
            })
        #expect(e.length == env.pick(0, e.header.frame.maxY))
        #expect(e.additional == 0)
    }

    @Test("No scroll view: length is the header's bottom, additional excludes the safe area", arguments: Environment.allCases)
    func withoutScrollViewLengthIsHeaderBottom(env: Environment) {
        let e = Embedded(env) { $0.topLayoutGuideViewController = e0Content($0) }
        #expect(e.length == e.header.frame.maxY && e.length == env.pick(50, 70))
        #expect(e.additional == 50)
    }

    // A fix of the original, which recomputed what to subtract only when the source changed
    // and so kept reading its own additional inset (header 120 instead of 70).
    @Test("Inferring from the permitted layout-guide controller settles at once", arguments: Environment.allCases)
    func inferringFromPermittedLayoutGuideControllerSettles(env: Environment) {
        let e = Embedded(env) {
            $0.permitInferringTopSafeAreaFromTopLayoutGuideViewController = true
            $0.inferTopSafeAreaInsetFromViewController = true
            $0.topLayoutGuideViewController = e0Content($0)
        }
        #expect(e.header.frame.height == env.pick(50, 70))
        #expect(e.length == env.pick(50, 70) && e.additional == 50)
        #expect(e.header.topSafeAreaGuide.frame.height == env.inset)
    }

    @Test("An untracked table gets the length and additional inset, no adjusted content inset", arguments: Environment.allCases)
    func untrackedTableGetsLengthAndAdditionalInset(env: Environment) {
        let table = TableController()
        let e = Embedded(env, content: table) { $0.topLayoutGuideViewController = e0Content($0) }
        #expect(e.length == env.pick(50, 70) && e.additional == 50 && table.table.adjustedContentInset.top == 0)
    }

    @Test("Tracking the table moves the header height from the additional inset into the content inset", arguments: Environment.allCases)
    func trackingTableMovesHeightIntoContentInset(env: Environment) {
        let table = TableController()
        let e = Embedded(env, content: table) { $0.topLayoutGuideViewController = e0Content($0) }
        e.header.trackingScrollView = table.table
        #expect(e.additional == 0)
        #expect(table.table.adjustedContentInset.top == env.pick(100, 120))
        #expect(e.length == e.header.frame.maxY)
    }

    @Test("A table tracked before embedding gets the height as content inset, header inside it", arguments: Environment.allCases)
    func tableTrackedBeforeEmbeddingGetsContentInset(env: Environment) {
        for tall in [false, true] {
            let table = TableController()
            table.contentHeight = tall ? 1334 : 0
            let controller = FlexibleHeaderController()
            controller.headerView.minMaxHeightIncludesSafeArea = false
            controller.headerView.minimumHeight = 50
            controller.headerView.maximumHeight = 100
            host(table, in: env)
            controller.headerView.trackingScrollView = table.table
            table.addChild(controller)
            table.view.addSubview(controller.view)
            controller.topLayoutGuideViewController = table
            controller.didMove(toParent: table)
            if tall { table.table.contentOffset.y = -table.table.contentInset.top }
            controller.headerView.trackingScrollViewDidScroll()
            #expect(table.additionalSafeAreaInsets.top == 0)
            #expect(table.table.adjustedContentInset.top == env.pick(100, 120))
            #expect(table.topLayoutGuide.length == controller.headerView.frame.maxY)
            #expect(controller.headerView.frame.maxY == 0)
        }
    }

    @Test("Legacy mode never writes additional insets", arguments: Environment.allCases)
    func legacyModeNeverWritesAdditionalInsets(env: Environment) {
        let plain = Embedded(env)
        #expect(plain.additional == 0)
        #expect(plain.length == env.pick(plain.content.view.safeAreaInsets.top, plain.header.frame.maxY))
        let table = TableController()
        let untracked = Embedded(env, content: table)
        #expect(untracked.additional == 0)
        untracked.header.trackingScrollView = table.table
        #expect(untracked.additional == 0 && table.table.adjustedContentInset.top == env.pick(100, 120))
    }
}

/// The content controller the header controller is embedded in (its parent).
private func e0Content(_ controller: FlexibleHeaderController) -> ViewControllerNode? { controller.parent }

@Suite("Container")
struct ContainerTests {
    static func makeContainer(
        _ env: Environment, content: ViewControllerNode?, adjustment: Bool,
        loadFirst: Bool = false, beforeHosting: (FlexibleHeaderContainerController) -> Void = { _ in }
    )
        -> FlexibleHeaderContainerController
    {
        let container = FlexibleHeaderContainerController(contentViewController: loadFirst ? nil : content)
        let header = container.headerViewController.headerView
        header.minMaxHeightIncludesSafeArea = false
        header.minimumHeight = 50
        header.maximumHeight = 100
        container.isTopLayoutGuideAdjustmentEnabled = adjustment
        beforeHosting(container)
        if loadFirst { _ = container.view }
        host(container, in: env)
        if loadFirst { container.contentViewController = content }
        return container
    }

    @Test("Adjustment on: plain content fills the container below the header, loaded early or not", arguments: Environment.allCases, [false, true])
    func plainContentFillsContainerBelowHeader(env: Environment, loadFirst: Bool) {
        let content = ViewControllerNode()
        let container = Self.makeContainer(env, content: content, adjustment: true, loadFirst: loadFirst)
        let header = container.headerViewController.headerView
        #expect(content.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(content.view.frame == container.view.bounds)
        #expect(content.topLayoutGuide.length == header.frame.maxY && header.frame.maxY == env.pick(50, 70))
        #expect(content.additionalSafeAreaInsets.top == 50)
        #expect(container.view.subviews.last === header)
    }

    @Test("Untracked table content gets the length and additional inset", arguments: Environment.allCases)
    func untrackedTableContentGetsLengthAndAdditionalInset(env: Environment) {
        let table = TableController()
        let container = Self.makeContainer(env, content: table, adjustment: true)
        let header = container.headerViewController.headerView
        #expect(table.topLayoutGuide.length == header.frame.maxY && table.additionalSafeAreaInsets.top == 50)
        #expect(table.table.adjustedContentInset.top == 0)
    }

    @Test("Tracked table content gets the header height as content inset", arguments: Environment.allCases)
    func trackedTableContentGetsContentInset(env: Environment) {
        let table = TableController()
        let container = Self.makeContainer(env, content: table, adjustment: true) {
            $0.headerViewController.headerView.trackingScrollView = table.table
        }
        let header = container.headerViewController.headerView
        header.trackingScrollViewDidScroll()
        #expect(table.additionalSafeAreaInsets.top == 0)
        #expect(table.table.adjustedContentInset.top == env.pick(100, 120))
        #expect(table.topLayoutGuide.length == header.frame.maxY && header.frame.maxY == env.pick(100, 120))
    }

    @Test("A legacy container never writes into the content", arguments: Environment.allCases)
    func legacyContainerNeverWritesIntoContent(env: Environment) {
        let plain = ViewControllerNode()
        _ = Self.makeContainer(env, content: plain, adjustment: false)
        #expect(plain.additionalSafeAreaInsets.top == 0)
        #expect(plain.topLayoutGuide.length == plain.view.safeAreaInsets.top)
        let table = TableController()
        let container = Self.makeContainer(env, content: table, adjustment: false) {
            $0.headerViewController.headerView.trackingScrollView = table.table
        }
        container.headerViewController.headerView.trackingScrollViewDidScroll()
        #expect(table.additionalSafeAreaInsets.top == 0)
        #expect(table.table.adjustedContentInset.top == env.pick(100, 120))
    }

    @Test("Replacing the content removes the old controller and inserts the new view below the header")
    func replacingContent() {
        let first = ViewControllerNode()
        let container = FlexibleHeaderContainerController(contentViewController: first)
        _ = container.view
        let second = ViewControllerNode()
        container.contentViewController = second
        #expect(first.parent == nil && first.view.superview == nil)
        #expect(second.parent === container && container.view.subviews.first === second.view)
        #expect(container.view.subviews.last === container.headerViewController.view)
    }
}

@Suite("Hooks")
struct HookTests {
    @Test("Trait blocks receive the previous traits")
    func traitBlocksReceivePreviousTraits() {
        let header = FlexibleHeaderView()
        var headerCalls: [TraitCollection?] = []
        header.traitCollectionDidChangeBlock = { view, previous in
            #expect(view === header)
            headerCalls.append(previous)
        }
        header.traitCollectionDidChange(nil)
        header.traitCollectionDidChange(TraitCollection(displayScale: 3))
        #expect(headerCalls == [nil, TraitCollection(displayScale: 3)])

        let controller = FlexibleHeaderController()
        var controllerCalls = 0
        controller.traitCollectionDidChangeBlock = { c, _ in
            #expect(c === controller)
            controllerCalls += 1
        }
        controller.traitCollectionDidChange(nil)
        #expect(controllerCalls == 1)

        let container = FlexibleHeaderContainerController()
        var containerCalls: [TraitCollection?] = []
        container.traitCollectionDidChangeBlock = { c, previous in
            #expect(c === container)
            containerCalls.append(previous)
        }
        container.traitCollectionDidChange(TraitCollection(displayScale: 2))
        #expect(containerCalls == [TraitCollection(displayScale: 2)])
    }

    @Test("Elevation changes reach the block only when the value changes")
    func elevationBlockRunsOnlyOnChange() {
        let header = FlexibleHeaderView()
        header.elevation = 5
        var received: [CGFloat] = []
        header.elevationDidChangeBlock = { _, value in received.append(value) }
        header.elevation = 6
        #expect(received == [6])
        header.elevation = 6
        #expect(received == [6])
        header.elevation = 5
        header.elevation = 5
        #expect(received == [6, 5])
    }

    @Test("Elevation adds ancestor headers' elevation until an override base")
    func elevationBase() {
        let outer = FlexibleHeaderView()
        outer.elevation = 2
        let inner = FlexibleHeaderView()
        outer.addSubview(inner)
        var received: [CGFloat] = []
        inner.elevationDidChangeBlock = { _, value in received.append(value) }
        inner.elevation = 3
        inner.overrideBaseElevation = 10
        inner.elevation = 4
        #expect(received == [5, 14])
    }
}
