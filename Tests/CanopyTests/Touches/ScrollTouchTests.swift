import Canopy
import Foundation
import Testing

@Suite("Scrolling by touch")
struct ScrollTouchTests {
    func scene() -> (WindowNode, ScrollNode, TouchRecorder) {
        let w = touchWindow()
        let sv = ScrollNode(frame: R(0, 0, 320, 568))
        sv.contentSize = CGSize(width: 320, height: 5000)
        let cell = TouchRecorder("cell", frame: R(0, 0, 320, 5000))
        sv.addSubview(cell)
        w.addSubview(sv)
        return (w, sv, cell)
    }

    @Test("A finger dragging up scrolls the content by the distance moved after the pan began, and the content's touch is cancelled")
    func dragScrolls() throws {
        let (w, sv, cell) = scene()
        let t = try #require(w.beginTouch(at: P(100, 400)))
        for i in 1...20 {
            w.clock.advanceFrame()
            w.moveTouch(t, to: P(100, 400 - CGFloat(i) * 10))
        }
        #expect(sv.isDragging)
        // The pan began at 10 points of travel; the 190 after it scrolled the content.
        #expect(sv.contentOffset.y == 190)
        #expect(cell.log.first == "cell began (100, 400) n=1")
        #expect(cell.log.last?.hasPrefix("cell cancelled") == true)
        w.endTouch(t)
        #expect(!sv.isDragging)
        #expect(sv.isDecelerating)  // released at 600 pt/s
        w.clock.runUntilIdle()
        #expect(sv.contentOffset.y > 190)
    }

    @Test("A tap on a decelerating scroll node stops it where it is, and the content under the finger hears nothing")
    func tapStopsFling() {
        let (w, sv, cell) = scene()
        sv.simulateSwipe(distance: -300, duration: 0.1)
        w.clock.advance(by: 0.1)
        #expect(sv.isDecelerating)
        cell.log = []
        let offset = sv.contentOffset.y
        w.tap(at: P(100, 300))
        #expect(!sv.isDecelerating)
        #expect(sv.contentOffset.y == offset)
        #expect(cell.log.isEmpty)
        w.tap(at: P(100, 300))
        #expect(cell.log.count == 2)  // at rest, taps reach the content again
    }

    @Test("A scroll node with scrolling turned off does not pan, and its content keeps the touch")
    func scrollDisabled() throws {
        let (w, sv, cell) = scene()
        w.tap(at: P(5, 5))  // the pan exists from the first touch on
        sv.isScrollEnabled = false
        w.perform(TouchSequence().down(at: P(100, 400)).move(to: P(100, 200), over: 0.2).up())
        #expect(sv.contentOffset.y == 0)
        #expect(cell.log.last?.hasPrefix("cell ended") == true)
    }
}
