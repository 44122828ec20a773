import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("§17.5 Shifting without and with a tracking scroll view")
struct ShiftingTests {
    @Test("V22 no tracking scroll view: on screen", arguments: Environment.allCases)
    func v22(env: Environment) {
        let (header, _) = env.makeHeader()
        #expect(!header.isShiftedOffscreen && header.frame.minY == 0)
    }

    @Test("V23 shifting off without animation", arguments: Environment.allCases)
    func v23(env: Environment) {
        let (header, _) = env.makeHeader()
        header.shiftHeaderOffScreen(animated: false)
        #expect(header.isShiftedOffscreen)
        #expect(header.frame.minY == -header.maximumHeight && header.frame.minY == env.pick(-56, -76))
        #expect(header.shadowOpacity == 0.4)
    }

    @Test("V24 shifting off with animation follows the per-frame law", arguments: Environment.allCases)
    func v24(env: Environment) {
        let (header, _) = env.makeHeader()
        header.shiftHeaderOffScreen(animated: true)
        #expect(header.isShiftedOffscreen && header.frame.minY == 0)
        header.frameClock.advanceFrame()
        #expect(approx(header.frame.minY, env.pick(-11.2, -15.2)))
        header.frameClock.advanceFrame()
        #expect(approx(header.frame.minY, env.pick(-20.16, -27.36)))
        let frames = header.frameClock.runUntilIdle()
        #expect(frames + 2 == env.pick(29, 30))
        #expect(header.frame.minY == env.pick(-56, -76))
    }

    @Test("V25 tracking a scroll view injects the maximum height", arguments: Environment.allCases)
    func v25(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled, height: 1000, contentHeight: 1000)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == 0)
        #expect(t.scrollView.contentInset.top == env.pick(56, 76))
    }

    @Test("V26 shifting off with a tracking scroll view hides the header", arguments: Environment.allCases)
    func v26(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled)
        t.header.shiftHeaderOffScreen(animated: false)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == env.pick(-56, -76) && t.header.isHidden)
    }

    @Test("V27 animated shifting reports shifted before any frame", arguments: Environment.allCases)
    func v27(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled, height: 1000, contentHeight: 1000)
        t.header.shiftHeaderOffScreen(animated: true)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == 0)
    }

    @Test("V28 offset 0: resting, over-extending at 100 %", arguments: Environment.allCases)
    func v28(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 0)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == 0)
        #expect(t.header.scrollPhase == .overExtending && t.header.scrollPhaseValue == env.pick(56, 76))
        #expect(t.header.scrollPhasePercentage == 1)
    }

    @Test("V29 offset 10: shifting by 10", arguments: Environment.allCases)
    func v29(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 0)
        t.scroll(to: 10)
        #expect(t.header.frame.minY == -10 && !t.header.isShiftedOffscreen)
        #expect(t.header.scrollPhase == .shifting && t.header.scrollPhaseValue == env.pick(46, 66))
        #expect(approx(t.header.scrollPhasePercentage, env.pick(0.178571, 0.131579), 1e-5))
        #expect(t.scrollView.scrollIndicatorInsets.top == env.pick(46, 66))
    }

    @Test("V30 offset maximum − 1: not yet shifted", arguments: Environment.allCases)
    func v30(env: Environment) {
        let t = TrackedHeader(env)
        let y = t.header.maximumHeight - 1
        t.scroll(to: y)
        #expect(t.header.frame.minY == -y && !t.header.isShiftedOffscreen)
    }

    @Test("V31 offset maximum: fully shifted and hidden", arguments: Environment.allCases)
    func v31(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: t.header.maximumHeight)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == env.pick(-56, -76) && t.header.isHidden)
        #expect(t.header.scrollPhasePercentage == 1 && t.scrollView.scrollIndicatorInsets.top == 0)
    }

    @Test("V32 V33 offset 400 keeps the anchor reserve; back to 0 restores", arguments: Environment.allCases)
    func v32v33(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 400)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == env.pick(-56, -76))
        #expect(t.header.shiftAccumulator == env.pick(231, 251))
        t.scroll(to: 0)
        #expect(!t.header.isShiftedOffscreen && t.header.frame.minY == 0 && !t.header.isHidden)
        #expect(t.scrollView.scrollIndicatorInsets.top == env.pick(56, 76))
    }

    @Test("V34 anchor with default importance", arguments: Environment.allCases)
    func v34(env: Environment) {
        let t = TrackedHeader(env)
        t.scroll(to: 400)
        t.scroll(to: 300)
        #expect(t.header.frame.minY == env.pick(-56, -76))
        t.scroll(to: 225)
        #expect(t.header.frame.minY == env.pick(-56, -76))
        t.scroll(to: 200)
        #expect(t.header.frame.minY == env.pick(-31, -51))
        t.scroll(to: 100)
        #expect(t.header.frame.minY == 0)
    }

    @Test("V35 anchor with high importance", arguments: Environment.allCases)
    func v35(env: Environment) {
        let t = TrackedHeader(env) { $0.headerContentImportance = .high }
        t.scroll(to: 400)
        #expect(t.header.shiftAccumulator == env.pick(81, 101))
        t.scroll(to: 375)
        #expect(t.header.frame.minY == env.pick(-56, -76))
        t.scroll(to: 360)
        #expect(t.header.frame.minY == env.pick(-41, -61))
    }

    @Test("V36 disabled: dragging back does not clear isShiftedOffscreen (W3 kept)", arguments: Environment.allCases)
    func v36(env: Environment) {
        let t = TrackedHeader(env, behavior: .disabled)
        t.scroll(to: 0)
        let max = t.header.maximumHeight
        t.header.shiftHeaderOffScreen(animated: false)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -max)
        t.scroll(to: max)
        #expect(t.header.isShiftedOffscreen && t.header.frame.minY == -max)
        t.scroll(to: 0)
        #expect(t.header.frame.minY == 0 && t.header.isShiftedOffscreen)
        t.scroll(to: max)
        #expect(t.header.frame.minY == 0 && t.header.isShiftedOffscreen)
    }

    @Test("V37 hideable ignores scrolling", arguments: Environment.allCases)
    func v37(env: Environment) {
        let t = TrackedHeader(env, behavior: .hideable)
        t.scroll(to: 0)
        let max = t.header.maximumHeight
        t.header.shiftHeaderOffScreen(animated: false)
        t.scroll(to: max)
        #expect(t.header.frame.minY == -max)
        t.scroll(to: 0)
        #expect(t.header.frame.minY == -max && t.header.isShiftedOffscreen)
    }

    @Test("V38 hideable with minimumHeaderViewHeight 32", arguments: Environment.allCases)
    func v38(env: Environment) {
        let t = TrackedHeader(env, behavior: .hideable) { $0.minimumHeaderViewHeight = 32 }
        t.scroll(to: 0)
        t.header.shiftHeaderOffScreen(animated: false)
        #expect(t.header.frame.minY == env.pick(-24, -44))
        t.scroll(to: t.header.maximumHeight)
        #expect(t.header.frame.minY == env.pick(-24, -44))
    }

    @Test("V39 paging scroll views do not shift", arguments: Environment.allCases)
    func v39(env: Environment) {
        let t = TrackedHeader(env)
        t.scrollView.isPagingEnabled = true
        t.scroll(to: 100)
        #expect(t.header.frame.minY == 0 && !t.header.isShiftedOffscreen)
    }

    @Test("V40 scrubbing only shrinks", arguments: Environment.allCases)
    func v40(env: Environment) {
        let t = TrackedHeader(env) { $0.trackingScrollViewIsBeingScrubbed = true }
        t.scroll(to: 30)
        #expect(t.header.frame.minY == -30)
        t.scroll(to: 10)
        #expect(t.header.frame.minY == -30)
    }
}
