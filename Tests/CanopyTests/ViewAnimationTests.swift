import Canopy
import Foundation
import Testing

@Suite("View animations on the frame clock")
struct ViewAnimationTests {
    /// A window with one 100×100 view at the origin.
    private func scene() -> (WindowNode, ViewNode) {
        let window = WindowNode(device: .iPhoneSE)
        let view = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    @Test("The model takes the new value at once while the drawn value follows the curve")
    func modelAtOncePresentationEased() {
        let (window, view) = scene()
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        #expect(view.center.x == 150)
        #expect(view.presentation.center.x == 50)
        window.clock.advance(by: 0.25)
        #expect(abs(view.presentation.center.x - 75) < 1e-6)
        window.clock.advance(by: 0.75)
        #expect(view.presentation.center.x == 150)
        #expect(!view.isAnimating)
    }

    @Test("The default curve eases in and out: half the distance at half the time, less at a quarter")
    func defaultCurve() {
        let (window, view) = scene()
        ViewNode.animate(withDuration: 1, animations: { view.alpha = 0 })
        window.clock.advance(by: 0.5)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-6)
        let (window2, view2) = scene()
        ViewNode.animate(withDuration: 1, animations: { view2.alpha = 0 })
        window2.clock.advance(by: 0.25)
        // Ease-in-ease-out has covered less than a quarter of the way a quarter of the time in.
        #expect(view2.presentation.alpha > 0.75)
    }

    @Test("The completion runs once, with true, after the duration; the clock is then idle")
    func completionOnce() {
        let (window, view) = scene()
        var calls: [Bool] = []
        ViewNode.animate(withDuration: 0.2, animations: { view.frame.origin.y = 40 }, completion: { calls.append($0) })
        #expect(!window.clock.isIdle)
        window.clock.advance(by: 0.1)
        #expect(calls.isEmpty)
        _ = window.clock.runUntilIdle()
        #expect(calls == [true])
        #expect(window.clock.isIdle)
        #expect(view.presentation.center == view.center && view.presentation.bounds == view.bounds)
    }

    @Test("During the delay the old value is drawn")
    func delayShowsOldValue() {
        let (window, view) = scene()
        ViewNode.animate(withDuration: 0.2, delay: 0.3, options: [], animations: { view.alpha = 0 })
        window.clock.advance(by: 0.2)
        #expect(view.presentation.alpha == 1)
        _ = window.clock.runUntilIdle()
        #expect(view.presentation.alpha == 0)
    }

    @Test("A second animation of the same property adds to the first: nothing jumps")
    func additiveNoJump() {
        let (window, view) = scene()
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        window.clock.advance(by: 0.5)
        let before = view.presentation.center.x
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 0 })
        #expect(abs(view.presentation.center.x - before) < 1e-6)
        _ = window.clock.runUntilIdle()
        #expect(view.presentation.center.x == 0)
    }

    @Test("beginFromCurrentState starts from what is drawn and ends the earlier animation unfinished")
    func beginFromCurrentState() {
        let (window, view) = scene()
        var first: Bool?
        ViewNode.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 }, completion: { first = $0 })
        window.clock.advance(by: 0.5)
        let drawn = view.presentation.center.x
        ViewNode.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear], animations: { view.center.x = 0 })
        #expect(abs(view.presentation.center.x - drawn) < 1e-6)
        window.clock.advance(by: 0.5)
        #expect(abs(view.presentation.center.x - drawn / 2) < 1e-6)
        _ = window.clock.runUntilIdle()
        #expect(first == false)
    }

    @Test("Removing a view's animations draws the model at once and completes them with false")
    func removeAll() {
        let (window, view) = scene()
        var done: Bool?
        ViewNode.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { done = $0 })
        window.clock.advance(by: 0.3)
        view.removeAllAnimations()
        #expect(view.presentation.alpha == 0.2)
        _ = window.clock.runUntilIdle()
        #expect(done == false)
    }

    @Test("A repeating, autoreversing animation swings back and forth until removed")
    func repeatAutoreverse() {
        let (window, view) = scene()
        var done: Bool?
        ViewNode.animate(
            withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 },
            completion: { done = $0 })
        window.clock.advance(by: 0.25)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-6)
        window.clock.advance(by: 0.5)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-6)  // on its way back
        window.clock.advance(by: 0.25)
        #expect(abs(view.presentation.alpha - 1) < 1e-6)  // a whole cycle: back at the start
        #expect(window.clock.runUntilIdle(maxFrames: 600) == 600)
        #expect(done == nil)
        view.removeAllAnimations()
        _ = window.clock.runUntilIdle()
        #expect(done == false)
        #expect(window.clock.isIdle)
    }

    @Test("An autoreversing animation ends showing the model value")
    func autoreverseEndsAtModel() {
        let (window, view) = scene()
        ViewNode.animate(withDuration: 0.2, delay: 0, options: .autoreverse, animations: { view.alpha = 0.4 })
        window.clock.advance(by: 0.39)
        #expect(view.presentation.alpha > 0.9)
        _ = window.clock.runUntilIdle()
        #expect(view.presentation.alpha == 0.4)
    }

    @Test("Changes without animation, or with animations disabled, are drawn at once")
    func withoutAnimation() {
        let (window, view) = scene()
        var done: Bool?
        ViewNode.animate(withDuration: 1, animations: { ViewNode.performWithoutAnimation { view.alpha = 0.5 } }, completion: { done = $0 })
        #expect(view.presentation.alpha == 0.5)
        #expect(!view.isAnimating)
        ViewNode.setAnimationsEnabled(false)
        defer { ViewNode.setAnimationsEnabled(true) }
        #expect(!ViewNode.areAnimationsEnabled)
        ViewNode.animate(withDuration: 1, animations: { view.center.y = 10 })
        #expect(view.presentation.center.y == 10)
        window.clock.advanceFrame()
        #expect(done == true)
    }

    @Test("A nested animation inherits the enclosing duration unless it overrides it")
    func nestedInherits() {
        let (window, view) = scene()
        let other = ViewNode(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        window.addSubview(other)
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.alpha = 0
            ViewNode.animate(withDuration: 0.1, animations: { other.alpha = 0 })
        }
        window.clock.advance(by: 0.5)
        #expect(abs(other.presentation.alpha - 0.5) < 1e-6)
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            ViewNode.animate(withDuration: 0.1, delay: 0, options: .overrideInheritedDuration, animations: { view.center.x = 0 })
        }
        window.clock.advance(by: 0.1)
        #expect(view.presentation.center.x == 0)
    }

    @Test("A background colour fades through the colours between")
    func colourFade() {
        let (window, view) = scene()
        view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        ViewNode.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = Color(red: 0, green: 0, blue: 1) })
        window.clock.advance(by: 0.5)
        let drawn = view.presentation.backgroundColor
        #expect(drawn.map { abs($0.red - 0.5) < 1e-6 && abs($0.blue - 0.5) < 1e-6 } == true)
    }

    @Test("A negative or non-finite duration is refused with a diagnostic; the change applies at once")
    func invalidTiming() {
        let (window, view) = scene()
        var done: Bool?
        let diagnostics = Diagnostics.capture {
            ViewNode.animate(withDuration: .nan, animations: { view.alpha = 0.3 }, completion: { done = $0 })
            ViewNode.animate(withDuration: 1, delay: -1, options: [], animations: { view.alpha = 0.3 })
        }
        #expect(diagnostics.map(\.code) == ["animation.invalidTiming", "animation.invalidTiming"])
        #expect(diagnostics.first?.message.contains("nan") == true)
        #expect(view.presentation.alpha == 0.3)
        window.clock.advanceFrame()
        #expect(done == true)
    }

    @Test("Releasing the window mid-animation completes it once with false")
    func windowReleased() {
        var done: [Bool] = []
        do {
            let (window, view) = scene()
            ViewNode.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { done.append($0) })
            window.clock.advance(by: 0.2)
        }
        #expect(done == [false])
    }

    @Test("Springs settle at their target; a light one overshoots on the way")
    func springs() {
        let light = AnimationCurve.spring(dampingRatio: 0.3, initialVelocity: 0)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { light.value(at: $0, duration: 0.5) }
        #expect(samples.max()! > 1.05)
        #expect(samples.last == 1)
        let critical = AnimationCurve.spring(dampingRatio: 1, initialVelocity: 0)
        let criticalSamples = stride(from: 0.0, through: 1.0, by: 0.01).map { critical.value(at: $0, duration: 0.5) }
        #expect(criticalSamples.allSatisfy { $0 <= 1 + 1e-9 })
        #expect(abs(criticalSamples[99] - 1) < 0.01)
    }

    @Test("Bézier presets match Core Animation's published curves at known points")
    func bezierPresets() {
        #expect(AnimationCurve.linear.value(at: 0.3, duration: 1) == 0.3)
        #expect(abs(AnimationCurve.easeInOut.value(at: 0.5, duration: 1) - 0.5) < 1e-9)
        // The ease-in curve (0.42, 0) (1, 1) reaches about 0.315 at half time.
        #expect(abs(AnimationCurve.easeIn.value(at: 0.5, duration: 1) - 0.3153) < 1e-3)
        #expect(abs(AnimationCurve.easeOut.value(at: 0.5, duration: 1) - 0.6847) < 1e-3)
    }
}
