import Canopy
import Foundation
import Testing

@testable import CanopyCairo

@Suite("Font cache")
struct FontCacheTests {
    @Test("Measuring in hundreds of sizes evicts the cache without changing any measurement")
    func manySizes() {
        let metrics = CairoTextMetrics()
        let before = metrics.width(of: "Canopy", font: .system(size: 17))
        for i in 0..<600 {
            let size = 8 + CGFloat(i) / 10
            #expect(metrics.width(of: "Canopy", font: .system(size: size)) > 0)
        }
        #expect(metrics.width(of: "Canopy", font: .system(size: 17)) == before)
    }

    @Test("Threads measuring at once while the cache turns over all get the same widths")
    func concurrentMeasuring() async {
        let expected = CairoTextMetrics().width(of: "Header", font: .system(size: 20, weight: .bold))
        let results = await withTaskGroup(of: Bool.self) { group in
            for t in 0..<4 {
                group.addTask {
                    let metrics = CairoTextMetrics()
                    var ok = true
                    for i in 0..<300 {
                        _ = metrics.width(of: "x", font: .system(size: 5 + CGFloat(t * 300 + i) / 7))
                        ok = ok && metrics.width(of: "Header", font: .system(size: 20, weight: .bold)) == expected
                    }
                    return ok
                }
            }
            var all: [Bool] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results == [true, true, true, true])
    }
}
