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
}
