import Canopy
import Foundation
import Testing

/// Deep chains of child controllers: building, rotating and releasing them is linear and uses
/// no stack frame per level, so a chain 100,000 controllers deep works like a shallow one.
@Suite("Deep controller chains")
struct DeepControllerChainTests {
    static let depth = 100_000

    /// A controller that records, in a shared journal, its level each time it hears a size
    /// transition or a trait change.
    final class LevelController: ViewControllerNode {
        let level: Int
        let journal: Journal

        init(level: Int, journal: Journal) {
            self.level = level
            self.journal = journal
            super.init()
        }

        override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
            journal.transitions.append(level)
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            journal.traitChanges.append(level)
            super.traitCollectionDidChange(previousTraitCollection)
        }
    }

    /// The levels that heard each callback, in call order.
    final class Journal {
        var transitions: [Int] = []
        var traitChanges: [Int] = []
    }

    /// A chain below `root`, built top-down: each controller is the only child of the one
    /// before it and, with `nestingViews`, its view is the only subview of that one's view and
    /// fills it, following its size.
    /// Returns the deepest controller.
    static func chain(
        under root: ViewControllerNode, depth: Int, nestingViews: Bool, journal: Journal = Journal()
    ) -> ViewControllerNode {
        var parent = root
        for level in 1...depth {
            let child = LevelController(level: level, journal: journal)
            parent.addChild(child)
            if nestingViews {
                child.view.frame = parent.view.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                parent.view.addSubview(child.view)
            }
            child.didMove(toParent: parent)
            parent = child
        }
        return parent
    }

    @Test("Releasing a 100,000-deep chain of child controllers does not recurse through every deinit", .timeLimit(.minutes(1)))
    func releasesTheChain() {
        weak var deepest: ViewControllerNode?
        do {
            let root = ViewControllerNode()
            deepest = Self.chain(under: root, depth: Self.depth, nestingViews: false)
            #expect(deepest != nil)
        }
        #expect(deepest == nil)

        // With each controller's view inside its parent's view.
        weak var deepestView: ViewNode?
        do {
            let root = ViewControllerNode()
            let last = Self.chain(under: root, depth: Self.depth, nestingViews: true)
            deepest = last
            deepestView = last.view
        }
        #expect(deepest == nil)
        #expect(deepestView == nil)

        // A child kept alive elsewhere loses its parent when the chain goes.
        var kept: ViewControllerNode?
        do {
            let root = ViewControllerNode()
            let last = Self.chain(under: root, depth: Self.depth, nestingViews: false)
            let leaf = ViewControllerNode()
            last.addChild(leaf)
            kept = leaf
        }
        #expect(kept?.parent == nil)
    }

    @Test("Rotating a window over a 100,000-deep controller chain tells every controller once, parents first", .timeLimit(.minutes(1)))
    func rotatesTheChain() {
        let journal = Journal()
        let window = WindowNode(device: .iPhoneSE)
        let root = LevelController(level: 0, journal: journal)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let deepest = Self.chain(under: root, depth: Self.depth, nestingViews: true, journal: journal)
        let everyLevel = Array(0...Self.depth)

        // A new size and a new scale: both callbacks reach every level.
        window.device = .iPhone15
        #expect(journal.transitions == everyLevel)
        #expect(journal.traitChanges == everyLevel)
        #expect(deepest.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

        journal.transitions = []
        journal.traitChanges = []
        // Landscape on a phone changes the vertical size class, so traits reach every level too.
        window.device = .iPhone15Landscape
        #expect(journal.transitions == everyLevel)
        #expect(journal.traitChanges == everyLevel)
        #expect(deepest.view.frame.size == CGSize(width: 852, height: 393))
        #expect(deepest.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test("A child hears a forwarded size transition inside its parent's call, as in UIKit")
    func shallowForwardingIsNested() {
        final class Parent: ViewControllerNode {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                log.append("parent before super")
                super.viewWillTransition(to: size, with: coordinator)
                log.append("parent after super")
            }
        }
        final class Child: ViewControllerNode {
            unowned let parentLog: Parent
            init(_ parentLog: Parent) {
                self.parentLog = parentLog
                super.init()
            }
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                parentLog.log.append("child")
            }
        }
        let window = WindowNode(device: .iPhone15)
        let parent = Parent()
        let child = Child(parent)
        parent.addChild(child)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.device = .iPhone15Landscape
        #expect(parent.log == ["parent before super", "child", "parent after super"])
    }

    @Test("A 100,000-deep controller chain is built top-down in a window in linear time", .timeLimit(.minutes(1)))
    func buildsLinearly() {
        let window = WindowNode(device: .iPhone15)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let deepest = Self.chain(under: root, depth: Self.depth, nestingViews: true)
        #expect(deepest.view.window === window)
        #expect(deepest.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Without views, only the containment.
        let bareRoot = ViewControllerNode()
        let bare = Self.chain(under: bareRoot, depth: Self.depth, nestingViews: false)
        #expect(bare.parent?.parent != nil)
    }

    @Test("A cycle is still refused between distant controllers of a deep chain")
    func cycleRefusedInDeepChain() {
        let root = ViewControllerNode()
        let deepest = Self.chain(under: root, depth: 1_000, nestingViews: false)
        let d = Diagnostics.capture { deepest.addChild(root) }
        #expect(d.map(\.code) == ["controller.cycle"])
        #expect(root.parent == nil)
        #expect(Diagnostics.capture { deepest.addChild(deepest) }.map(\.code) == ["controller.cycle"])

        // Pushing an ancestor onto a navigation controller below it.
        let outer = NavigationControllerNode(rootViewController: ViewControllerNode())
        let inner = NavigationControllerNode(rootViewController: ViewControllerNode())
        outer.pushViewController(inner, animated: false)
        let pushed = Diagnostics.capture { inner.pushViewController(outer, animated: false) }
        #expect(pushed.map(\.code) == ["controller.cycle"])
        #expect(outer.parent == nil)
    }
}
