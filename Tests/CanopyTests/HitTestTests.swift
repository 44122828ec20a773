import Canopy
import Foundation
import Testing

@Suite("Hit testing")
struct HitTestTests {
    func visibleWindow() -> WindowNode {
        let w = WindowNode(device: .iPhoneSE)
        w.makeKeyAndVisible()
        return w
    }

    @Test("The front-most eligible view wins")
    func frontMost() {
        let w = visibleWindow()
        let a = ViewNode(frame: R(0, 0, 200, 200)), b = ViewNode(frame: R(50, 50, 100, 100)), c = ViewNode(frame: R(100, 100, 100, 100))
        w.addSubview(a); a.addSubview(b); a.addSubview(c)
        #expect(w.hitTest(P(120, 120)) === c)
        c.isHidden = true
        #expect(w.hitTest(P(120, 120)) === b)
        c.isHidden = false
        c.alpha = 0.005
        #expect(w.hitTest(P(120, 120)) === b)
        c.alpha = 0.01
        #expect(w.hitTest(P(120, 120)) === c)
        c.isUserInteractionEnabled = false
        #expect(w.hitTest(P(120, 120)) === b)
    }

    @Test("Parts hanging outside the parent are never hit")
    func outsideParent() {
        for clips in [false, true] {
            let w = visibleWindow()
            let a = ViewNode(frame: R(0, 0, 200, 200)), d = ViewNode(frame: R(150, 150, 100, 100))
            a.clipsToBounds = clips
            w.addSubview(a); a.addSubview(d)
            #expect(w.hitTest(P(180, 180)) === d)
            #expect(w.hitTest(P(220, 220)) === w)
        }
    }

    @Test("Hit testing honours the scroll offset")
    func throughOffset() {
        let w = visibleWindow()
        let s = ScrollNode(frame: R(0, 0, 375, 667))
        s.contentSize = CGSize(width: 375, height: 2000)
        w.addSubview(s)
        s.contentOffset = P(0, 300)
        let e = ViewNode(frame: R(0, 350, 375, 100))
        s.addSubview(e)
        #expect(w.hitTest(P(10, 60)) === e)
        #expect(w.hitTest(P(10, 200)) === s)
    }

    @Test("A hidden window hits nothing")
    func hiddenWindow() {
        let w = WindowNode(device: .iPhoneSE)
        w.addSubview(ViewNode(frame: R(0, 0, 100, 100)))
        #expect(w.hitTest(P(10, 10)) == nil)
    }

    @Test("Hit testing honours transforms")
    func transformed() {
        let w = visibleWindow()
        let v = ViewNode()
        v.bounds = R(0, 0, 100, 100)
        v.center = P(200, 200)
        v.transform = AffineTransform(scaleByX: 2, byY: 2)
        w.addSubview(v)
        #expect(w.hitTest(P(110, 110)) === v)
        #expect(w.hitTest(P(90, 90)) === w)
    }
}
