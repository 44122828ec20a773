import Canopy
import FlexibleHeader
import Foundation
import Testing

@Suite("Header touch forwarding with real touches")
struct HeaderTouchForwardingTests {
    final class Recorder: ViewNode {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { phases.append("began") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { phases.append("ended") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { phases.append("cancelled") }
    }

    func scene() -> (WindowNode, ScrollNode, FlexibleHeaderView, Recorder, Recorder) {
        let w = WindowNode(device: .iPhoneSE)
        w.makeKeyAndVisible()
        let sv = ScrollNode(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        sv.contentSize = CGSize(width: 320, height: 3000)
        w.addSubview(sv)
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        header.trackingScrollView = sv
        w.addSubview(header)
        let forwarded = Recorder(frame: CGRect(x: 0, y: 20, width: 100, height: 30))
        let kept = Recorder(frame: CGRect(x: 200, y: 20, width: 100, height: 30))
        header.addSubview(forwarded)
        header.addSubview(kept)
        header.forwardTouchEvents(for: forwarded)
        return (w, sv, header, forwarded, kept)
    }

    @Test("Dragging on the header's background scrolls its tracking scroll view")
    func dragOnBackgroundScrolls() {
        let (w, sv, _, _, _) = scene()
        w.perform(TouchSequence().down(at: CGPoint(x: 150, y: 30)).move(to: CGPoint(x: 150, y: -0.0 + 1), over: 0.3).hold(0.05).up())
        // Finger moved 29 points up; the first 10 are the pan's hysteresis.
        #expect(sv.contentOffset.y >= 19)
    }

    @Test("A forwarded subview's touches go to the scroll view; a subview not forwarded keeps its own")
    func forwardedAndKeptSubviews() {
        let (w, sv, _, forwarded, kept) = scene()
        w.tap(at: CGPoint(x: 50, y: 35))
        #expect(forwarded.phases.isEmpty)
        w.tap(at: CGPoint(x: 250, y: 35))
        #expect(kept.phases == ["began", "ended"])
        w.perform(TouchSequence().down(at: CGPoint(x: 50, y: 40)).move(to: CGPoint(x: 50, y: 1), over: 0.2).hold(0.05).up())
        #expect(sv.contentOffset.y >= 29)
        #expect(forwarded.phases.isEmpty)
    }
}
