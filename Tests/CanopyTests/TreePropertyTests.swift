import Canopy
import Foundation
import PropertyBased
import Testing

/// Builds a random tree from a list of integers, so shrinking the list shrinks the tree.
struct RandomTree {
    let window: WindowNode
    var nodes: [ViewNode]

    /// Each value picks a parent among the nodes so far, a frame inside that parent, and
    /// sometimes a bounds origin or a translation/scale/rotation transform.
    init(recipe: [Int], device: DeviceProfile = .iPhone15, insideParents: Bool = false) {
        window = WindowNode(device: device)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        nodes = [root.view]
        for value in recipe {
            var r = UInt64(truncatingIfNeeded: value) &* 6364136223846793005 &+ 1442695040888963407
            func next(_ n: Int) -> Int {
                r = r &* 6364136223846793005 &+ 1442695040888963407
                return Int((r >> 33) % UInt64(n))
            }
            let parent = nodes[next(nodes.count)]
            let pw = max(1, Int(parent.bounds.width)), ph = max(1, Int(parent.bounds.height))
            let w = CGFloat(1 + next(pw)), h = CGFloat(1 + next(ph))
            let x: CGFloat, y: CGFloat
            if insideParents {
                x = parent.bounds.minX + CGFloat(next(max(1, pw - Int(w) + 1)))
                y = parent.bounds.minY + CGFloat(next(max(1, ph - Int(h) + 1)))
            } else {
                x = CGFloat(next(pw + 100)) - 50
                y = CGFloat(next(ph + 100)) - 50
            }
            let node =
                next(5) == 0 && !insideParents
                ? ScrollNode(frame: CGRect(x: x, y: y, width: w, height: h)) : ViewNode(frame: CGRect(x: x, y: y, width: w, height: h))
            if let s = node as? ScrollNode {
                s.contentSize = CGSize(width: w, height: h * CGFloat(1 + next(3)))
            }
            if !insideParents {
                switch next(6) {
                case 0: node.transform = AffineTransform(translationByX: CGFloat(next(40)) - 20, byY: CGFloat(next(40)) - 20)
                case 1: node.transform = AffineTransform(scaleByX: 0.5 + CGFloat(next(4)) * 0.5, byY: 0.5 + CGFloat(next(4)) * 0.5)
                case 2: node.transform = AffineTransform(rotationByRadians: CGFloat(next(628)) / 100)
                case 3: node.bounds.origin = CGPoint(x: CGFloat(next(30)), y: CGFloat(next(30)))
                default: break
                }
            }
            parent.addSubview(node)
            nodes.append(node)
        }
    }
}

@Suite("Tree properties")
struct TreePropertyTests {
    static let recipe = Gen.int(in: 0...1_000_000).array(of: 1...25)

    @Test("Converting a point to another node and back returns the point")
    func convertRoundTrip() async {
        await propertyCheck(count: 300, input: Self.recipe, Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)) { recipe, a, b in
            let tree = RandomTree(recipe: recipe)
            let from = tree.nodes[a % tree.nodes.count], to = tree.nodes[b % tree.nodes.count]
            let p = CGPoint(x: CGFloat(a % 97) - 40, y: CGFloat(b % 89) - 30)
            let there = from.convert(p, to: to)
            let back = to.convert(there, to: from)
            #expect(abs(back.x - p.x) < 1e-6 && abs(back.y - p.y) < 1e-6, "\(p) → \(there) → \(back)")
            let viaWindow = from.convert(p, to: nil)
            let back2 = from.convert(viaWindow, from: nil)
            #expect(abs(back2.x - p.x) < 1e-6 && abs(back2.y - p.y) < 1e-6)
        }
    }

    @Test("Safe-area insets are never negative and never exceed the node's size")
    func insetsBounded() async {
        await propertyCheck(count: 300, input: Self.recipe) { recipe in
            let tree = RandomTree(recipe: recipe)
            for node in tree.nodes.dropFirst() {
                let s = node.safeAreaInsets
                #expect(s.top >= 0 && s.left >= 0 && s.bottom >= 0 && s.right >= 0)
                #expect(s.top <= node.bounds.height && s.bottom <= node.bounds.height)
                #expect(s.left <= node.bounds.width && s.right <= node.bounds.width)
            }
        }
    }

    @Test("A child inside its parent never has larger insets than the parent")
    func insetsNeverExceedParent() async {
        await propertyCheck(count: 300, input: Self.recipe) { recipe in
            let tree = RandomTree(recipe: recipe, insideParents: true)
            for node in tree.nodes.dropFirst() {
                guard let p = node.superview else { continue }
                let s = node.safeAreaInsets, ps = p.safeAreaInsets
                #expect(s.top <= ps.top + 1e-9 && s.left <= ps.left + 1e-9 && s.bottom <= ps.bottom + 1e-9 && s.right <= ps.right + 1e-9)
            }
        }
    }

    @Test("The hit view contains the point and has no deeper front-most hit")
    func hitTestAgreesWithConvert() async {
        await propertyCheck(count: 300, input: Self.recipe, Gen.int(in: 0...392), Gen.int(in: 0...851)) { recipe, x, y in
            let tree = RandomTree(recipe: recipe)
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
            guard let hit = tree.window.hitTest(p) else {
                Issue.record("a visible window always hits at least itself")
                return
            }
            let local = hit.convert(p, from: tree.window)
            #expect(hit.point(inside: local))
            var chain: ViewNode? = hit
            while let n = chain {
                #expect(n.point(inside: n.convert(p, from: tree.window)))
                chain = n.superview
            }
            for s in hit.subviews {
                let q = s.convert(p, from: tree.window)
                #expect(!(q.x.isFinite && s.point(inside: q)), "a subview of the hit view also contains the point")
            }
        }
    }

    @Test("Refused insertions never change the tree")
    func refusedInsertions() async {
        await propertyCheck(count: 200, input: Self.recipe, Gen.int(in: 0...10_000)) { recipe, pick in
            let tree = RandomTree(recipe: recipe)
            let node = tree.nodes[pick % tree.nodes.count]
            let ancestor = tree.nodes[(pick / 7) % tree.nodes.count]
            guard node.isDescendant(of: ancestor) else { return }
            let before = tree.nodes.map { ($0.superview.map(ObjectIdentifier.init), $0.subviews.count) }
            let d = Diagnostics.capture { node.addSubview(ancestor) }
            #expect(d.map(\.code) == ["view.cycle"])
            let after = tree.nodes.map { ($0.superview.map(ObjectIdentifier.init), $0.subviews.count) }
            #expect(before.elementsEqual(after) { $0.0 == $1.0 && $0.1 == $1.1 })
        }
    }
}
