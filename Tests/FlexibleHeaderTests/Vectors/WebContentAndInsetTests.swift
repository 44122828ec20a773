import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Web content and adjusted-inset changes")
struct WebContentAndInsetTests {
    @Test("Web content gets the header height through additional insets, not content insets", arguments: Environment.allCases)
    func webContent(env: Environment) {
        let web = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        web.isWebContent = true
        web.contentInsetAdjustmentBehavior = .never
        web.contentSize = CGSize(width: 375, height: 3000)
        let e = Embedded(env) {
            $0.useAdditionalSafeAreaInsetsForWebKitScrollViews = true
            $0.topLayoutGuideViewController = $0.parent
            $0.parent?.view.insertSubview(web, at: 0)
            $0.headerView.trackingScrollView = web
        }
        e.header.trackingScrollViewDidScroll()
        #expect(web.contentInset.top == 0)
        #expect(e.additional == e.header.frame.maxY - env.inset)
        #expect(e.length == e.header.frame.maxY)
    }

    @Test("A changed existing adjustment is re-injected, keeping the offset")
    func adjustedInsetChange() {
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let header = FlexibleHeaderView()
        let sv = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        sv.contentSize = CGSize(width: 375, height: 2000)
        sv.contentInsetAdjustmentBehavior = .always
        window.addSubview(sv)
        window.addSubview(header)
        header.maximumHeight = 200
        header.trackingScrollView = sv
        #expect(sv.contentInset.top == 180 && sv.adjustedContentInset.top == 200)
        // Moving the scroll view below the unsafe region removes the system adjustment.
        sv.frame = CGRect(x: 0, y: 30, width: 375, height: 600)
        #expect(sv.adjustedContentInset.top == 180)
        let before = sv.contentOffset
        header.trackingScrollViewDidChangeAdjustedContentInset(sv)
        #expect(sv.contentInset.top == 200 && sv.adjustedContentInset.top == 200)
        #expect(sv.contentOffset == before)
    }
}
