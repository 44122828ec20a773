import Canopy
import Foundation

/// `layout-1k/10k/100k` and `layout-deep-1k`: a layout pass after the window's device changes
/// (portrait ↔ landscape), in ns per node.
///
/// Baseline: the same tree's nodes visited by a plain loop that only reads frames (the floor
/// of touching every node).
///
/// Two variables make a run countable by valgrind's callgrind: `CANOPY_BENCH_LAYOUT_ONLY`
/// names the one scenario to run, and `CANOPY_BENCH_LAYOUT_PASSES` runs that many passes once
/// instead of timing medians. Every pass goes through `rotate(_:toLandscape:)`, which is never
/// inlined, so `--toggle-collect='*rotate*'` counts the passes alone.
enum LayoutBenchmarks {
    /// A scenario: its name and how to build its tree.
    struct Scenario {
        var name: String
        var nodes: Int
        var build: () -> (WindowNode, [ViewNode])
    }

    static var scenarios: [Scenario] {
        [
            Scenario(name: "layout-1k", nodes: 1_000) { makeTree(nodes: 1_000) },
            Scenario(name: "layout-10k", nodes: 10_000) { makeTree(nodes: 10_000) },
            Scenario(name: "layout-100k", nodes: 100_000) { makeTree(nodes: 100_000) },
            Scenario(name: "layout-deep-1k", nodes: 1_000) { makeChain(depth: 1_000) },
        ]
    }

    /// A window whose root view has `nodes - 1` descendants, eight children per parent, each
    /// 2 points in from its parent's sides and stretching with its width.
    static func makeTree(nodes: Int) -> (WindowNode, [ViewNode]) {
        let (window, root) = makeWindow()
        var all: [ViewNode] = [root]
        var i = 0
        while all.count < nodes {
            let parent = all[i / 8]
            let v = ViewNode(frame: CGRect(x: 2, y: CGFloat(all.count % 50), width: max(1, parent.bounds.width - 4), height: 40))
            v.autoresizingMask = [.flexibleWidth]
            parent.addSubview(v)
            all.append(v)
            i += 1
        }
        window.layoutIfNeeded()
        return (window, all)
    }

    /// A window whose root view heads a chain `depth` views deep, each filling its parent and
    /// stretching with it, so every level resizes and sees the window's full safe area.
    static func makeChain(depth: Int) -> (WindowNode, [ViewNode]) {
        let (window, root) = makeWindow()
        var all: [ViewNode] = [root]
        while all.count < depth {
            let parent = all[all.count - 1]
            let v = ViewNode(frame: parent.bounds)
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.addSubview(v)
            all.append(v)
        }
        window.layoutIfNeeded()
        return (window, all)
    }

    private static func makeWindow() -> (WindowNode, ViewNode) {
        let window = WindowNode(device: .iPhone15)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root.view)
    }

    /// One layout pass: the device turns to landscape or back to portrait.
    @inline(never) static func rotate(_ window: WindowNode, toLandscape landscape: Bool) {
        window.device = landscape ? .iPhone15Landscape : .iPhone15
    }

    static func run() -> [Result] {
        let environment = ProcessInfo.processInfo.environment
        let only = environment["CANOPY_BENCH_LAYOUT_ONLY"]
        let fixedPasses = environment["CANOPY_BENCH_LAYOUT_PASSES"].flatMap(Int.init)
        var results: [Result] = []
        for scenario in scenarios where only == nil || only == scenario.name {
            let (window, nodes) = scenario.build()
            var landscape = false
            let repeats = fixedPasses != nil ? 1 : scenario.nodes >= 100_000 ? 5 : 11
            let iterations = fixedPasses ?? 1
            let pass = medianNanoseconds(repeats: repeats, iterations: iterations) {
                landscape.toggle()
                rotate(window, toLandscape: landscape)
            }
            let walk = medianNanoseconds(repeats: repeats, iterations: 1) {
                var sum: CGFloat = 0
                for n in nodes { sum += n.frame.width }
                blackHole(sum)
            }
            let count = Double(nodes.count)
            results.append(
                Result(
                    name: scenario.name, value: pass / count, unit: "ns/node",
                    baseline: "frame-read walk over the same nodes", baselineValue: walk / count))
        }
        return results
    }
}
