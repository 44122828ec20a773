import Canopy
import FlexibleHeader
import Foundation
import Testing

/// A header with a preset over a long list, in a 20-point-status-bar window.
private final class PresetHost {
    let window = WindowNode(
        size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20,
        scale: 1)
    let controller = FlexibleHeaderController()
    let list = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var header: FlexibleHeaderView { controller.headerView }
    var rest: CGFloat = 0

    init(_ preset: HeaderPreset) {
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 375, height: 3000)
        list.delegate = controller
        window.addSubview(list)
        window.addSubview(header)
        header.frame = CGRect(x: 0, y: 0, width: 375, height: 0)
        preset.apply(to: header)
        header.trackingScrollView = list
        header.sizeToFit()
        rest = -list.adjustedContentInset.top
        scroll(by: 0)
    }

    /// Puts the content `distance` points past its resting offset.
    func scroll(by distance: CGFloat) {
        list.contentOffset.y = rest + distance
        header.trackingScrollViewDidScroll()
        window.clock.advanceFrame()
    }
}

/// The same gesture on every preset: rest, scroll 30, scroll 300, pull down 40.
@Suite("Header presets")
struct HeaderPresetTests {
    @Test("Each preset states its platform's heights")
    func publishedHeights() {
        #expect(HeaderPreset.iOSLargeTitle.minimumHeight == 44 && HeaderPreset.iOSLargeTitle.maximumHeight == 96)
        #expect(HeaderPreset.materialSmall.maximumHeight == 64)
        #expect(HeaderPreset.materialMedium.maximumHeight == 112)
        #expect(HeaderPreset.materialLarge.maximumHeight == 152)
        #expect(HeaderPreset.all.filter { $0.name.hasPrefix("sliver") || $0.name == "collapsingToolbar" }.allSatisfy { $0.minimumHeight == 56 })
        #expect(Set(HeaderPreset.all.map(\.name)).count == 8)
    }

    @Test("Every preset rests at its maximum height plus the status bar and collapses point for point", arguments: HeaderPreset.all)
    func collapses(_ preset: HeaderPreset) {
        let host = PresetHost(preset)
        #expect(host.header.frame.height == preset.maximumHeight + 20)
        host.scroll(by: 30)
        #expect(host.header.frame.height == Swift.max(preset.minimumHeight, preset.maximumHeight - 30) + 20)
    }

    @Test("Scrolled far, pinned presets keep their collapsed bar and floating ones leave the screen", arguments: HeaderPreset.all)
    func scrolledFar(_ preset: HeaderPreset) {
        let host = PresetHost(preset)
        host.scroll(by: 300)
        if preset.shiftBehavior == .disabled {
            #expect(host.header.frame.height == preset.minimumHeight + 20)
            #expect(host.header.frame.minY == 0)
        } else {
            #expect(host.header.isShiftedOffscreen)
        }
    }

    @Test("Pulled down 40 points, only the iOS large title stretches", arguments: HeaderPreset.all)
    func overScroll(_ preset: HeaderPreset) {
        let host = PresetHost(preset)
        host.scroll(by: -40)
        let expected = preset.maximumHeight + 20 + (preset.canOverExtend ? 40 : 0)
        #expect(host.header.frame.height == expected)
    }

    @Test("Pulled past the top, every preset's header keeps its bottom edge on the content's top", arguments: HeaderPreset.all)
    func neverSeparates(_ preset: HeaderPreset) {
        let host = PresetHost(preset)
        for pull: CGFloat in [-10, -40, -120, 0] {
            host.scroll(by: pull)
            // The list fills the window from its top, so the content's top is at −offset.
            #expect(host.header.frame.maxY == -host.list.contentOffset.y, "\(preset.name) pulled \(-pull)")
        }
        // At rest the header is back at the top of the window.
        #expect(host.header.frame.minY == 0)
    }

    @Test("The snap preset opens fully when a drag scrolls back, even from far down the list")
    func snapOpensOnReverse() {
        let host = DetentHost()
        HeaderPreset.sliverAppBarSnap().apply(to: host.header)
        host.scroll(to: 600)
        #expect(host.header.isShiftedOffscreen)
        host.drag(-40)
        host.release(velocity: 0)
        host.settle()
        #expect(host.header.restingDetent == .expanded)
        #expect(host.header.frame.minY == 0 && host.header.frame.height == 220)
    }

    @Test("The snap preset closes fully when a drag scrolls on, never resting collapsed")
    func snapClosesOnForward() {
        let host = DetentHost()
        HeaderPreset.sliverAppBarSnap().apply(to: host.header)
        host.drag(100)
        host.release(velocity: 0)
        host.settle()
        #expect(host.header.restingDetent == .hidden)
        #expect(host.header.isShiftedOffscreen)
        // And a short drag back opens it fully again.
        host.drag(-20)
        host.release(velocity: 0)
        host.settle()
        #expect(host.header.restingDetent == .expanded)
    }
}

extension HeaderPreset: CustomTestStringConvertible {
    public var testDescription: String { name }
}
