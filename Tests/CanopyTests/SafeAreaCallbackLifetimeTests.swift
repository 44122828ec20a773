import Canopy
import Foundation
import Testing

/// A view that logs its safe-area callbacks and its release, and can run code from a callback.
private final class LifetimeView: ViewNode {
    let name: String
    let log: Log
    var onSafeAreaChange: (() -> Void)?

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: R(0, 0, 393, 100))
        autoresizingMask = [.flexibleWidth]
    }

    override func safeAreaInsetsDidChange() {
        log.add("\(name) callback")
        onSafeAreaChange?()
    }

    deinit { log.add("\(name) released") }
}

@Suite("Views removed during safe-area callbacks")
struct SafeAreaCallbackLifetimeTests {
    /// Three views at the top of a visible iPhone 15, each waiting for a callback when the
    /// device turns; the test keeps no reference to the view named `removed`.
    struct Row {
        let log = Log()
        let window: WindowNode
        fileprivate let first: LifetimeView
        weak var removed: ViewNode?

        /// `removedPosition` is where the removed view sits among the three (0, 1 or 2).
        init(removedPosition: Int) {
            let root: ViewControllerNode
            (window, root) = visibleWindow(.iPhone15)
            var names = ["a", "b", "c"]
            names[removedPosition] = "removed"
            let log = self.log
            let views = names.map { LifetimeView($0, log: log) }
            for v in views { root.view.addSubview(v) }
            first = views[0]
            removed = views[removedPosition]
            window.layoutIfNeeded()
            _ = log.take()
        }
    }

    @Test("A view removed by an earlier view's callback stays alive until every callback has run")
    func removedLaterSiblingOutlivesThePhase() throws {
        // Given a middle view that only the tree holds, removed by the first view's callback,
        // which then reads the subviews (dropping the removed view's entry)
        let t = Row(removedPosition: 1)
        #expect(t.removed != nil)
        t.first.onSafeAreaChange = { [weak removed = t.removed] in
            removed?.removeFromSuperview()
            _ = t.first.superview?.subviews
        }
        // When the device turns
        t.window.device = .iPhone15Landscape
        // Then the last view hears its callback before the removed view is released, and the
        // removed view is released once the change is over
        let entries = t.log.take()
        let lastCallback = try #require(entries.firstIndex(of: "c callback"))
        let release = try #require(entries.firstIndex(of: "removed released"))
        #expect(lastCallback < release)
        #expect(t.removed == nil)
    }

    @Test("A last view removed by an earlier callback is released after the phase, not during it")
    func removedLastSiblingOutlivesThePhase() throws {
        // Given a last view that only the tree holds, removed by the first view's callback
        let t = Row(removedPosition: 2)
        t.first.onSafeAreaChange = { [weak removed = t.removed] in removed?.removeFromSuperview() }
        let middle = try #require(t.first.superview?.subviews[1] as? LifetimeView)
        middle.onSafeAreaChange = { middle.log.add("b sees \(middle.superview?.subviews.count ?? -1) subviews") }
        // When the device turns
        t.window.device = .iPhone15Landscape
        // Then the removal took effect at once, the remaining callbacks ran, and the removed
        // view was released only after them
        let entries = t.log.take()
        #expect(entries.contains("b sees 2 subviews"))
        let release = try #require(entries.firstIndex(of: "removed released"))
        let middleCallback = try #require(entries.firstIndex(of: "b callback"))
        #expect(middleCallback < release)
        #expect(t.removed == nil)
    }
}
