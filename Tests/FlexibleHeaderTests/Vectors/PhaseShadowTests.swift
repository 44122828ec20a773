import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Phase, shadow, alpha")
struct PhaseShadowTests {
    /// Flag off, heights 50/100, disabled, 100×250 scroll view at offset −max, one did-scroll.
    static func setup(_ env: Environment, configure: (FlexibleHeaderView) -> Void = { _ in }) -> TrackedHeader {
        let t = TrackedHeader(env, behavior: .disabled, height: 250, contentHeight: 1000) {
            $0.minMaxHeightIncludesSafeArea = false
            $0.minimumHeight = 50
            $0.maximumHeight = 100
            configure($0)
        }
        t.scroll(to: env.pick(-100, -120))
        return t
    }

    @Test("Phase, percentage, shadow and indicator inset follow the header height", arguments: Environment.allCases)
    func phaseAndShadowFollowHeight(env: Environment) {
        let t = Self.setup(env)
        typealias Row = (offset: CGFloat, h: CGFloat, phase: FlexibleHeaderView.ScrollPhase, pct: CGFloat, opacity: Float)
        let rows: [Row] = [
            (env.pick(-100, -120), env.pick(100, 120), .overExtending, 1, 0),
            (env.pick(-80, -100), env.pick(80, 100), .collapsing, 0.6, 0),
            (env.pick(-46, -66), env.pick(50, 70), .collapsing, 0, 0.2),
            (0, env.pick(50, 70), .collapsing, 0, 0.4),
            (env.pick(-120, -140), env.pick(120, 140), .overExtending, env.pick(1.2, 1.166667), 0),
        ]
        for row in rows {
            t.scroll(to: row.offset)
            #expect(t.header.frame.height == row.h, "offset \(row.offset)")
            #expect(t.header.scrollPhase == row.phase && t.header.scrollPhaseValue == row.h)
            #expect(approx(t.header.scrollPhasePercentage, row.pct, 1e-5))
            #expect(abs(t.header.shadowOpacity - row.opacity) < 1e-6)
            #expect(t.scrollView.scrollIndicatorInsets.top == row.h)
        }
    }

    @Test("Without over-extension the height stops at the maximum", arguments: Environment.allCases)
    func heightStopsAtMaximumWithoutOverExtension(env: Environment) {
        let t = Self.setup(env) { $0.canOverExtend = false }
        t.scroll(to: env.pick(-120, -140))
        #expect(t.header.frame.height == env.pick(100, 120) && t.header.scrollPhasePercentage == 1)
    }

    @Test("In front of infinite content the shadow shows at rest", arguments: Environment.allCases)
    func shadowShowsAtRestInFrontOfInfiniteContent(env: Environment) {
        let t = Self.setup(env) { $0.isInFrontOfInfiniteContent = true }
        t.scroll(to: env.pick(-100, -120))
        #expect(t.header.shadowOpacity == 0.4)
    }

    @Test("Without a tracking scroll view the shadow follows isInFrontOfInfiniteContent and visibleShadowOpacity")
    func shadowWithoutTrackingScrollView() {
        let header = FlexibleHeaderView()
        #expect(header.shadowOpacity == 0)
        header.isInFrontOfInfiniteContent = true
        #expect(header.shadowOpacity == 0.4)
        header.isInFrontOfInfiniteContent = false
        #expect(header.shadowOpacity == 0)
        header.visibleShadowOpacity = 0.3
        #expect(header.shadowOpacity == 0.3)
    }

    @Test("Untracking resets the shadow per resetShadowAfterTrackingScrollViewIsReset", arguments: Environment.allCases)
    func untrackingResetsShadowWhenAsked(env: Environment) {
        for reset in [false, true] {
            let t = Self.setup(env) { $0.resetShadowAfterTrackingScrollViewIsReset = reset }
            t.header.trackingScrollView = nil
            #expect(t.header.shadowOpacity == (reset ? 0 : 0.4))
        }
    }

    @Test("A custom shadow layer receives colour and intensity", arguments: Environment.allCases)
    func customShadowLayerReceivesColourAndIntensity(env: Environment) {
        let t = Self.setup(env)
        let layer = ViewNode()
        var received: [(ViewNode?, CGFloat)] = []
        t.header.setShadowLayer(layer) { received.append(($0, $1)) }
        #expect(t.header.shadowLayer === layer && t.header.shadowOpacity == 0)
        t.header.shadowColor = .blue
        t.header.setNeedsLayout()
        t.header.layoutIfNeeded()
        #expect(layer.shadowColor == .blue)
        t.scroll(to: 0)
        #expect(received.last?.0 === layer && received.last?.1 == 1)
        t.header.shadowLayer = nil
        #expect(t.header.shadowLayer == nil)
    }

    @Test("Views hidden when shifted fade out over the first half of the shift", arguments: Environment.allCases)
    func hiddenViewsFadeOverFirstHalfOfShift(env: Environment) {
        let t = TrackedHeader(env)
        let v = ViewNode()
        t.header.hideViewWhenShifted(v)
        t.scroll(to: env.pick(14, 19))
        #expect(approx(v.alpha, 0.5))
        t.scroll(to: env.pick(28, 38))
        #expect(v.alpha == 0)
        t.scroll(to: 0)
        #expect(v.alpha == 1)
        t.header.stopHidingViewWhenShifted(v)
        t.scroll(to: 50)
        #expect(v.alpha == 1)
    }
}
