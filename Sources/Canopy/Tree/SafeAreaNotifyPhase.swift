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
    static func run(_ list: SafeAreaNotifyList) {
        if list.views.isEmpty { return }
        ThreadCounter.safeAreaNotifications.add(1)
        for view in list.views {
            view._withUnsafeGuaranteedRef { $0.notifySafeAreaIfNeeded() }
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
struct SafeAreaNotifyList {
    private(set) var views: [Unmanaged<ViewNode>] = []

    /// Adds a view still held by the tree (or by the caller of the walk).
    @inline(__always)
    mutating func append(_ view: ViewNode) {
        views.append(Unmanaged.passUnretained(view))
    }
}
