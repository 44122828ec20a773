import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Snapping released drags and flings to detents")
struct SnappingTests {
    /// The heights a header at `detent` has in the host.
    static func isExactlyAt(_ detent: HeaderDetent, _ host: DetentHost) -> Bool {
        let frame = host.header.frame
        switch detent {
        case .expanded: return frame.minY == 0 && frame.height == DetentHost.maximum
        case .collapsed: return frame.minY == 0 && frame.height == DetentHost.minimum
        case .hidden: return host.header.progress.shiftFraction == 1
        case .height(let h): return frame.minY == 0 && frame.height == h
        }
    }

    @Test("A slow release half-way through the collapse band settles at the nearer detent")
    func slowReleaseSettlesAtNearerDetent() {
        // Given snapping between expanded and collapsed, the content at its top
        let host = DetentHost(shift: .disabled)
        host.header.snapping = .expandedOrCollapsed
        // When the content is dragged up by 100 of the 144-point band and let go
        host.drag(100)
        host.release(velocity: 0)
        host.settle()
        // Then the header rests collapsed, the content attached below it
        #expect(host.header.restingDetent == .collapsed)
        #expect(host.contentTop == DetentHost.minimum)
        // And dragged back 40 points, it expands again
        host.drag(-40)
        host.release(velocity: 0)
        host.settle()
        #expect(host.header.restingDetent == .collapsed)
        host.drag(-100)
        host.release(velocity: 0)
        host.settle()
        #expect(host.header.restingDetent == .expanded)
    }

    @Test("A fling is aimed by rewriting its target, so the deceleration itself ends at the detent")
    func flingIsAimedThroughTheTarget() {
        let host = DetentHost(shift: .disabled)
        host.header.snapping = HeaderSnapping(detents: [.height(148)])
        host.drag(30)
        var target = CGPoint(x: 0, y: host.list.contentOffset.y + 20)
        let changed = host.header.trackingScrollViewWillEndDragging(withVelocity: CGPoint(x: 0, y: 0.2), targetContentOffset: &target)
        #expect(changed)
        // The content's top is then at 148 points: the header's height there.
        #expect(-target.y == 148)
        host.release(velocity: 0)
        host.settle()
    }

    @Test("A fling past collapsed lands on hidden when shifting allows it")
    func flingPastCollapsedHides() {
        let host = DetentHost(shift: .enabled)
        host.header.snapping = .expandedOrCollapsed
        host.scroll(to: 400)
        host.drag(40)
        host.release(velocity: 2)
        host.settle()
        #expect(host.header.restingDetent == .hidden)
        #expect(Self.isExactlyAt(.hidden, host))
    }

    @Test("Refused snapping keeps the old value: outside the heights, not finite, hidden without shifting, listed twice")
    func refusedSnapping() {
        let host = DetentHost(shift: .disabled)
        host.header.snapping = .expandedOrCollapsed
        let diagnostics = Diagnostics.capture {
            for bad in [
                HeaderSnapping(detents: [.height(500)]), HeaderSnapping(detents: [.height(.nan)]),
                HeaderSnapping(detents: [.hidden]), HeaderSnapping(detents: [.collapsed, .collapsed]),
            ] {
                host.header.snapping = bad
                #expect(host.header.snapping == .expandedOrCollapsed)
            }
        }
        #expect(diagnostics.map(\.code) == Array(repeating: "header.invalidDetent", count: 4))
        #expect(diagnostics.first?.message.contains("height(500.0)") == true)
        #expect(diagnostics.dropFirst().first?.message.contains("nan") == true)
    }

    @Test("After any released drag or fling the header rests exactly at a detent", arguments: [false, true])
    func everyFlingRestsAtADetent(usesVelocity: Bool) {
        var random = SplitMix64(state: usesVelocity ? 11 : 12)
        for behavior in [FlexibleHeaderView.ShiftBehavior.enabled, .disabled] {
            let host = DetentHost(shift: behavior)
            let detents: [HeaderDetent] = [.expanded, .height(120), .collapsed] + (behavior == .enabled ? [.hidden] : [])
            host.header.snapping = HeaderSnapping(detents: detents, usesVelocity: usesVelocity)
            var finishedByAnimation = 0
            for pair in 0..<500 {
                if pair % 50 == 0 { host.scroll(to: random.uniform(host.topOffset...1500)) }
                host.drag(random.uniform(-160...160), steps: 4)
                host.release(velocity: random.uniform(-3...3))
                var animates = false
                host.settle { animates = animates || host.header.state.detentMotion != nil }
                if animates { finishedByAnimation += 1 }
                let resting = host.header.restingDetent
                #expect(resting != nil, "pair \(pair), \(behavior): height \(host.header.frame.height), y \(host.header.frame.minY)")
                if let resting {
                    #expect(detents.contains(resting))
                    #expect(
                        Self.isExactlyAt(resting, host),
                        "pair \(pair): \(resting) vs \(host.header.frame.minY) \(host.header.frame.height) \(host.header.progress.shiftFraction)")
                }
            }
            // Aimed flings end at their detent by themselves; a finishing animation is rare.
            if usesVelocity { #expect(finishedByAnimation <= 10, "\(finishedByAnimation) of 500 needed one") }
        }
    }

    @Test("The same fling sampled at 60 and 120 Hz rests at the same detent")
    func frameRateIndependence() {
        var random = SplitMix64(state: 7)
        for _ in 0..<100 {
            let start = random.uniform(-220...900)
            let distance = random.uniform(-160...160)
            let velocity = random.uniform(-3...3)
            var results: [HeaderDetent?] = []
            for hz in [60.0, 120.0] {
                let host = DetentHost(shift: .enabled, frameDuration: 1 / hz)
                host.header.snapping = HeaderSnapping(detents: [.height(150)])
                host.scroll(to: start)
                host.drag(distance, steps: 4)
                host.release(velocity: velocity)
                host.settle()
                results.append(host.header.restingDetent)
            }
            #expect(results[0] != nil)
            #expect(results[0] == results[1], "start \(start), drag \(distance), velocity \(velocity)")
        }
    }
}

extension SplitMix64 {
    /// A value spread evenly over `range`, from the generator's next 53 bits.
    mutating func uniform(_ range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(next() >> 11) / CGFloat(1 << 53)
    }
}
