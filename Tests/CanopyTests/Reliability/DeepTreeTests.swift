import Canopy
import Foundation
import Testing

/// Deep trees: every walk over the tree is iterative and linear, so a chain of 100,000 views
/// lays out, converts, hit-tests, describes itself and is released without exhausting the stack.
@Suite("Deep trees")
struct DeepTreeTests {
    static let depth = 100_000

    /// A chain under `root`, built top-down: each view is the only subview of the previous one,
    /// offset 1 point right of it and as large as `size`. Returns the deepest view.
    static func chain(under root: ViewNode, depth: Int, size: CGSize, mask: AutoresizingMask = []) -> ViewNode {
        var parent = root
        for _ in 0..<depth {
            let child = ViewNode(frame: CGRect(origin: CGPoint(x: 1, y: 0), size: size))
            child.autoresizingMask = mask
            parent.addSubview(child)
            parent = child
        }
        return parent
    }

    @Test("A 100,000-deep chain is built top-down and bottom-up in linear time", .timeLimit(.minutes(1)))
    func buildsLinearly() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let deepest = Self.chain(under: root, depth: Self.depth, size: CGSize(width: 100, height: 100))
        #expect(deepest.superview?.superview != nil)

        // Bottom-up: the growing chain is added to a fresh root each time.
        var top = ViewNode()
        for _ in 0..<Self.depth {
            let parent = ViewNode()
            parent.addSubview(top)
            top = parent
        }
        #expect(top.subviews.count == 1)
    }

    @Test("Autoresizing a 100,000-deep chain in a window follows the device without a stack overflow", .timeLimit(.minutes(1)))
    func autoresizingLayoutPass() {
        let window = WindowNode(device: .iPhoneSE)
        window.makeKeyAndVisible()
        let top = ViewNode(frame: window.bounds)
        top.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(top)
        var parent = top
        for _ in 0..<Self.depth {
            let child = ViewNode(frame: parent.bounds)
            child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.addSubview(child)
            parent = child
        }
        let deepest = parent
        window.device = .iPhone15
        window.layoutIfNeeded()
        #expect(deepest.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(deepest.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(!deepest.needsLayout)
    }

    @Test("Converting between the ends of a 100,000-deep chain composes every step", .timeLimit(.minutes(1)))
    func convertsAcrossTheChain() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 300_000, height: 100))
        let deepest = Self.chain(under: root, depth: Self.depth, size: CGSize(width: 300_000, height: 100))
        #expect(deepest.convert(CGPoint(x: 0.5, y: 2), to: root) == CGPoint(x: 100_000.5, y: 2))
        #expect(root.convert(CGPoint(x: 100_000.5, y: 2), to: deepest) == CGPoint(x: 0.5, y: 2))
        #expect(deepest.convert(CGPoint.zero, to: nil) == CGPoint(x: 100_000, y: 0))
    }

    @Test("Hit-testing a 100,000-deep chain finds the deepest view in linear time", .timeLimit(.minutes(1)))
    func hitTestsTheChain() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 300_000, height: 100))
        let deepest = Self.chain(under: root, depth: Self.depth, size: CGSize(width: 300_000, height: 100))
        for _ in 0..<10 {
            #expect(root.hitTest(CGPoint(x: 100_000.5, y: 2)) === deepest)
        }
        // Left of the deepest view's frame, its parent is the answer.
        #expect(root.hitTest(CGPoint(x: 99_999.5, y: 2)) === deepest.superview)
    }

    @Test("The debug description of a 100,000-deep chain has one bounded line per view", .timeLimit(.minutes(1)))
    func describesTheChain() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = Self.chain(under: root, depth: Self.depth, size: CGSize(width: 10, height: 10))
        let lines = root.debugTreeDescription().split(separator: "\n")
        #expect(lines.count == Self.depth + 1)
        #expect(lines.map(\.count).max() ?? 0 < 300)
        #expect(lines.last?.contains("[depth 100000]") == true)
    }

    @Test("Releasing a 100,000-deep chain does not recurse through every deinit", .timeLimit(.minutes(1)))
    func releasesTheChain() {
        weak var deepestRef: ViewNode?
        do {
            let root = ViewNode()
            deepestRef = Self.chain(under: root, depth: Self.depth, size: .zero)
            #expect(deepestRef != nil)
        }
        #expect(deepestRef == nil)
        // A subview kept alive elsewhere loses its superview when the chain goes.
        var kept: ViewNode?
        do {
            let root = ViewNode()
            let deepest = Self.chain(under: root, depth: Self.depth, size: .zero)
            let leaf = ViewNode()
            deepest.addSubview(leaf)
            kept = leaf
        }
        #expect(kept?.superview == nil)
    }

    @Test("A 100,000-deep chain moves into and out of a window with its callbacks", .timeLimit(.minutes(1)))
    func movesIntoAWindow() {
        let window = WindowNode(device: .iPhoneSE)
        window.makeKeyAndVisible()
        let root = ViewNode(frame: window.bounds)
        let deepest = Self.chain(under: root, depth: Self.depth, size: window.bounds.size)
        window.addSubview(root)
        #expect(deepest.window === window)
        #expect(deepest.traitCollection.displayScale == 2)
        root.removeFromSuperview()
        #expect(deepest.window == nil)
        #expect(deepest.safeAreaInsets == .zero)
    }

    /// A subclass that keeps the default hit test: the walk must call it like any override.
    final class CustomView: ViewNode {}

    @Test("Hit-testing 100,000 nested subclass views stops at the documented depth with a diagnostic", .timeLimit(.minutes(1)))
    func nestedSubclassHitTestRefused() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var parent = root
        for _ in 0..<Self.depth {
            let child = CustomView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            parent = child
        }
        var hit: ViewNode?
        let d = Diagnostics.capture { hit = root.hitTest(CGPoint(x: 5, y: 5)) }
        #expect(d.map(\.code) == ["view.hitTestTooDeep"])
        #expect(hit is CustomView)
        // Within the limit, subclass views are found as before.
        let shallow = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = CustomView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        shallow.addSubview(leaf)
        #expect(shallow.hitTest(CGPoint(x: 15, y: 15)) === leaf)
    }

    @Test("A cycle is still refused between distant views of a deep chain")
    func cycleRefusedInDeepChain() {
        let root = ViewNode()
        let deepest = Self.chain(under: root, depth: 1_000, size: .zero)
        let d = Diagnostics.capture { deepest.addSubview(root) }
        #expect(d.map(\.code) == ["view.cycle"])
        #expect(root.superview == nil)
    }
}
