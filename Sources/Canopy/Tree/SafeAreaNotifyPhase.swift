import Foundation

/// The safe-area notify phase: the callbacks that follow a store walk, in pre-order.
///
/// The views waiting for a callback are listed without a reference count each (at 100,000
/// views the retains and releases were a sixth of a layout pass and a whole extra walk over
/// memory). They stay valid because a view in a tree is held by its parent's subview list,
/// and while a phase runs on this thread any subview list that changes keeps its old
/// contents alive (`keepAlive`) until the outermost phase ends: a callback can remove, or
/// drop the last reference to, any view still waiting, and that view is released after the
/// phase rather than under it.
///
/// A callback that changes a safe area starts a phase of its own. Shallow ones run inside
/// the callback, as they always did; past `maximumNesting` they wait and run one after
/// another, so a callback that keeps changing the safe area it reacts to is called back
/// without a stack frame per change, and is stopped after `maximumRepeatedCallbacks`.
enum SafeAreaNotifyPhase {
    /// Whether a notify phase is running on this thread (a callback may start another).
    static var isRunning: Bool { ThreadCounter.safeAreaNotifications.value > 0 }

    /// What holds each listed view until its callback has run.
    static let heldByTree: StaticString =
        "a view waiting for its safe-area callback is held by its parent's subview list, and a list that changes during a phase keeps its old contents until the outermost phase ends"

    /// How many phases nest before a phase started from a callback waits instead of running
    /// at once; far more than a real reaction to a safe-area change needs, and a few dozen
    /// kilobytes of stack at the deepest point. A waiting phase runs when the callback that
    /// started it returns, before anything that waited earlier.
    static let maximumNesting = 32

    /// The most callbacks one view gets from phases started by callbacks, within one
    /// outermost phase: a view (or controller) that changes its own safe area from every
    /// callback would otherwise be called back forever. Past it the view's callbacks are
    /// dropped (`safeArea.feedbackLoop`) and it keeps its last value.
    static let maximumRepeatedCallbacks = 1_000

    /// Calls back every listed view in the order it was stored, then, when this was the
    /// outermost phase, releases what the phase kept alive. A callback that changes another
    /// view's safe area recomputes and notifies that view itself, so a listed view whose value
    /// was notified meanwhile gets no second callback.
    static func run(_ list: borrowing SafeAreaNotifyList) {
        if list.count == 0 { return }
        let depth = ThreadCounter.safeAreaNotifications.value
        guard depth == 0 else { return runNested(list, depth: depth) }
        ThreadCounter.safeAreaNotifications.set(1)
        for i in 0..<list.count {
            list[i].withView(heldBy: heldByTree) { $0.notifySafeAreaIfNeeded() }
        }
        // Every phase a callback started has ended: this was the outermost one.
        ThreadCounter.safeAreaNotifications.set(0)
        releasePhaseState()
    }

    /// A phase started from a callback (`depth` phases are running): it runs at once while
    /// the nesting is shallow, and otherwise waits for the deepest running phase, which works
    /// through the waiting phases after each of its callbacks, so a callback that keeps
    /// changing safe areas costs no stack per change.
    private static func runNested(_ list: borrowing SafeAreaNotifyList, depth: Int) {
        let state = phaseState()
        if depth >= maximumNesting {
            // Retained while they wait: no subview list needs to hold them any more.
            var views: [ViewNode] = []
            views.reserveCapacity(list.count)
            for i in 0..<list.count { views.append(list[i].view(heldBy: heldByTree)) }
            state.waiting.append(WaitingPhase(views: views))
            return
        }
        let isDeepest = depth == maximumNesting - 1
        ThreadCounter.safeAreaNotifications.add(1)
        for i in 0..<list.count {
            notifyRepeated(list[i].view(heldBy: heldByTree), state: state)
            if isDeepest { runWaiting(state) }
        }
        ThreadCounter.safeAreaNotifications.add(-1)
    }

    /// Runs the waiting phases, latest first, each from where it stopped: a phase a callback
    /// starts here waits on top and runs before the rest.
    private static func runWaiting(_ state: PhaseState) {
        while let top = state.waiting.last {
            guard top.next < top.views.count else {
                state.waiting.removeLast()
                continue
            }
            state.waiting[state.waiting.count - 1].next += 1
            notifyRepeated(top.views[top.next], state: state)
        }
    }

    /// Notifies a view in a phase started by a callback, counting its callbacks and dropping
    /// them past `maximumRepeatedCallbacks`.
    private static func notifyRepeated(_ view: ViewNode, state: PhaseState) {
        if view.storedSafeAreaInsets != view.lastNotifiedSafeAreaInsets {
            let id = ObjectIdentifier(view)
            let count = state.callbacks[id, default: 0] + 1
            state.callbacks[id] = count
            if count > maximumRepeatedCallbacks {
                view.lastNotifiedSafeAreaInsets = view.storedSafeAreaInsets
                if count == maximumRepeatedCallbacks + 1 {
                    let name = view.owningViewController?.diagnosticName ?? view.diagnosticName
                    Diagnostics.report(
                        code: "safeArea.feedbackLoop",
                        "Dropped further safe-area callbacks of \(name): its safe area changed \(maximumRepeatedCallbacks) times in a row from safe-area callbacks (a callback that changes the safe area it reacts to); it keeps \(view.storedSafeAreaInsets)."
                    )
                }
                return
            }
        }
        view.notifySafeAreaIfNeeded()
    }

    /// Keeps `views` (a subview list about to change) alive until the outermost phase ends.
    static func keepAlive(_ views: [ViewNode]) {
        phaseState().keptLists.append(views)
    }

    /// Releases what the phases on this thread kept. A release may run deinits that change
    /// other trees; none runs inside a phase any more, so nothing new is kept meanwhile.
    private static func releasePhaseState() {
        guard ThreadCounter.safeAreaPhaseStates.value != 0 else { return }
        ThreadCounter.safeAreaPhaseStates.set(0)
        Thread.current.threadDictionary.removeObject(forKey: stateKey)
    }

    /// What the phases on this thread share until the outermost one ends, made when a phase
    /// first needs it.
    private static func phaseState() -> PhaseState {
        let threadState = Thread.current.threadDictionary
        if let existing = threadState[stateKey] as? PhaseState { return existing }
        let state = PhaseState()
        threadState[stateKey] = state
        ThreadCounter.safeAreaPhaseStates.set(1)
        return state
    }

    /// The subview lists kept alive, the phases waiting to run and the callbacks each view got
    /// from phases started by callbacks.
    private final class PhaseState {
        var keptLists: [[ViewNode]] = []
        var waiting: [WaitingPhase] = []
        var callbacks: [ObjectIdentifier: Int] = [:]
    }

    /// A phase that waits for the deepest running one, with how far it got.
    private struct WaitingPhase {
        let views: [ViewNode]
        var next = 0
    }

    /// The phase state's key in the thread's dictionary.
    private static let stateKey = "Canopy.SafeAreaNotifyPhase"
}

/// The views a store walk found waiting for a safe-area callback, in pre-order, unretained
/// (see `SafeAreaNotifyPhase` for why they stay valid until their callbacks run).
///
/// A buffer of its own rather than an array: appending is a bounds test and a store, with no
/// uniqueness check per view (the list is never shared, which being noncopyable guarantees).
struct SafeAreaNotifyList: ~Copyable {
    private var start: UnsafeMutablePointer<BorrowedView>?
    private var capacity = 0
    /// How many views are listed.
    private(set) var count = 0

    init() {}

    deinit {
        // A no-op in release builds, where a lent view is a plain unretained reference.
        start?.deinitialize(count: count)
        start?.deallocate()
    }

    /// Adds a view still held by the tree (or by the caller of the walk).
    @inline(__always)
    mutating func append(_ view: ViewNode) {
        if count == capacity { grow() }
        (start! + count).initialize(to: BorrowedView(view))
        count &+= 1
    }

    /// The listed view at `index` (`0..<count`).
    @inline(__always)
    subscript(index: Int) -> BorrowedView {
        precondition(index >= 0 && index < count, "notify list index out of range")
        return start![index]
    }

    /// Doubles the capacity (at least 16 entries), moving the listed views.
    @inline(never)
    private mutating func grow() {
        let newCapacity = Swift.max(16, capacity * 2)
        let newStart = UnsafeMutablePointer<BorrowedView>.allocate(capacity: newCapacity)
        if let start {
            newStart.moveInitialize(from: start, count: count)
            start.deallocate()
        }
        start = newStart
        capacity = newCapacity
    }
}
