import Canopy
import Foundation
import Testing

/// Found by the tree fuzz: finite inputs whose results overflow are refused or saturated.
@Suite("Overflowing geometry")
struct OverflowingGeometryTests {
    @Test("A transform whose frame would overflow is refused, leaving the view as it was")
    func overflowingTransformRefused() {
        let v = ViewNode(frame: CGRect(x: 0, y: 0, width: 195, height: 100))
        v.center = CGPoint(x: 1e308, y: 0)
        let d = Diagnostics.capture { v.transform = AffineTransform(m11: 195, m12: 0, m21: 0, m22: 2, tX: 1.7e308, tY: 0) }
        #expect(d.map(\.code) == ["geometry.nonFinite"])
        #expect(v.transform == .identity)
        #expect(v.frame.isFiniteRect)
    }

    @Test("A centre whose frame would overflow is refused")
    func overflowingCenterRefused() {
        let v = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = AffineTransform(translationByX: 1e308, byY: 0)
        let d = Diagnostics.capture { v.center = CGPoint(x: 1e308, y: 0) }
        #expect(d.map(\.code) == ["geometry.nonFinite"])
        #expect(v.center == CGPoint(x: 5, y: 5))
    }

    @Test("A scroll node's adjusted inset saturates instead of overflowing")
    func adjustedInsetSaturates() {
        let window = WindowNode(device: .iPhoneSE)
        window.makeKeyAndVisible()
        let scroll = ScrollNode(frame: CGRect(x: 0, y: -1.6e308, width: 375, height: 1.7e308))
        scroll.contentInsetAdjustmentBehavior = .always
        window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 1.7e308, left: 0, bottom: 0, right: 0)
        #expect(scroll.safeAreaInsets.top > 1e308)
        #expect(scroll.adjustedContentInset.top == .greatestFiniteMagnitude)
        #expect(scroll.minimumContentOffset.y.isFinite)
    }
}
