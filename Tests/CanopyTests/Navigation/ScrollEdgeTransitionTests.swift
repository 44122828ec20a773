import Canopy
import Foundation
import Testing

/// A controller whose root view is a tall scroll view.
private final class LongList: ViewControllerNode {
    var list: ScrollNode { view as! ScrollNode }
    override func loadView() {
        let list = ScrollNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        list.contentSize = CGSize(width: 375, height: 2000)
        view = list
    }
}

/// The cross-fade between the scroll-edge and standard appearances as content scrolls under
/// the bar, driven by the scroll position rather than switched at one offset.
@Suite("Scroll-edge appearance transition")
struct ScrollEdgeTransitionTests {
    /// A navigation controller on an iPhone SE (20-point status bar) with an opaque red
    /// standard appearance over a transparent edge, its list at rest (−64).
    private func host(largeTitles: Bool = false) -> (WindowNode, NavigationControllerNode, LongList) {
        let root = LongList()
        root.title = "List"
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = largeTitles
        let standard = NavigationBarAppearance()
        standard.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        standard.shadowColor = Color(white: 0, alpha: 0.3)
        nav.navigationBar.standardAppearance = standard
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        root.list.contentOffset = CGPoint(x: 0, y: root.list.minimumContentOffset.y)
        return (window, nav, root)
    }

    @Test("Progress is 0 at the edge, grows point for point over the transition distance, and stays at 1 beyond it")
    func progressFollowsOffset() {
        let (window, nav, root) = host()
        let d = NavigationBarMetrics.scrollEdgeTransitionDistance
        let cases: [(beneath: CGFloat, progress: CGFloat)] = [(-40, 0), (0, 0), (d / 4, 0.25), (d / 2, 0.5), (d, 1), (500, 1)]
        for c in cases {
            root.list.contentOffset = CGPoint(x: 0, y: -64 + c.beneath)
            #expect(nav.navigationBar.scrollEdgeTransitionProgress == c.progress, "\(c.beneath) points beneath")
        }
        _ = window
    }

    @Test("Half way, the transparent edge and the opaque fill blend to the fill at half opacity, and so does the shadow line")
    func halfWayBlend() {
        let (window, nav, root) = host()
        root.list.contentOffset = CGPoint(x: 0, y: -64 + NavigationBarMetrics.scrollEdgeTransitionDistance / 2)
        let a = nav.navigationBar.resolvedAppearance
        let fill = try! #require(a.backgroundColor)
        #expect(fill.red == 1 && fill.green == 0 && fill.blue == 0)
        #expect(abs(fill.alpha - 0.5) < 1e-9)
        let shadow = try! #require(a.shadowColor)
        #expect(abs(shadow.alpha - 0.15) < 1e-9)
        _ = window
    }

    @Test("Two opaque appearances blend their colours; the title attributes switch at the midpoint")
    func opaqueBlend() {
        let from = NavigationBarAppearance()
        from.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        from.titleTextAttributes.foregroundColor = .systemRed
        let to = NavigationBarAppearance()
        to.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        to.titleTextAttributes.foregroundColor = .systemGreen
        let traits = DeviceProfile.iPhoneSE.traitCollection
        let quarter = NavigationBarAppearance.blending(from, into: to, progress: 0.25, traits: traits)
        #expect(quarter.backgroundColor == Color(red: 0.25, green: 0, blue: 0.75, alpha: 1))
        #expect(quarter.titleTextAttributes.foregroundColor == .systemRed)
        let late = NavigationBarAppearance.blending(from, into: to, progress: 0.75, traits: traits)
        #expect(late.titleTextAttributes.foregroundColor == .systemGreen)
        // Out-of-range progress is clamped rather than extrapolated.
        #expect(NavigationBarAppearance.blending(from, into: to, progress: 7, traits: traits).backgroundColor == to.backgroundColor)
        #expect(NavigationBarAppearance.blending(from, into: to, progress: .nan, traits: traits).backgroundColor == from.backgroundColor)
    }

    @Test("With a large title the fade starts only once the title has collapsed and content passes under the bar")
    func largeTitleDelaysFade() {
        let (window, nav, root) = host(largeTitles: true)
        #expect(root.list.contentOffset.y == -116)
        root.list.contentOffset = CGPoint(x: 0, y: -64)
        #expect(nav.navigationBar.scrollEdgeTransitionProgress == 0)
        root.list.contentOffset = CGPoint(x: 0, y: -64 + NavigationBarMetrics.scrollEdgeTransitionDistance / 2)
        #expect(nav.navigationBar.scrollEdgeTransitionProgress == 0.5)
        _ = window
    }
}
