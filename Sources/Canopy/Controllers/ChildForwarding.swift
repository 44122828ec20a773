import Foundation

/// Forwards a controller callback (a size transition, a trait change) to its children without
/// a stack frame per level of nesting.
///
/// Up to `maximumDirectDepth` nested forwards, a child hears the callback inside its parent's
/// call, as in UIKit (code after `super` sees the children done). Deeper, the children wait on
/// a per-thread stack that the deepest direct forward works through after each of its own
/// children, in the same pre-order: a chain of 100,000 controllers costs that many stack
/// frames at no point. Controllers are confined to the thread that built them, so the stack
/// is per thread.
enum ChildForwarding {
    /// How many forwards nest before children wait on the stack instead; far more than any
    /// real containment hierarchy, and about 30 KB of stack at the deepest point.
    static let maximumDirectDepth = 64

    /// Calls `body` on each of `children`, in order, directly or (below the direct depth)
    /// before the outermost forward on this thread returns.
    static func forward(_ children: [ViewControllerNode], _ body: @escaping (ViewControllerNode) -> Void) {
        if children.isEmpty { return }
        let depth = ThreadCounter.childForwarding.value
        if depth >= maximumDirectDepth {
            waiting(creating: true)?.levels.append(Level(children: children, body: body))
            return
        }
        ThreadCounter.childForwarding.add(1)
        for child in children {
            body(child)
            if depth == maximumDirectDepth - 1 { runWaiting() }
        }
        ThreadCounter.childForwarding.add(-1)
        if depth == maximumDirectDepth - 1 { releaseWaiting() }
    }

    /// Calls back every waiting child in pre-order: a child's own children, pushed by its
    /// callback, come before its later siblings.
    private static func runWaiting() {
        guard let stack = waiting(creating: false) else { return }
        while let top = stack.levels.last {
            guard top.next < top.children.count else {
                stack.levels.removeLast()
                continue
            }
            stack.levels[stack.levels.count - 1].next += 1
            top.body(top.children[top.next])
        }
    }

    /// Children waiting for a callback: one level per forward made below the direct depth.
    private struct Level {
        let children: [ViewControllerNode]
        let body: (ViewControllerNode) -> Void
        var next = 0
    }

    private final class WaitingStack {
        var levels: [Level] = []
    }

    /// This thread's waiting stack; made on first use when `creating`.
    private static func waiting(creating: Bool) -> WaitingStack? {
        let threadState = Thread.current.threadDictionary
        if let existing = threadState[waitingKey] as? WaitingStack { return existing }
        guard creating else { return nil }
        let stack = WaitingStack()
        threadState[waitingKey] = stack
        return stack
    }

    /// Drops this thread's (empty) waiting stack once the deepest direct forward is done.
    private static func releaseWaiting() {
        Thread.current.threadDictionary.removeObject(forKey: waitingKey)
    }

    /// The waiting stack's key in the thread's dictionary.
    private static let waitingKey = "Canopy.ChildForwarding"
}
