import Canopy
import Foundation
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("Frame derives from bounds and center, and a size change grows around the centre")
    func frameBoundsCenter() {
        let v = ViewNode(frame: R(10, 20, 100, 50))
        #expect(v.bounds == R(0, 0, 100, 50))
        #expect(v.center == P(60, 45))
        v.bounds.size = CGSize(width: 200, height: 100)
        #expect(v.frame == R(-40, -5, 200, 100))
        #expect(v.center == P(60, 45))
    }

    @Test("A transformed frame is the bounding box of the transformed bounds")
    func transformedFrame() {
        let v = ViewNode()
        v.bounds = R(0, 0, 100, 100)
        v.center = P(50, 50)
        v.transform = AffineTransform(scaleByX: 2, byY: 2)
        #expect(v.frame == R(-50, -50, 200, 200))
        #expect(v.bounds == R(0, 0, 100, 100))
        let r = ViewNode()
        r.bounds = R(0, 0, 100, 50)
        r.center = P(100, 100)
        r.transform = AffineTransform(rotationByRadians: .pi / 2)
        #expect(close(r.frame, R(75, 50, 50, 100)))
    }

    @Test("Setting the frame with a transform assigns bounds size and centre, keeping bounds origin")
    func frameSetterWithTransform() {
        let v = ViewNode(frame: R(0, 0, 10, 10))
        v.bounds.origin = P(3, 4)
        v.transform = AffineTransform(scaleByX: 2, byY: 2)
        v.frame = R(0, 0, 20, 20)
        #expect(v.bounds == R(3, 4, 20, 20))
        #expect(v.center == P(10, 10))
        #expect(v.frame == R(-10, -10, 40, 40))
    }

    @Test("A bounds origin shifts children in conversions")
    func boundsOriginShiftsChildren() {
        let r = ViewNode(frame: R(0, 0, 300, 300))
        let p = ViewNode(frame: R(0, 0, 300, 300))
        p.bounds.origin = P(0, 100)
        let c = ViewNode(frame: R(10, 150, 50, 50))
        r.addSubview(p)
        p.addSubview(c)
        #expect(c.convert(P(0, 0), to: r) == P(10, 50))
        #expect(r.convert(P(10, 50), to: c) == P(0, 0))
    }

    @Test("Conversion through a scale maps points and rects both ways")
    func conversionThroughScale() {
        let p = ViewNode(frame: R(0, 0, 400, 400))
        let v = ViewNode()
        v.bounds = R(0, 0, 100, 100)
        v.center = P(200, 200)
        v.transform = AffineTransform(scaleByX: 2, byY: 2)
        p.addSubview(v)
        #expect(v.convert(P(0, 0), to: p) == P(100, 100))
        #expect(v.convert(P(100, 100), to: p) == P(300, 300))
        #expect(v.convert(R(0, 0, 10, 10), to: p) == R(100, 100, 20, 20))
        #expect(v.convert(P(150, 250), from: p) == P(25, 75))
    }

    @Test("A rect through a rotation converts to its bounding box")
    func rectThroughRotation() {
        let root = ViewNode(frame: R(0, 0, 400, 400))
        let v = ViewNode()
        v.bounds = R(0, 0, 100, 50)
        v.center = P(100, 100)
        v.transform = AffineTransform(rotationByRadians: .pi / 2)
        root.addSubview(v)
        #expect(close(v.convert(v.bounds, to: root), R(75, 50, 50, 100)))
    }

    @Test("A header translated by the scroll offset stays at the top of the window")
    func headerPinnedInScrollNode() {
        let w = WindowNode(device: .iPhoneSE)
        let s = ScrollNode(frame: R(0, 0, 375, 667))
        s.contentSize = CGSize(width: 375, height: 2000)
        w.addSubview(s)
        s.contentOffset = P(0, 300)
        let h = ViewNode()
        h.bounds = R(0, 0, 375, 76)
        h.center = P(187.5, 38)
        h.transform = AffineTransform(translationByX: 0, byY: 300)
        s.addSubview(h)
        #expect(h.frame == R(0, 300, 375, 76))
        #expect(h.convert(h.bounds, to: nil) == R(0, 0, 375, 76))
        s.contentOffset = P(0, 450)
        h.transform = AffineTransform(translationByX: 0, byY: 450)
        #expect(h.convert(h.bounds, to: nil) == R(0, 0, 375, 76))
    }

    @Test("A non-invertible transform on the way down yields NaN and a null rect")
    func nonInvertibleConversion() {
        let root = ViewNode(frame: R(0, 0, 100, 100))
        let v = ViewNode(frame: R(0, 0, 10, 10))
        v.transform = AffineTransform(scaleByX: 0, byY: 1)
        root.addSubview(v)
        #expect(v.convert(P(1, 1), from: root).x.isNaN)
        #expect(v.convert(R(0, 0, 1, 1), from: root).isNull)
    }

    @Test("Converting between two separate trees goes through each root's frame")
    func separateTrees() {
        let a = ViewNode(frame: R(10, 10, 100, 100))
        let b = ViewNode(frame: R(50, 0, 100, 100))
        #expect(a.convert(P(0, 0), to: b) == P(-40, 10))
    }

    @Test("Non-finite and negative geometry is refused and the old state kept")
    func badGeometryRefused() {
        let v = ViewNode(frame: R(0, 0, 10, 10))
        v.accessibilityIdentifier = "box"
        let d = Diagnostics.capture {
            v.frame = R(.nan, 0, 10, 10)
            v.bounds = R(0, 0, -5, 10)
            v.center = P(.infinity, 0)
            v.transform = AffineTransform(m11: .nan, m12: 0, m21: 0, m22: 1, tX: 0, tY: 0)
            v.alpha = .nan
            v.cornerRadius = .infinity
        }
        #expect(
            d.map(\.code) == [
                "geometry.nonFinite", "geometry.negativeSize", "geometry.nonFinite", "geometry.nonFinite", "geometry.nonFinite", "geometry.nonFinite",
            ])
        #expect(d.allSatisfy { $0.message.contains("ViewNode 'box'") })
        #expect(d[1].message.contains("-5"))
        #expect(v.frame == R(0, 0, 10, 10))
        #expect(v.transform == .identity)
        #expect(v.alpha == 1)
        #expect(v.cornerRadius == 0)
    }

    @Test("Alpha is stored clamped to 0...1")
    func alphaClamped() {
        let v = ViewNode()
        v.alpha = 2
        #expect(v.alpha == 1)
        v.alpha = -1
        #expect(v.alpha == 0)
    }

    @Test("Layout margins add the safe area when asked")
    func layoutMargins() {
        let w = WindowNode(device: .iPhoneSE)
        let v = ViewNode(frame: R(0, 0, 100, 100))
        w.addSubview(v)
        #expect(v.safeAreaInsets == I(20, 0, 0, 0))
        #expect(v.layoutMarginsGuide.layoutFrame == R(8, 28, 84, 64))
        v.insetsLayoutMarginsFromSafeArea = false
        #expect(v.layoutMarginsGuide.layoutFrame == R(8, 8, 84, 84))
    }
}
