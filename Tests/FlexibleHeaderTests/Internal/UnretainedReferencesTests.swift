import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The header and its controller never keep the nodes they refer to alive, and forget them
/// once they are gone.
@Suite("Unretained references")
struct UnretainedReferencesTests {
    @Test("Given a tracked list, when its last owner lets go, then the header reads no tracking scroll view")
    func trackingScrollViewIsNotRetained() {
        let header = FlexibleHeaderView()
        var list: ScrollNode? = ScrollNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        header.trackingScrollView = list
        #expect(header.trackingScrollView === list)
        list = nil
        #expect(header.trackingScrollView == nil)
        header.trackingScrollViewDidScroll()
        #expect(header.progress.height >= 0)
    }

    @Test("Given a header observing its window and list, when its owners let go, then nothing keeps it alive")
    func headerIsNotKeptAliveByItsObservations() {
        let host = DetentHost()
        var header: FlexibleHeaderView? = FlexibleHeaderView()
        weak let probe = header
        header!.observesTrackingScrollViewScrollEvents = true
        header!.trackingScrollView = host.list
        host.window.addSubview(header!)
        host.clock.advanceFrame()
        header!.removeFromSuperview()
        header = nil
        #expect(probe == nil)
        host.list.contentOffset.y += 40
        host.window.device = .iPhone15
        host.clock.advance(by: 1)
        #expect(host.header.trackingScrollView === host.list)
    }

    @Test("Given an injection record, when its scroll view is gone, then a new scroll view does not inherit it")
    func injectionRecordsDoNotOutliveTheirScrollView() {
        var table = TrackingInfoTable()
        var first: ScrollNode? = ScrollNode()
        table.set(TrackingInfo(injectedTopContentInset: 44, hasInjectedTopContentInset: true), for: first!)
        #expect(table.info(for: first!)?.injectedTopContentInset == 44)
        first = nil
        let second = ScrollNode()
        #expect(table.info(for: second) == nil)
        table.set(TrackingInfo(injectedTopContentInset: 10), for: second)
        table.update(second) { $0.injectedTopContentInset += 1 }
        #expect(table.info(for: second)?.injectedTopContentInset == 11)
    }
}
