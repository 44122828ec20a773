import Canopy
import Foundation
import Testing

/// A layout pass over a chain 1,000 views deep: each level's safe area follows from its
/// parent's, the callbacks reach every level once, parents first, and the safe-area
/// callbacks all come before the first `layoutSubviews()`.
@Suite("Deep chain layout")
struct DeepChainLayoutTests {
    static let depth = 1_000

    /// A view that records its depth in the chain each time a hook runs.
    final class ChainView: ViewNode {
        let level: Int
        let journal: Journal

        init(level: Int, journal: Journal, frame: CGRect) {
            self.level = level
            self.journal = journal
            super.init(frame: frame)
        }

        override func layoutSubviews() { journal.layouts.append(level) }
        override func safeAreaInsetsDidChange() {
            if journal.layouts.isEmpty { journal.safeAreaChangesBeforeLayout += 1 }
            journal.safeAreaChanges.append(level)
        }
    }

    /// What the chain's hooks recorded, in call order.
    final class Journal {
        var layouts: [Int] = []
        var safeAreaChanges: [Int] = []
        var safeAreaChangesBeforeLayout = 0

        func reset() {
            layouts = []
            safeAreaChanges = []
            safeAreaChangesBeforeLayout = 0
        }
    }

    /// A window whose root view heads a chain of `depth` views; level `i` sits a quarter point
    /// right of and below level `i - 1` and shares its right and bottom edges,
    /// stretching with it. Level 0 is the root view's only subview.
    static func makeChain(journal: Journal) -> (WindowNode, [ChainView]) {
        let window = WindowNode(device: .iPhone15)
        let controller = ViewControllerNode()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var parent: ViewNode = controller.view
        var chain: [ChainView] = []
        for level in 0..<depth {
            let size = parent.bounds.size
            let frame =
                level == 0
                ? CGRect(origin: .zero, size: size) : CGRect(x: 0.25, y: 0.25, width: size.width - 0.25, height: size.height - 0.25)
            let view = ChainView(level: level, journal: journal, frame: frame)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        window.layoutIfNeeded()
        return (window, chain)
    }

    /// The reference: level `i`'s origin in window coordinates is (i/4, i/4), so it reaches
    /// i/4 points less into the top and left edges (it stays over 140 points tall and wide), and shares the bottom and
    /// right edges with the window.
    static func expectedInsets(level: Int, device: DeviceProfile) -> EdgeInsets {
        let insets = device.safeAreaInsets
        return EdgeInsets(
            top: max(0, insets.top - CGFloat(level) / 4), left: max(0, insets.left - CGFloat(level) / 4),
            bottom: insets.bottom, right: insets.right)
    }

    @Test("Every level of a 1,000-deep chain has the safe area its offset from the window gives, in both orientations")
    func safeAreasPropagate() {
        // Given a chain in a portrait window
        let journal = Journal()
        let (window, chain) = Self.makeChain(journal: journal)
        for device in [DeviceProfile.iPhone15Landscape, .iPhone15] {
            // When the device turns
            window.device = device
            // Then each level's frame and safe area match the reference
            for view in chain {
                let parentSize = view.superview?.bounds.size ?? .zero
                let offset = view.level == 0 ? CGSize.zero : CGSize(width: 0.25, height: 0.25)
                #expect(
                    view.frame
                        == CGRect(
                            origin: CGPoint(x: offset.width, y: offset.height),
                            size: CGSize(width: parentSize.width - offset.width, height: parentSize.height - offset.height)))
                #expect(view.safeAreaInsets == Self.expectedInsets(level: view.level, device: device), "level \(view.level) on \(device.name)")
                #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds.inset(by: view.safeAreaInsets))
                #expect(!view.needsLayout)
            }
        }
        #expect(chain.last?.frame.size == CGSize(width: 393 - 0.25 * 999, height: 852 - 0.25 * 999))
    }

    @Test("Turning the device notifies and lays out each level of a 1,000-deep chain once, parents first, safe areas before layout")
    func callbacksInOrder() {
        // Given a chain in a portrait window
        let journal = Journal()
        let (window, _) = Self.makeChain(journal: journal)
        for device in [DeviceProfile.iPhone15Landscape, .iPhone15] {
            journal.reset()
            // When the device turns (every level's bottom inset changes)
            window.device = device
            // Then every level is notified once and laid out once, from the top down
            #expect(journal.safeAreaChanges == Array(0..<Self.depth))
            #expect(journal.layouts == Array(0..<Self.depth))
            #expect(journal.safeAreaChangesBeforeLayout == Self.depth)
        }
    }

    @Test("A layout pass with nothing changed calls no hook on a 1,000-deep chain")
    func cleanChainIsSkipped() {
        // Given a laid-out chain
        let journal = Journal()
        let (window, chain) = Self.makeChain(journal: journal)
        journal.reset()
        // When the same device is set again and a pass runs
        window.device = .iPhone15
        window.layoutIfNeeded()
        // Then no hook ran, and marking the deepest view lays out only that one
        #expect(journal.layouts.isEmpty && journal.safeAreaChanges.isEmpty)
        chain.last?.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(journal.layouts == [Self.depth - 1])
    }
}
