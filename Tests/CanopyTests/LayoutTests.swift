import Canopy
import Foundation
import Testing

@Suite("Layout")
struct LayoutTests {
    /// Controller K with root view R ⊃ A ⊃ A1, all logging.
    func makeTree(_ log: Log) -> (LoggingController, LoggingView, LoggingView) {
        let k = LoggingController("K", log: log)
        let r = k.view as! LoggingView
        let a = LoggingView("A", log: log), a1 = LoggingView("A1", log: log)
        r.addSubview(a); a.addSubview(a1)
        return (k, a, a1)
    }

    @Test("A pass runs parents first and the controller hooks around the root view")
    func passOrder() {
        let log = Log()
        let (k, _, _) = makeTree(log)
        _ = log.take()
        k.view.layoutIfNeeded()
        #expect(
            log.take() == [
                "K.viewWillLayoutSubviews()", "K.view.layoutSubviews()", "K.viewDidLayoutSubviews()", "A.layoutSubviews()", "A1.layoutSubviews()",
            ])
        k.view.layoutIfNeeded()
        #expect(log.take().isEmpty)
    }

    @Test("layoutIfNeeded walks up to the highest dirty ancestor")
    func walkUp() {
        let log = Log()
        let (k, a, a1) = makeTree(log)
        k.view.layoutIfNeeded()
        _ = log.take()
        a.setNeedsLayout(); a1.setNeedsLayout(); a1.layoutIfNeeded()
        #expect(log.take() == ["A.layoutSubviews()", "A1.layoutSubviews()"])
    }

    @Test("A view re-dirtied during its own layout waits for the next pass")
    func redirty() {
        let log = Log()
        let a = LoggingView("A", log: log)
        var runs = 0
        a.onLayout = { v in
            runs += 1; v.setNeedsLayout(); v.layoutIfNeeded()
        }
        a.layoutIfNeeded()
        #expect(runs == 1)
        #expect(a.needsLayout)
    }

    func autoresized(_ mask: AutoresizingMask, x: CGFloat, w: CGFloat, from: CGFloat, to: CGFloat) -> (CGFloat, CGFloat) {
        let sup = ViewNode(frame: R(0, 0, from, 100))
        let v = ViewNode(frame: R(x, 0, w, 100))
        v.autoresizingMask = mask
        sup.addSubview(v)
        sup.frame = R(0, 0, to, 100)
        return (v.frame.minX, v.frame.width)
    }

    @Test(
        "Horizontal autoresizing distributes the change proportionally",
        arguments: [
            (AutoresizingMask.flexibleWidth, 10.0, 300.0, 320.0, 480.0, 10.0, 460.0),
            ([.flexibleLeftMargin, .flexibleRightMargin], 20, 270, 320, 440, 68, 270),
            ([.flexibleLeftMargin, .flexibleWidth], 20, 80, 320, 420, 40, 160),
            ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 40, 80, 320, 480, 60, 120),
            ([.flexibleLeftMargin, .flexibleRightMargin], 0, 100, 100, 200, 50, 100),
            ([], 10, 100, 320, 480, 10, 100),
        ] as [(AutoresizingMask, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
    func horizontal(_ c: (AutoresizingMask, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) {
        let (x, w) = autoresized(c.0, x: c.1, w: c.2, from: c.3, to: c.4)
        #expect(close(x, c.5) && close(w, c.6))
    }

    @Test("Vertical autoresizing, and none at all when autoresizesSubviews is off")
    func vertical() {
        func run(_ mask: AutoresizingMask, enabled: Bool = true) -> CGRect {
            let sup = ViewNode(frame: R(0, 0, 100, 600))
            sup.autoresizesSubviews = enabled
            let v = ViewNode(frame: R(0, 100, 100, 300))
            v.autoresizingMask = mask
            sup.addSubview(v)
            sup.frame = R(0, 0, 100, 750)
            return v.frame
        }
        #expect(run([.flexibleTopMargin, .flexibleBottomMargin]) == R(0, 150, 100, 300))
        #expect(run([.flexibleHeight]) == R(0, 100, 100, 450))
        #expect(run([.flexibleTopMargin]).minY == 250)
        let both = run([.flexibleTopMargin, .flexibleHeight])
        #expect(close(both.minY, 137.5) && close(both.height, 412.5))
        #expect(run([.flexibleHeight], enabled: false) == R(0, 100, 100, 300))
    }

    @Test("Autoresizing a transformed view keeps its transform")
    func autoresizeTransformed() {
        let sup = ViewNode(frame: R(0, 0, 100, 100))
        let v = ViewNode(frame: R(10, 10, 80, 80))
        v.autoresizingMask = [.flexibleWidth]
        v.transform = AffineTransform(scaleByX: 0.5, byY: 0.5)
        sup.addSubview(v)
        sup.frame = R(0, 0, 200, 100)
        #expect(v.bounds.size == CGSize(width: 180, height: 80))
        #expect(v.center == P(100, 50))
        #expect(v.transform == AffineTransform(scaleByX: 0.5, byY: 0.5))
    }

    @Test("sizeToFit keeps the top-left corner")
    func sizeToFit() {
        final class Fixed: ViewNode {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 50, height: 40) }
        }
        let v = Fixed(frame: R(10, 20, 100, 30))
        v.sizeToFit()
        #expect(v.frame == R(10, 20, 50, 40))
        #expect(v.center == P(35, 40))
        let plain = ViewNode(frame: R(0, 0, 12, 34))
        #expect(plain.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 12, height: 34))
    }

    @Test("A bounds-size change marks the view dirty but a move does not")
    func dirtyRules() {
        let p = ViewNode(frame: R(0, 0, 100, 100))
        let v = ViewNode(frame: R(0, 0, 10, 10))
        p.addSubview(v)
        p.layoutIfNeeded()
        v.center = P(40, 40)
        #expect(!v.needsLayout)
        v.bounds.size = CGSize(width: 20, height: 20)
        #expect(v.needsLayout)
    }
}
