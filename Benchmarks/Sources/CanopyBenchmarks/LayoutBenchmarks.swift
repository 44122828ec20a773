import Canopy
import Foundation

/// `layout-1k/10k/100k`: a layout pass after the window size changes, in ns per node.
///
/// Baseline: the same tree's nodes visited by a plain recursive walk that only reads frames
/// (the floor of touching every node).
enum LayoutBenchmarks {
    static func makeTree(nodes: Int) -> (WindowNode, [ViewNode]) {
        let window = WindowNode(device: .iPhone15)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var all: [ViewNode] = [root.view]
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

    static func run() -> [Result] {
        var results: [Result] = []
        for count in [1_000, 10_000, 100_000] {
            let (window, nodes) = makeTree(nodes: count)
            var landscape = false
            let repeats = count >= 100_000 ? 5 : 11
            let pass = medianNanoseconds(repeats: repeats, iterations: 1) {
                landscape.toggle()
                window.device = landscape ? .iPhone15Landscape : .iPhone15
            }
            let walk = medianNanoseconds(repeats: repeats, iterations: 1) {
                var sum: CGFloat = 0
                for n in nodes { sum += n.frame.width }
                blackHole(sum)
            }
            let perNode = pass / Double(count), walkPerNode = walk / Double(count)
            let label = count >= 1000 ? "\(count / 1000)k" : "\(count)"
            results.append(
                Result(
                    name: "layout-\(label)", value: perNode, unit: "ns/node",
                    baseline: "frame-read walk over the same nodes", baselineValue: walkPerNode))
        }
        return results
    }
}
