import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The header's answer to screen-reader focus, called the way the framework calls it after its
/// own scroll: a classic phone (20-point status bar), a header from 76 to 200 points over a
/// full-screen scroll view with 2,000 points of content.
@Suite("Header reveals what screen-reader focus lands on")
struct HeaderFocusRevealTests {
    func world(
        shift: FlexibleHeaderView.ShiftBehavior = .disabled, observes: Bool = false
    ) -> (FlexibleHeaderView, ScrollNode, WindowNode) {
        let window = makeClassicWindow()
        let sv = makeScrollNode(width: 375, height: 667, contentHeight: 2_000)
        window.addSubview(sv)
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        window.addSubview(header)
        header.shiftBehavior = shift
        header.maximumHeight = 200
        header.observesTrackingScrollViewScrollEvents = observes
        header.trackingScrollView = sv
        return (header, sv, window)
    }

    func move(_ header: FlexibleHeaderView, _ sv: ScrollNode, _ window: WindowNode, to y: CGFloat) {
        if header.observesTrackingScrollViewScrollEvents {
            sv.contentOffset = CGPoint(x: 0, y: y)
        } else {
            scroll(header, sv, to: y)
        }
        window.layoutIfNeeded()
    }

    @Test("A row under the collapsed header scrolls down just enough to sit below it", arguments: [false, true])
    func rowUnderHeader(observes: Bool) {
        let (header, sv, window) = world(observes: observes)
        let row = ViewNode(frame: CGRect(x: 0, y: 300, width: 375, height: 44))
        sv.addSubview(row)
        for start: CGFloat in [250, 280] {
            move(header, sv, window, to: start)
            header.accessibilityFocusDidMove(to: row)
            #expect(sv.contentOffset.y == 224)
            #expect(header.frame.maxY == 76)
            #expect(row.convert(row.bounds, to: nil).minY == 76)
        }
    }

    @Test("A row already below the header stays where it is")
    func rowBelowHeader() {
        let (header, sv, window) = world()
        let row = ViewNode(frame: CGRect(x: 0, y: 300, width: 375, height: 44))
        sv.addSubview(row)
        move(header, sv, window, to: 150)
        header.accessibilityFocusDidMove(to: row)
        #expect(sv.contentOffset.y == 150)
    }

    @Test("A title below a collapsed header's edge scrolls the content back until the header grows to show it")
    func titleGrowsHeader() {
        let (header, sv, window) = world(shift: .enabled)
        let title = ViewNode(frame: CGRect(x: 16, y: 150, width: 200, height: 40))
        header.contentView.addSubview(title)
        move(header, sv, window, to: 0)
        header.accessibilityFocusDidMove(to: title)
        #expect(sv.contentOffset.y == -190)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 190))
    }

    @Test("Over content far from its top, a header shifted away comes back and the content scrolls three rounds of the hidden distance")
    func shiftedHeaderFarFromTop() {
        let (header, sv, window) = world(shift: .enabled)
        let title = ViewNode(frame: CGRect(x: 16, y: 150, width: 200, height: 40))
        header.contentView.addSubview(title)
        move(header, sv, window, to: 600)
        #expect(header.frame.minY == -56)
        header.accessibilityFocusDidMove(to: title)
        // Shifted back on screen the header is 76 points tall; the title's bottom lies 114
        // points below it, and the header cannot grow this far from the content's top.
        #expect(!header.isShiftedOffscreen)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 76))
        #expect(approx(sv.contentOffset.y, 600 - 3 * 114))
    }
}
