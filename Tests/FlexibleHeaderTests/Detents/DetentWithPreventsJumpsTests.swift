import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A move to a detent is asked for, so keeping the header still must not hold it back.
@Suite("Moving to a detent while the header keeps still")
struct DetentWithPreventsJumpsTests {
    @Test(
        "Given preventsJumps, when a detent is set, then the header arrives there and keeps no correction",
        arguments: [(300, false), (300, true), (3000, false), (3000, true)] as [(CGFloat, Bool)])
    func arrivesWithPreventsJumps(contentHeight: CGFloat, animated: Bool) {
        let host = DetentHost(shift: .enabled, contentHeight: contentHeight)
        host.header.preventsJumps = true
        var arrived: Bool?
        host.header.setDetent(.height(100), animated: animated) { arrived = $0 }
        for _ in 0..<40 { host.clock.advanceFrame() }
        #expect(arrived == true)
        #expect(host.header.restingDetent == .height(100))
        #expect(host.header.frame.maxY == 100)
        #expect(host.header.state.continuity.height == 0)
        #expect(host.header.state.continuity.shift == 0)
    }

    @Test("Given a running move, when the app scrolls the content, then the move ends where it is")
    func outsideScrollEndsTheMove() {
        let host = DetentHost(shift: .enabled, contentHeight: 3000)
        var arrived: Bool?
        host.header.setDetent(.collapsed, animated: true) { arrived = $0 }
        for _ in 0..<5 { host.clock.advanceFrame() }
        host.list.contentOffset.y += 30
        host.header.trackingScrollViewDidScroll()
        let frame = host.header.frame
        for _ in 0..<30 { host.clock.advanceFrame() }
        #expect(arrived == false)
        #expect(host.header.state.detentMotion == nil)
        #expect(host.header.frame == frame)
    }

    @Test("Given a running move, when the tracking scroll view changes, then the move ends")
    func trackingSwitchEndsTheMove() {
        let host = DetentHost(shift: .enabled, contentHeight: 3000)
        var arrived: Bool?
        host.header.setDetent(.collapsed, animated: true) { arrived = $0 }
        host.clock.advanceFrame()
        let other = ScrollNode(frame: host.list.frame)
        other.contentSize = CGSize(width: 375, height: 3000)
        host.window.insertSubview(other, at: 0)
        host.header.trackingScrollView = other
        for _ in 0..<30 { host.clock.advanceFrame() }
        #expect(arrived == false)
        #expect(host.header.state.detentMotion == nil)
    }
}
