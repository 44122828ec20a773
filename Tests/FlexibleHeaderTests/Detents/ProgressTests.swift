import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("The header's live progress record")
struct ProgressTests {
    @Test("Progress reads expanded, collapsed, hidden and pulled states")
    func progressAtEachState() {
        let host = DetentHost()
        var p = host.header.progress
        #expect(p.height == DetentHost.maximum && p.collapseFraction == 0 && p.shiftFraction == 0)
        #expect(p.phase == .overExtending && p.overExtension == 0)
        host.scroll(to: -DetentHost.maximum - 30)
        p = host.header.progress
        #expect(p.overExtension == 30 && p.height == DetentHost.maximum + 30 && p.collapseFraction == 0)
        host.scroll(to: 500)
        p = host.header.progress
        #expect(p.collapseFraction == 1 && p.shiftFraction == 1 && p.phase == .shifting)
        host.header.setDetent(.collapsed, animated: false)
        p = host.header.progress
        #expect(p.collapseFraction == 1 && p.shiftFraction == 0 && p.shift == 0)
    }

    @Test("Progress records and detents survive a JSON round trip")
    func codableRoundTrip() throws {
        let host = DetentHost()
        host.header.setDetent(.height(148), animated: true)
        host.clock.advanceFrame()
        let progress = host.header.progress
        #expect(progress.target == .height(148))
        let decoded = try JSONDecoder().decode(HeaderProgress.self, from: JSONEncoder().encode(progress))
        #expect(decoded == progress)
        let detents: [HeaderDetent] = [.expanded, .collapsed, .hidden, .height(92.5)]
        #expect(try JSONDecoder().decode([HeaderDetent].self, from: JSONEncoder().encode(detents)) == detents)
        host.settle()
    }

    @Test("Observers hear every change once, in order, and nothing after cancel or release")
    func observersHearEveryChangeOnce() {
        let host = DetentHost()
        var heard: [HeaderProgress] = []
        var token: HeaderProgressObservation? = host.header.observeProgress { heard.append($0) }
        host.scroll(to: -200)
        host.scroll(to: -200)
        host.scroll(to: -150)
        #expect(heard.map(\.height) == [200, 150])
        host.header.setDetent(.expanded, animated: true)
        host.settle()
        #expect(heard.count > 3)
        #expect(heard.last?.height == DetentHost.maximum && heard.last?.isSettling == false)
        #expect(heard.dropLast().last?.isSettling == true && heard.dropLast().last?.target == .expanded)
        #expect(zip(heard, heard.dropFirst()).allSatisfy { $0 != $1 })
        let count = heard.count
        token?.cancel()
        host.scroll(to: -120)
        #expect(heard.count == count)
        token = host.header.observeProgress { heard.append($0) }
        token = nil
        host.scroll(to: -100)
        #expect(heard.count == count)
        _ = token
    }

    @Test("A change an observer makes is delivered after the current one, to every observer in order")
    func reentrantChangeIsDeliveredInOrder() {
        let host = DetentHost()
        var first: [CGFloat] = []
        var second: [CGFloat] = []
        let a = host.header.observeProgress { p in
            first.append(p.height)
            if p.height == 200 { host.header.setDetent(.height(180), animated: false) }
        }
        let b = host.header.observeProgress { second.append($0.height) }
        host.scroll(to: -200)
        #expect(first == [200, 180])
        #expect(second == [200, 180])
        withExtendedLifetime((a, b)) {}
    }
}

@Suite("The stretch trigger")
struct StretchTriggerTests {
    @Test("It fires once per pull past the offset and re-arms below the offset minus the hysteresis")
    func firesOncePerPull() {
        let host = DetentHost()
        var fired = 0
        host.header.stretchTriggerOffset = 60
        host.header.onStretchTrigger = { fired += 1 }
        let top = host.topOffset
        for pull in [20, 59, 61, 80, 61, 55, 70] as [CGFloat] { host.scroll(to: top - pull) }
        // Hovering between 52 and 80 after the first crossing does not fire again.
        #expect(fired == 1)
        host.scroll(to: top - 51)
        host.scroll(to: top - 65)
        #expect(fired == 2)
        host.scroll(to: top)
        #expect(fired == 2)
    }

    @Test("It works with an observed scroll view and with one fast jump past the offset")
    func worksWhenObserving() {
        let host = DetentHost(shift: .disabled)
        host.list.delegate = nil
        host.header.observesTrackingScrollViewScrollEvents = true
        var fired = 0
        host.header.stretchTriggerOffset = 40
        host.header.stretchTriggerHysteresis = 0
        host.header.onStretchTrigger = { fired += 1 }
        host.list.contentOffset.y = host.topOffset - 200
        host.list.contentOffset.y = host.topOffset - 39.5
        host.list.contentOffset.y = host.topOffset - 40
        #expect(fired == 2)
    }

    @Test("Negative or non-finite offsets and hysteresis are refused, keeping the old value")
    func refusesBadValues() {
        let host = DetentHost()
        host.header.stretchTriggerOffset = 30
        let diagnostics = Diagnostics.capture {
            host.header.stretchTriggerOffset = -1
            host.header.stretchTriggerOffset = .nan
            host.header.stretchTriggerHysteresis = -2
            host.header.stretchTriggerHysteresis = .infinity
        }
        #expect(host.header.stretchTriggerOffset == 30)
        #expect(host.header.stretchTriggerHysteresis == 8)
        #expect(diagnostics.map(\.code) == Array(repeating: "header.invalidStretchTrigger", count: 4))
        #expect(diagnostics.first?.message.contains("-1.0") == true)
    }
}
