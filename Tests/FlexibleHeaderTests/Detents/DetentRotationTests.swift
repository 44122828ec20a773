import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Detents across rotation")
struct DetentRotationTests {
    static let portrait = DeviceProfile(
        name: "detentPortrait", size: CGSize(width: 375, height: 667), scale: 1,
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20)
    static let landscape = DeviceProfile(
        name: "detentLandscape", size: CGSize(width: 667, height: 375), scale: 1,
        safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), statusBarHeight: 0)

    @Test(
        "The resting detent survives a rotation and the rotation back",
        arguments: [HeaderDetent.expanded, .height(150), .collapsed, .hidden])
    func restingDetentSurvivesRotation(detent: HeaderDetent) {
        // Given a header resting at a detent, content scrolled a little when collapsed or hidden
        let host = DetentHost(shift: .enabled)
        host.window.device = Self.portrait
        host.clock.advanceFrame()
        if detent == .collapsed || detent == .hidden { host.scroll(to: 400) }
        host.header.setDetent(detent, animated: false)
        #expect(host.header.restingDetent == detent)
        // When the window rotates to landscape and back, the clock running in between
        host.window.device = Self.landscape
        host.settle()
        host.clock.advanceFrame()
        let inLandscape = host.header.restingDetent
        host.window.device = Self.portrait
        host.settle()
        host.clock.advanceFrame()
        // Then the header rests at the same detent in both orientations
        #expect(inLandscape == detent)
        #expect(host.header.restingDetent == detent)
    }
}

/// A header on an iPhone 15 with its default heights (56 points below the top safe area),
/// rotated while it rests at a detent set from code.
@Suite("Detents re-resolved across rotation and resizing")
struct DetentReresolutionTests {
    /// The iPhone 15 screen made taller without turning: the same safe area, another size.
    static let tallPortrait = DeviceProfile(
        name: "iPhone15Tall", size: CGSize(width: 393, height: 960), scale: 3,
        safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54)

    final class Screen {
        let window = WindowNode(device: .iPhone15)
        let root = StatusBarRootController()
        let controller = FlexibleHeaderController()
        let list: ScrollNode
        var header: FlexibleHeaderView { controller.headerView }

        init(preventsJumps: Bool) {
            window.rootViewController = root
            window.makeKeyAndVisible()
            list = ScrollNode(frame: root.view.bounds)
            list.contentSize = CGSize(width: root.view.bounds.width, height: 3000)
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            list.delegate = controller
            root.view.addSubview(list)
            root.addChild(controller)
            root.view.addSubview(controller.view)
            controller.didMove(toParent: root)
            header.voiceOverStatus = { false }
            header.preventsJumps = preventsJumps
            header.trackingScrollView = list
        }

        /// The content y under the header's bottom edge.
        var rowUnderHeader: CGFloat { list.contentOffset.y + header.frame.maxY }

        func run(frames count: Int = 40) {
            for _ in 0..<count { window.clock.advanceFrame() }
        }
    }

    @Test(
        "A detent set from code is kept across a rotation and back, its height re-resolved and the row under the header kept",
        arguments: [HeaderDetent.collapsed, .expanded], [false, true])
    func detentSurvivesRotation(detent: HeaderDetent, preventsJumps: Bool) {
        for scrolled: CGFloat in [0, 400] {
            // Given a header resting at a detent set from code, over content at its top or
            // scrolled under the header
            let screen = Screen(preventsJumps: preventsJumps)
            screen.list.contentOffset.y = scrolled - screen.list.adjustedContentInset.top
            screen.run(frames: 1)
            screen.header.setDetent(detent, animated: false)
            #expect(screen.header.frame.height == 115)
            let row = screen.rowUnderHeader
            // When the window turns to landscape, where there is no top safe area
            screen.window.device = .iPhone15Landscape
            screen.run()
            // Then the header rests at the same detent, 56 points tall, the same row under it
            #expect(screen.header.restingDetent == detent, "scrolled \(scrolled)")
            #expect(screen.header.frame.height == 56, "scrolled \(scrolled)")
            #expect(screen.rowUnderHeader == row, "scrolled \(scrolled)")
            // And turning back restores the portrait height, the detent and the row
            screen.window.device = .iPhone15
            screen.run()
            #expect(screen.header.restingDetent == detent, "scrolled \(scrolled)")
            #expect(screen.header.frame.height == 115, "scrolled \(scrolled)")
            #expect(screen.rowUnderHeader == row, "scrolled \(scrolled)")
        }
    }

    @Test("A detent set from code is kept across a resize, the row under the header kept", arguments: [false, true])
    func detentSurvivesResize(preventsJumps: Bool) {
        // Given a header collapsed from code over scrolled content
        let screen = Screen(preventsJumps: preventsJumps)
        screen.list.contentOffset.y = 400
        screen.run(frames: 1)
        screen.header.setDetent(.collapsed, animated: false)
        let row = screen.rowUnderHeader
        // When the window grows taller and shrinks back
        for device in [Self.tallPortrait, .iPhone15] {
            screen.window.device = device
            screen.run()
            // Then the header stays collapsed over the same row
            #expect(screen.header.restingDetent == .collapsed, "\(device.name)")
            #expect(screen.header.frame.height == 115, "\(device.name)")
            #expect(screen.rowUnderHeader == row, "\(device.name)")
        }
    }
}
