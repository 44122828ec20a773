import Foundation

/// The header's event queue: one event is solved and applied at a time.
///
/// Applying effects makes nodes call back (a scroll view clamps its offset after an inset
/// change, the window re-resolves the status bar, safe areas propagate). Those callbacks never
/// re-enter a solve: they are queued here and run, in order, after the current event. A
/// callback caused by the header's own status-bar flip re-solves once; anything the header's
/// own effects keep causing beyond `maximumFollowUps` is dropped, so no feedback can loop.
struct HeaderPipeline {
    /// Why a queued event happened; decides how it is handled.
    enum Cause: Equatable {
        /// Something outside the header.
        case external
        /// The header's own geometry write (its frame, transform or top-safe-area guide).
        case ownGeometry
        /// The header's own scroll-view write that must not count as scrolling (an inset change
        /// it compensates, or the offset it restores after a status-bar change).
        case ownScrollViewWrite
        /// The header's own status-bar appearance request; only the first flip of an event
        /// may re-solve (`isFirst`).
        case ownStatusBarFlip(isFirst: Bool)
    }

    /// Follow-up events one outside event may cause through the header's own effects.
    static let maximumFollowUps = 64

    /// An event is being solved or applied.
    private(set) var isBusy = false
    /// What the effect being applied now is, for events it causes.
    var currentCause: Cause = .external
    /// What the frame-change delegate last heard about.
    struct Report: Equatable {
        var frame: CGRect
        var statusBarHeight: CGFloat
        var trackingScrollView: ObjectIdentifier?
        var shiftBehavior: ShiftConfiguration.Behavior = .disabled
        var topSafeAreaInset: CGFloat = 0
        var topSafeAreaGuideHeight: CGFloat = 0
        var maximumHeight: CGFloat = 0
        var includesSafeArea = true
    }

    /// What the frame-change delegate last heard about.
    var lastReport = Report(frame: .zero, statusBarHeight: 0, trackingScrollView: nil)
    /// A solve of the current event committed the header's position.
    var didCommit = false
    /// Why the event being handled now happened.
    private(set) var runningCause: Cause = .external
    /// The event must end the long way (`wrapUpEvent()`): it dropped follow-ups, or detent
    /// moves ended whose completions wait for the event's end.
    var needsWrapUp = false
    private var queue: [(cause: Cause, event: HeaderEvent)] = []
    private var followUps = 0
    private var statusBarFlips = 0
    #if DEBUG
        /// Solvers made over the view's state since the header was created, so tests can count
        /// the solves one event costs.
        var solveCount = 0
        /// Effect lists applied since the header was created, counted like `solveCount`.
        var applyCount = 0
    #endif

    /// Starts an event; false when one is in progress, in which case `event` was queued.
    mutating func begin(_ event: HeaderEvent) -> Bool {
        if isBusy {
            queue.append((currentCause, event))
            return false
        }
        isBusy = true
        didCommit = false
        runningCause = .external
        followUps = 0
        statusBarFlips = 0
        return true
    }

    /// The next queued event to run, or nil when the event is complete.
    mutating func next(after mark: Int = 0) -> (cause: Cause, event: HeaderEvent)? {
        while queue.count > mark {
            let item = queue.remove(at: mark)
            followUps += 1
            if followUps > Self.maximumFollowUps {
                needsWrapUp = true
                continue
            }
            if item.cause == .ownStatusBarFlip(isFirst: false) { continue }
            currentCause = .external
            return item
        }
        return nil
    }

    /// Sets the cause of the event being handled, returning the previous one.
    mutating func swapRunningCause(_ cause: Cause) -> Cause {
        let previous = runningCause
        runningCause = cause
        return previous
    }

    /// Number of events waiting.
    var queueCount: Int { queue.count }

    /// Whether events wait in the queue.
    var hasQueuedEvents: Bool { !queue.isEmpty }

    /// Ends the event.
    mutating func end() {
        isBusy = false
        queue.removeAll(keepingCapacity: true)
    }

    /// The cause to give callbacks of a status-bar flip the header is about to request.
    mutating func statusBarFlipCause() -> Cause {
        statusBarFlips += 1
        return .ownStatusBarFlip(isFirst: statusBarFlips == 1)
    }

    /// Whether events were dropped because they kept coming.
    var droppedFollowUps: Bool { followUps > Self.maximumFollowUps }
}
