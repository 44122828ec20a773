import Canopy
import Foundation

/// A profile of the layout pass against two floors, printed when `CANOPY_BENCH_LAYOUT_FLOORS`
/// is set (it writes no result): how much of a pass at 100,000 views is memory, and what
/// keeping the passes' state in contiguous arrays would leave.
///
/// - *object walks*: three walks over the views in pre-order (from a list made beforehand,
///   so no pointer is chased) that read the cache lines the passes read, at the start of
///   each object, and do nothing else: the memory cost of the three walks over the objects.
/// - *contiguous state*: the same three passes (resize and safe area, notify, layout flags)
///   with their arithmetic, over 128-byte records in one pre-order array, a model of the
///   per-view state owned by the window.
enum LayoutMemoryFloors {
    /// A view's layout state as one contiguous record.
    private struct Record {
        var insets: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var notified: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var bounds: (Double, Double, Double, Double) = (0, 0, 300, 40)
        var center: (Double, Double) = (150, 20)
        var parent: Int32 = 0
        var flags: UInt32 = 1
        var subviewEnd: Int32 = 0
        var spare: Int32 = 0
    }

    /// Written by the walks so the optimiser keeps them.
    nonisolated(unsafe) private static var sink = 0

    static func printIfAsked() {
        guard ProcessInfo.processInfo.environment["CANOPY_BENCH_LAYOUT_FLOORS"] != nil else { return }
        print("layout floors, ns per view: pass | object walks | contiguous state")
        for count in [1_000, 10_000, 100_000] {
            let (window, nodes) = LayoutBenchmarks.makeTree(nodes: count)
            var order: [ViewNode] = []
            nodes[0].forEachInSubtree { order.append($0) }
            var landscape = false
            let pass = medianNanoseconds(repeats: 7, iterations: 1) {
                landscape.toggle()
                LayoutBenchmarks.rotate(window, toLandscape: landscape)
            }
            let walks = medianNanoseconds(repeats: 7, iterations: 1) { sink &+= touchObjects(order) }
            var records = [Record](repeating: Record(), count: order.count)
            for i in 1..<order.count { records[i].parent = Int32(i / 8) }
            var contiguousLandscape = false
            let contiguous = medianNanoseconds(repeats: 7, iterations: 1) {
                contiguousLandscape.toggle()
                sink &+= passes(over: &records, landscape: contiguousLandscape)
            }
            let n = Double(order.count)
            print(String(format: "%7d views: %7.1f | %6.1f | %6.1f", count, pass / n, walks / n, contiguous / n))
        }
    }

    /// Three walks reading the object lines the passes read: four lines for the store walk,
    /// the first two for the notify phase and the layout pass.
    private static func touchObjects(_ order: [ViewNode]) -> Int {
        var sum = 0
        order.withUnsafeBufferPointer { views in
            for v in views {
                let p = UnsafeRawPointer(Unmanaged.passUnretained(v).toOpaque())
                sum &+= p.load(fromByteOffset: 8, as: Int.self) &+ p.load(fromByteOffset: 64, as: Int.self)
                sum &+= p.load(fromByteOffset: 128, as: Int.self) &+ p.load(fromByteOffset: 184, as: Int.self)
            }
            for v in views {
                let p = UnsafeRawPointer(Unmanaged.passUnretained(v).toOpaque())
                sum &+= p.load(fromByteOffset: 16, as: Int.self) &+ p.load(fromByteOffset: 72, as: Int.self)
            }
            for v in views {
                let p = UnsafeRawPointer(Unmanaged.passUnretained(v).toOpaque())
                sum &+= p.load(fromByteOffset: 0, as: Int.self) &+ p.load(fromByteOffset: 96, as: Int.self)
            }
        }
        return sum
    }

    /// The three passes over contiguous records: each view follows its parent's width and
    /// takes the unsafe edges it overlaps; then the changed ones are notified; then the flags
    /// are cleared.
    private static func passes(over records: inout [Record], landscape: Bool) -> Int {
        let width = landscape ? 852.0 : 393.0
        var changed = 0
        records.withUnsafeMutableBufferPointer { r in
            r[0].bounds.2 = width
            for i in 1..<r.count {
                let delta = r[Int(r[i].parent)].bounds.2 - 4 - r[i].bounds.2
                r[i].bounds.2 += delta
                r[i].center.0 += delta / 2
                let top = max(0, (landscape ? 0 : 59) - r[i].center.1 + r[i].bounds.3 / 2)
                let left = max(0, (landscape ? 59 : 0) - r[i].center.0 + r[i].bounds.2 / 2)
                r[i].insets = (top, left, landscape ? 21 : 34, landscape ? 59 : 0)
                r[i].flags |= 1
            }
            for i in 0..<r.count where r[i].insets != r[i].notified {
                r[i].notified = r[i].insets
                changed &+= 1
            }
            for i in 0..<r.count where r[i].flags & 1 != 0 {
                r[i].flags &= ~1
                changed &+= 1
            }
        }
        return changed
    }
}
