import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

private func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

@Suite("Detents and progress observers at scale")
struct DetentScaleTests {
    /// The resting places by the plain rule: each resolved detent in listing order, skipped
    /// when a kept place has its extent, then sorted by extent.
    static func referencePlaces(for detents: [HeaderDetent], in f: DetentMath.Frame) -> [ResolvedDetent] {
        var places: [ResolvedDetent] = []
        for d in detents + [.expanded, .collapsed, .hidden] {
            guard let r = DetentMath.resolve(d, in: f) else { continue }
            if places.contains(where: { abs($0.extent - r.extent) <= DetentMath.restingTolerance }) { continue }
            places.append(r)
        }
        return places.sorted { $0.extent < $1.extent }
    }

    @Test("Resting places agree with the plain rule for every list of up to three detents")
    func restingPlacesMatchReference() {
        let pool: [HeaderDetent] = [.expanded, .collapsed, .hidden, .height(76), .height(100), .height(148), .height(220), .height(20)]
        var lists: [[HeaderDetent]] = [[]]
        for _ in 0..<3 { lists += lists.flatMap { list in pool.map { list + [$0] } } }
        let frames = [
            DetentMath.Frame(minWithSafeArea: 76, maxWithSafeArea: 220, topSafeAreaForHeights: 0, accumulatorMax: 56, canShiftOffscreen: true),
            DetentMath.Frame(minWithSafeArea: 76, maxWithSafeArea: 220, topSafeAreaForHeights: 20, accumulatorMax: 0, canShiftOffscreen: false),
            DetentMath.Frame(minWithSafeArea: 100, maxWithSafeArea: 100, topSafeAreaForHeights: 0, accumulatorMax: 100, canShiftOffscreen: true),
        ]
        for f in frames {
            for list in lists {
                #expect(DetentMath.restingPlaces(for: list, in: f) == Self.referencePlaces(for: list, in: f), "\(list) in \(f)")
            }
        }
    }

    @Test("Setting 40,000 snapping detents, flinging and settling over them takes n log n time", .timeLimit(.minutes(1)))
    func manyDetents() {
        // Each detent was compared with every one before it, on setting, on every fling and on
        // every settle: 40,000 detents cost minutes in a debug build.
        let host = DetentHost(shift: .disabled)
        let count = 40_000
        let detents = (0..<count).map { HeaderDetent.height(DetentHost.minimum + 144 * CGFloat($0) / CGFloat(count)) }
        var changed = false
        let elapsed = seconds {
            host.header.snapping = HeaderSnapping(detents: detents)
            host.drag(30)
            var target = CGPoint(x: 0, y: host.list.contentOffset.y + 20)
            changed = host.header.trackingScrollViewWillEndDragging(withVelocity: CGPoint(x: 0, y: 0.2), targetContentOffset: &target)
            host.release(velocity: 0)
            host.settle()
        }
        #expect(host.header.snapping.detents.count == count)
        #expect(!changed || host.header.restingDetent != nil)
        #expect(elapsed < 10)
        // A duplicate is still found, and named, at this size.
        let diagnostics = Diagnostics.capture {
            host.header.snapping = HeaderSnapping(detents: detents + [detents[count / 2]])
        }
        #expect(diagnostics.map(\.code) == ["header.invalidDetent"])
        #expect(diagnostics.first?.message.contains("listed twice") == true)
        #expect(host.header.snapping.detents.count == count)
    }

    @Test("A scroll event with 30,000 progress observers tells each once, in linear time", .timeLimit(.minutes(1)))
    func manyProgressObservers() {
        // Delivery checked every observer against those before it, and each cancel searched
        // them all: 30,000 observers cost over a minute per scroll event in a debug build.
        let host = DetentHost()
        var calls = 0
        let count = 30_000
        let tokens = (0..<count).map { _ in host.header.observeProgress { _ in calls += 1 } }
        let elapsed = seconds {
            host.scroll(to: host.list.contentOffset.y + 10)
            for token in tokens { token.cancel() }
            host.scroll(to: host.list.contentOffset.y + 10)
        }
        #expect(calls == count)
        #expect(elapsed < 10)
    }
}
