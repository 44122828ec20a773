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
