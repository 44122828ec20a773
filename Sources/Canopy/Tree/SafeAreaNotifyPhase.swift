#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The safe-area notify phase: the callbacks that follow a store walk, in pre-order.
///
/// The views waiting for a callback are listed without a reference count each (at 100,000
/// views the retains and releases were a sixth of a layout pass and a whole extra walk over
/// memory). They stay valid because a view in a tree is held by its parent's subview list,
/// and while a phase runs on this thread any subview list that changes keeps its old
/// contents alive (`keepAlive`) until the outermost phase ends: a callback can remove, or
/// drop the last reference to, any view still waiting, and that view is released after the
/// phase rather than under it.
enum SafeAreaNotifyPhase {
    /// Whether a notify phase is running on this thread (a callback may start another).
    static var isRunning: Bool { ThreadCounter.safeAreaNotifications.value > 0 }

    /// Calls back every listed view in the order it was stored, then, when this was the
    /// outermost phase, releases what the phase kept alive. A callback that changes another
    /// view's safe area recomputes and notifies that view itself, so a listed view whose value
    /// was notified meanwhile gets no second callback.
    static func run(_ list: borrowing SafeAreaNotifyList) {
        if list.count == 0 { return }
        ThreadCounter.safeAreaNotifications.add(1)
        for i in 0..<list.count {
            list[i]._withUnsafeGuaranteedRef { $0.notifySafeAreaIfNeeded() }
        }
        ThreadCounter.safeAreaNotifications.add(-1)
        if !isRunning { releaseKept() }
    }

    /// Keeps `views` (a subview list about to change) alive until the outermost phase ends.
    static func keepAlive(_ views: [ViewNode]) {
        let kept: KeptViews
        if let existing = pthread_getspecific(keptKey) {
            kept = Unmanaged<KeptViews>.fromOpaque(existing).takeUnretainedValue()
        } else {
            kept = KeptViews()
            pthread_setspecific(keptKey, Unmanaged.passRetained(kept).toOpaque())
        }
        kept.lists.append(views)
    }

    /// Releases what the phases on this thread kept. A release may run deinits that change
    /// other trees; none runs inside a phase any more, so nothing new is kept meanwhile.
    private static func releaseKept() {
        guard let existing = pthread_getspecific(keptKey) else { return }
        pthread_setspecific(keptKey, nil)
        Unmanaged<KeptViews>.fromOpaque(existing).release()
    }

    /// The subview lists kept alive on this thread, made when a phase first keeps one.
    private final class KeptViews {
        var lists: [[ViewNode]] = []
    }

    private static let keptKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

/// The views a store walk found waiting for a safe-area callback, in pre-order, unretained
/// (see `SafeAreaNotifyPhase` for why they stay valid until their callbacks run).
///
/// A buffer of its own rather than an array: appending is a bounds test and a store, with no
/// uniqueness check per view (the list is never shared, which being noncopyable guarantees).
struct SafeAreaNotifyList: ~Copyable {
    private var start: UnsafeMutablePointer<Unmanaged<ViewNode>>?
    private var capacity = 0
    /// How many views are listed.
    private(set) var count = 0

    init() {}

    deinit { start?.deallocate() }

    /// Adds a view still held by the tree (or by the caller of the walk).
    @inline(__always)
    mutating func append(_ view: ViewNode) {
        if count == capacity { grow() }
        (start! + count).initialize(to: Unmanaged.passUnretained(view))
        count &+= 1
    }

    /// The listed view at `index` (`0..<count`).
    @inline(__always)
    subscript(index: Int) -> Unmanaged<ViewNode> {
        precondition(index >= 0 && index < count, "notify list index out of range")
        return start![index]
    }

    /// Doubles the capacity (at least 16 entries), moving the listed views.
    @inline(never)
    private mutating func grow() {
        let newCapacity = Swift.max(16, capacity * 2)
        let newStart = UnsafeMutablePointer<Unmanaged<ViewNode>>.allocate(capacity: newCapacity)
        if let start {
            newStart.moveInitialize(from: start, count: count)
            start.deallocate()
        }
        start = newStart
        capacity = newCapacity
    }
}
