import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Hairline")
struct HairlineTests {
    @Test("A new hairline is hidden, black, and adds nothing")
    func newHairlineIsHiddenAndAddsNothing() {
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let hairline = Hairline(container: container)
        #expect(hairline.isHidden && hairline.color == .black && container.subviews.isEmpty)
    }

    @Test("Showing creates one line, kept and pinned to the bottom")
    func showingCreatesOneLinePinnedToBottom() {
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let hairline = Hairline(container: container)
        hairline.isHidden = false
        #expect(container.subviews.count == 1 && container.subviews[0].frame == CGRect(x: 0, y: 49, width: 100, height: 1))
        #expect(!container.subviews[0].isHidden)
        hairline.isHidden = false
        hairline.isHidden = true
        hairline.isHidden = false
        #expect(container.subviews.count == 1)
        hairline.isHidden = true
        #expect(container.subviews.count == 1 && container.subviews[0].isHidden)
        #expect(container.subviews[0].frame == CGRect(x: 0, y: 49, width: 100, height: 1))
        container.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(container.subviews[0].frame == CGRect(x: 0, y: 19, width: 10, height: 1))
    }

    @Test("In a 2× window the line is half a point")
    func lineIsOnePixelThickAtScaleTwo() {
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), scale: 2))
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(container)
        let hairline = Hairline(container: container)
        hairline.isHidden = false
        #expect(container.subviews[0].frame == CGRect(x: 0, y: 49.5, width: 100, height: 0.5))
    }

    @Test("The controller exposes the hairline")
    func controllerExposesHairline() {
        let controller = FlexibleHeaderController()
        #expect(!controller.showsHairline)
        controller.showsHairline = true
        #expect(controller.showsHairline)
        controller.showsHairline = false
        #expect(!controller.showsHairline)
        controller.hairlineColor = .red
        #expect(controller.hairlineColor == .red)
    }
}
