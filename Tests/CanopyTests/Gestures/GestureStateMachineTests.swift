import Canopy
import Foundation
import Testing

/// Records a recognizer's state after every action call.
final class StateLog {
    var states: [GestureRecognizer.State] = []
    func attach(_ r: GestureRecognizer) { r.addAction { [unowned self] g in states.append(g.state) } }
}

@Suite("Gesture recognizer state machines")
struct GestureStateMachineTests {
    @Test("A tap is recognized when the finger lifts, and the view's touch is cancelled instead of ended")
    func tapRecognized() throws {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 200, 200))
        w.addSubview(v)
        let log = StateLog()
        let tap = TapGestureRecognizer { _ in }
        log.attach(tap)
        v.addGestureRecognizer(tap)
        let t = try #require(w.beginTouch(at: P(10, 10)))
        #expect(tap.state == .possible)
        w.clock.advanceFrame()
        #expect(tap.state == .possible)
        w.endTouch(t)
        #expect(log.states == [.ended])
        #expect(tap.state == .possible)  // reset once the gesture finished and the finger lifted
        #expect(v.log == ["v began (10, 10) n=1", "v cancelled (10, 10) n=1"])
    }

    @Test("Without cancelsTouchesInView the view hears the touch end after the tap is recognized")
    func tapWithoutCancelling() {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 200, 200))
        w.addSubview(v)
        var fired = 0
        let tap = TapGestureRecognizer { _ in fired += 1 }
        tap.cancelsTouchesInView = false
        v.addGestureRecognizer(tap)
        w.tap(at: P(10, 10))
        #expect(fired == 1)
        #expect(v.log == ["v began (10, 10) n=1", "v ended (10, 10) n=1"])
    }

    @Test("delaysTouchesBegan holds the view's touches until the recognizer fails")
    func delaysBegan() throws {
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 300, 300))
        w.addSubview(v)
        let tap = TapGestureRecognizer { _ in }
        tap.delaysTouchesBegan = true
        v.addGestureRecognizer(tap)
        let t = try #require(w.beginTouch(at: P(10, 10)))
        #expect(v.log.isEmpty)
        w.moveTouch(t, to: P(40, 10))  // beyond the tap's allowable movement: it fails
        // The delayed began carries the touch as it is when delivered, as in UIKit.
        #expect(v.log == ["v began (40, 10) n=1", "v moved (40, 10) n=1"])
        w.endTouch(t)
        #expect(v.log.last == "v ended (40, 10) n=1")
    }

    @Test("A single tap waiting for a double tap fires only after the double tap's interval passes")
    func requireToFail() {
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(v)
        var fired: [String] = []
        let double = TapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer { _ in fired.append("single") }
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)

        w.perform(TouchSequence().down(at: P(50, 50)).hold(0.1).up())  // settles: the double tap times out
        #expect(fired == ["single"])
        fired = []
        w.tap(at: P(50, 50), count: 2)
        #expect(fired == ["double"])
    }

    @Test("The single tap is still possible during the double tap's interval, frame by frame")
    func requireToFailFrames() throws {
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(v)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let log = StateLog()
        let single = TapGestureRecognizer()
        log.attach(single)
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        let t = try #require(w.beginTouch(at: P(50, 50)))
        w.clock.advanceFrame()
        w.endTouch(t)
        let lifted = w.clock.now
        var frames = 0
        while log.states.isEmpty && frames < 60 {
            #expect(single.state == .possible)
            #expect(double.state == .possible)
            w.clock.advanceFrame()
            frames += 1
        }
        #expect(log.states == [.ended])
        let waited = w.clock.now - lifted
        #expect(waited >= TapGestureRecognizer.maximumTapInterval - 1e-9 && waited < TapGestureRecognizer.maximumTapInterval + w.clock.frameDuration)
    }

    @Test("A long press begins at its minimum duration, changes as the finger moves and ends on lift")
    func longPressFrames() throws {
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(v)
        let press = LongPressGestureRecognizer()
        let log = StateLog()
        log.attach(press)
        v.addGestureRecognizer(press)
        let t = try #require(w.beginTouch(at: P(50, 50)))
        let start = w.clock.now
        var began: TimeInterval?
        for _ in 0..<40 {
            w.clock.advanceFrame()
            if began == nil, press.state == .began { began = w.clock.now - start }
        }
        let b = try #require(began)
        #expect(b >= 0.5 - 1e-9 && b < 0.5 + w.clock.frameDuration)
        w.moveTouch(t, to: P(120, 50))
        #expect(press.state == .changed)
        w.endTouch(t)
        #expect(log.states == [.began, .changed, .ended])
        #expect(press.state == .possible)
    }

    @Test("A long press fails when the finger moves beyond its allowable movement first, or lifts early")
    func longPressFails() throws {
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(v)
        var fired = 0
        let press = LongPressGestureRecognizer { _ in fired += 1 }
        v.addGestureRecognizer(press)
        let t = try #require(w.beginTouch(at: P(50, 50)))
        w.moveTouch(t, to: P(50, 61))
        #expect(press.state == .failed)
        w.clock.advance(by: 1)
        w.endTouch(t)
        w.perform(TouchSequence().down(at: P(50, 50)).hold(0.3).up())
        #expect(fired == 0)
        w.perform(TouchSequence().down(at: P(50, 50)).hold(0.6).up())
        #expect(fired == 2)  // began, ended
    }

    @Test("A pan begins after ten points, reports translation and velocity, and honours setTranslation")
    func pan() throws {
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(v)
        let pan = PanGestureRecognizer()
        let log = StateLog()
        log.attach(pan)
        v.addGestureRecognizer(pan)
        let t = try #require(w.beginTouch(at: P(100, 100)))
        w.clock.advanceFrame()
        w.moveTouch(t, to: P(100, 109))
        #expect(pan.state == .possible)
        w.clock.advanceFrame()
        w.moveTouch(t, to: P(100, 110))
        #expect(pan.state == .began)
        #expect(pan.translation(in: v) == P(0, 10))
        for i in 1...6 {
            w.clock.advanceFrame()
            w.moveTouch(t, to: P(100, 110 + CGFloat(i) * 5))  // 5 points a frame: 300 pt/s
        }
        #expect(pan.translation(in: v) == P(0, 40))
        #expect(abs(pan.velocity(in: v).y - 300) < 1e-6)
        pan.setTranslation(.zero, in: v)
        #expect(pan.translation(in: v) == .zero)
        w.clock.advanceFrame()
        w.moveTouch(t, to: P(100, 145))
        #expect(pan.translation(in: v) == P(0, 5))
        w.endTouch(t)
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    }

    @Test("A swipe is recognized only in its direction, quickly enough")
    func swipe() {
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 320, 500))
        w.addSubview(v)
        var fired: [String] = []
        let left = SwipeGestureRecognizer { _ in fired.append("left") }
        left.direction = .left
        v.addGestureRecognizer(left)
        w.perform(TouchSequence().down(at: P(250, 100)).move(to: P(100, 100), over: 0.15).up())
        w.perform(TouchSequence().down(at: P(100, 100)).move(to: P(250, 100), over: 0.15).up())
        w.perform(TouchSequence().down(at: P(250, 100)).move(to: P(100, 100), over: 3).up())
        w.perform(TouchSequence().down(at: P(250, 100)).move(to: P(150, 200), over: 0.15).up())
        #expect(fired == ["left"])
    }

    @Test("A recognizer whose delegate refuses to begin fails, and the touch reaches the view")
    func delegateRefuses() {
        final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let w = touchWindow()
        let v = TouchRecorder("v", frame: R(0, 0, 300, 300))
        w.addSubview(v)
        var fired = 0
        let tap = TapGestureRecognizer { _ in fired += 1 }
        let delegate = No()
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        w.tap(at: P(5, 5))
        #expect(fired == 0)
        #expect(v.log == ["v began (5, 5) n=1", "v ended (5, 5) n=1"])
    }

    @Test("The deeper view's tap wins over its ancestor's unless the delegate allows both")
    func exclusionAndSimultaneity() {
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        let w = touchWindow()
        let outer = ViewNode(frame: R(0, 0, 300, 300))
        let inner = ViewNode(frame: R(0, 0, 100, 100))
        w.addSubview(outer)
        outer.addSubview(inner)
        var fired: [String] = []
        let outerTap = TapGestureRecognizer { _ in fired.append("outer") }
        let innerTap = TapGestureRecognizer { _ in fired.append("inner") }
        outer.addGestureRecognizer(outerTap)
        inner.addGestureRecognizer(innerTap)
        w.tap(at: P(10, 10))
        #expect(fired == ["inner"])
        fired = []
        let both = Both()
        outerTap.delegate = both
        w.tap(at: P(10, 10))
        #expect(fired == ["inner", "outer"])
    }

    @Test("Transitions UIKit does not allow are refused with a diagnostic and keep the state")
    func invalidTransitions() {
        let r = GestureRecognizer()
        let codes = Diagnostics.capture {
            r.state = .changed
            r.state = .cancelled
        }.map(\.code)
        #expect(codes == ["gesture.invalidTransition", "gesture.invalidTransition"])
        #expect(r.state == .possible)
        let selfCodes = Diagnostics.capture { r.require(toFail: r) }.map(\.code)
        #expect(selfCodes == ["gesture.selfRequirement"])
    }

    @Test("Target-action pairs call the method on a live target, skip a released one, and refuse nil")
    func targetAction() {
        final class Target {
            var count = 0
            func handle(_ g: GestureRecognizer) { count += 1 }
        }
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(v)
        let target = Target()
        let tap = TapGestureRecognizer(target: target, action: Target.handle)
        var released: Target? = Target()
        tap.addTarget(released, action: Target.handle)
        released = nil
        v.addGestureRecognizer(tap)
        w.tap(at: P(5, 5))
        #expect(target.count == 1)
        let codes = Diagnostics.capture { tap.addTarget(nil as Target?, action: Target.handle) }.map(\.code)
        #expect(codes == ["gesture.nilTarget"])
    }

    @Test("Disabling a recognizer mid-pan cancels it; removing it from its view mid-gesture never crashes")
    func disableMidGesture() throws {
        let w = touchWindow()
        let v = ViewNode(frame: R(0, 0, 300, 300))
        w.addSubview(v)
        let pan = PanGestureRecognizer()
        let log = StateLog()
        log.attach(pan)
        v.addGestureRecognizer(pan)
        let t = try #require(w.beginTouch(at: P(100, 100)))
        w.moveTouch(t, to: P(100, 130))
        pan.isEnabled = false
        #expect(log.states == [.began, .cancelled])
        w.moveTouch(t, to: P(100, 160))
        w.endTouch(t)
        pan.isEnabled = true
        let t2 = try #require(w.beginTouch(at: P(100, 100)))
        w.moveTouch(t2, to: P(100, 130))
        v.removeGestureRecognizer(pan)
        w.moveTouch(t2, to: P(100, 160))
        w.endTouch(t2)
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
    }
}
