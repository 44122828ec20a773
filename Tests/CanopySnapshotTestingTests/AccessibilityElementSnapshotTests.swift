import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

/// Elements that are not views, placed by their container, in snapshots and audits.
@Suite("Accessibility elements in snapshots and audits")
struct AccessibilityElementSnapshotTests {
    /// A window with a drawn week strip: one view paints seven day cells, each described by an
    /// element in the strip's coordinates; the strip sits inside a scroll view scrolled by
    /// `offset` points.
    static func weekStrip(scrolledBy offset: CGFloat = 0) -> (window: WindowNode, strip: ViewNode, days: [AccessibilityElement]) {
        let window = WindowNode(size: CGSize(width: 320, height: 240), scale: 2)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let title = LabelNode(frame: CGRect(x: 16, y: 10, width: 288, height: 24))
        title.text = "This week"
        title.accessibilityTraits = [.staticText, .header]
        window.addSubview(title)
        let scroll = ScrollNode(frame: CGRect(x: 0, y: 50, width: 320, height: 120))
        scroll.contentSize = CGSize(width: 320, height: 400)
        window.addSubview(scroll)
        let strip = ViewNode(frame: CGRect(x: 6, y: 20, width: 308, height: 60))
        strip.backgroundColor = Color(hex: 0xE3F2FD)
        scroll.addSubview(strip)
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let days = names.enumerated().map { index, name in
            let day = AccessibilityElement(accessibilityContainer: strip)
            day.accessibilityLabel = name
            day.accessibilityValue = index == 2 ? "2 events" : nil
            day.accessibilityTraits = index == 2 ? [.button, .selected] : .button
            day.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 44, y: 8, width: 44, height: 44)
            return day
        }
        strip.accessibilityElements = days
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        return (window, strip, days)
    }

    @Test("Elements drawn by a container appear numbered in the text and outlined in the image")
    func weekStripSnapshot() {
        assertSnapshot(of: Self.weekStrip().window, as: .accessibility)
    }

    @Test("Elements of a scrolled container are outlined where the container now draws them")
    func scrolledWeekStripSnapshot() {
        assertSnapshot(of: Self.weekStrip(scrolledBy: 30).window, as: .accessibility)
    }

    @Test("The audit measures an element's touch target at its converted frame")
    func touchTarget() throws {
        let (window, _, days) = Self.weekStrip()
        days[4].accessibilityFrameInContainerSpace = CGRect(x: 183, y: 15, width: 30, height: 30)
        let found = AccessibilityAudit.run(on: window).filter { $0.rule == .touchTargetSize }
        try #require(found.count == 1)
        #expect(found[0].node === days[4])
        #expect(found[0].measured == 30)
        #expect(found[0].message.contains("\"Fri\" is 30 × 30 pt"))
    }

    @Test("An element painted over by an opaque view in front of its container is reported as covered")
    func covered() throws {
        let (window, _, days) = Self.weekStrip()
        #expect(AccessibilityAudit.run(on: window).filter { $0.rule == .coveredElement }.isEmpty)
        let banner = ViewNode(frame: CGRect(x: 0, y: 70, width: 50, height: 60))
        banner.backgroundColor = .black
        window.addSubview(banner)
        let found = AccessibilityAudit.run(on: window).filter { $0.rule == .coveredElement }
        #expect(found.count == 1)
        #expect(found.first?.node === days[0])
    }
}
