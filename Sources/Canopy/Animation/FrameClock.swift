import Foundation

/// Something the clock steps once per frame until it reports itself finished.
protocol ClockMotion: AnyObject {
    var isFinished: Bool { get }
    func step(clock: FrameClock)
}

/// Deterministic time for animations, deceleration and display links.
///
/// Frames happen at `k × frameDuration` from creation; each frame steps running motions,
/// then frame handlers, then due scheduled actions, then lays out the owning tree.
public final class FrameClock {
    /// Current time in seconds since the clock was created.
    ///
    /// An accessor over storage of this module: a header reads it on every scroll event, and a
    /// stored property of a class read from another module costs a runtime exclusivity check.
    public var now: TimeInterval { storedNow }
    private var storedNow: TimeInterval = 0

    /// Seconds per frame (default 1/60). Non-finite or non-positive values are refused.
    public var frameDuration: TimeInterval {
        get { storedFrameDuration }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return Diagnostics.report(
                    code: "clock.invalidInterval", "Refused frameDuration = \(newValue): it must be a positive finite number of seconds.")
            }
            baseTime = frameTime(frameIndex)
            baseIndex = frameIndex
            storedFrameDuration = newValue
        }
    }

    /// The most frames one `advance(by:)` may run while something is running (a display
    /// link that never stops would otherwise hang the call): 100,000 frames, about 28 minutes.
    public static let maximumFramesPerAdvance = 100_000

    /// Frames run since creation.
    public private(set) var frameIndex = 0

    /// The largest frame index a clock reaches: 2⁵³, beyond which a `Double` time no longer
    /// tells consecutive frames apart. An advance that would pass it is refused.
    public static let maximumFrameIndex = 1 << 53

    /// True while a frame runs (motions, handlers, actions, layout): advancing the clock from
    /// inside its own frame is refused, since it would recurse.
    private(set) var isRunningFrame = false

    private var storedFrameDuration: TimeInterval = 1.0 / 60.0
    private var baseTime: TimeInterval = 0
    private var baseIndex = 0
    private var motions: [ClockMotion] = []
    private let frameHandlers = HandlerList<FrameClock>()
    /// Told once when the view owning the clock is released; made on first registration.
    private var ownerReleaseHandlers: HandlerList<FrameClock>?
    private var scheduled: [(id: Int, due: TimeInterval, action: () -> Void)] = []
    /// Ids of the due actions the running frame has yet to run; cancelling one removes it.
    private var waitingDueActions: Set<Int> = []
    private var nextID = 0
    /// The tree root laid out after each frame. Weak: the view owns its clock, and a read per
    /// frame costs nothing a user waits for (see "Unsafe references" in Benchmarks/README.md).
    weak var owner: ViewNode?

    /// Creates a free-standing clock at time 0.
    public init() {}

    init(owner: ViewNode) { self.owner = owner }

    private func frameTime(_ k: Int) -> TimeInterval {
        baseTime + Double(k - baseIndex) * storedFrameDuration
    }

    /// True when nothing is running: no motion, no frame handler, no scheduled action.
    public var isIdle: Bool {
        motions.allSatisfy(\.isFinished) && frameHandlers.isEmpty && scheduled.isEmpty && waitingDueActions.isEmpty
    }

    /// Runs one frame: motions, frame handlers, due scheduled actions, then layout.
    ///
    /// Refused (`clock.reentrantAdvance`) while a frame runs, e.g. from a frame handler, and
    /// (`clock.invalidInterval`) at `maximumFrameIndex`.
    public func advanceFrame() {
        guard refuseIfRunningFrame("advanceFrame()") else { return }
        guard frameIndex < Self.maximumFrameIndex else {
            return Diagnostics.report(
                code: "clock.invalidInterval", "Refused advanceFrame(): the clock is at its last frame, \(Self.maximumFrameIndex).")
        }
        isRunningFrame = true
        defer { isRunningFrame = false }
        frameIndex += 1
        storedNow = frameTime(frameIndex)
        motions.removeAll(where: \.isFinished)
        for m in motions where !m.isFinished { m.step(clock: self) }
        motions.removeAll(where: \.isFinished)
        frameHandlers.callAll(self)
        runDueActions()
        owner?.treeRoot.layoutIfNeeded()
    }

    /// Runs the actions due now, earliest first, ties in scheduling order.
    ///
    /// They leave the list together and are sorted once, so a frame with n due actions costs
    /// n log n, not n² from finding the earliest again before each one. One cancelled by an
    /// earlier one in the same frame does not run; one scheduled meanwhile waits for a frame.
    private func runDueActions() {
        if scheduled.isEmpty { return }
        let limit = now + 1e-9
        var due: [(id: Int, due: TimeInterval, action: () -> Void)] = []
        scheduled.removeAll { item in
            guard item.due <= limit else { return false }
            due.append(item)
            return true
        }
        if due.isEmpty { return }
        due.sort { ($0.due, $0.id) < ($1.due, $1.id) }
        waitingDueActions = Set(due.map(\.id))
        for item in due where waitingDueActions.remove(item.id) != nil {
            item.action()
        }
    }

    /// Runs every frame due within `interval` seconds, then sets `now` to the old `now + interval`.
    ///
    /// Negative or non-finite intervals are refused. Frames while idle change nothing but time,
    /// so they are skipped and a long advance on an idle clock returns at once.
    ///
    /// Also refused, naming the interval: one that makes the time infinite, and any advance
    /// from inside a frame. An idle skip past `maximumFrameIndex` frames restarts the frame
    /// grid at the new time instead of counting them.
    public func advance(by interval: TimeInterval) {
        guard refuseIfRunningFrame("advance(by: \(interval))") else { return }
        guard interval.isFinite, interval >= 0 else {
            return Diagnostics.report(
                code: "clock.invalidInterval", "Refused advance(by: \(interval)): the interval must be a finite, non-negative number of seconds.")
        }
        let end = now + interval
        guard end.isFinite else {
            return Diagnostics.report(
                code: "clock.invalidInterval", "Refused advance(by: \(interval)): the time would pass the largest finite value (now is \(now) s).")
        }
        let due = ((end + 1e-9 - baseTime) / storedFrameDuration).rounded(.down) - Double(frameIndex - baseIndex)
        if !isIdle && due > Double(Self.maximumFramesPerAdvance) {
            return Diagnostics.report(
                code: "clock.invalidInterval",
                "Refused advance(by: \(interval)): it would run \(due) frames while the clock is busy; the limit is \(Self.maximumFramesPerAdvance) (use runUntilIdle(maxFrames:) to bound the work)."
            )
        }
        if !isIdle && frameTime(frameIndex + 1) <= frameTime(frameIndex) {
            return Diagnostics.report(
                code: "clock.invalidInterval",
                "Refused advance(by: \(interval)): at \(now) s a frame of \(storedFrameDuration) s no longer moves the time, so frames would never end."
            )
        }
        // At most one advance's worth of frames, even if a frame handler changes the frame duration.
        var framesLeft = Self.maximumFramesPerAdvance + 1
        while frameTime(frameIndex + 1) <= end + 1e-9 && framesLeft > 0 {
            framesLeft -= 1
            if isIdle {
                // Idle frames change nothing but time: jump over them.
                let skip = Swift.max(due, 0)
                if skip.isFinite && Double(frameIndex) + skip <= Double(Self.maximumFrameIndex) {
                    frameIndex += Int(skip)
                } else {
                    // Too many frames to count exactly: the grid restarts at `end`.
                    baseTime = end
                    baseIndex = frameIndex
                }
                owner?.treeRoot.layoutIfNeeded()
                break
            }
            guard frameIndex < Self.maximumFrameIndex else {
                advanceFrame()  // reports the refusal
                break
            }
            advanceFrame()
        }
        storedNow = end
    }

    /// Runs frames until the clock is idle or `maxFrames` ran; returns how many ran.
    @discardableResult
    public func runUntilIdle(maxFrames: Int = 10_000) -> Int {
        guard refuseIfRunningFrame("runUntilIdle(maxFrames: \(maxFrames))") else { return 0 }
        var count = 0
        while count < maxFrames && !isIdle {
            advanceFrame()
            count += 1
        }
        return count
    }

    /// Reports `clock.reentrantAdvance` and returns false while a frame runs.
    private func refuseIfRunningFrame(_ call: String) -> Bool {
        guard isRunningFrame else { return true }
        Diagnostics.report(
            code: "clock.reentrantAdvance", "Refused \(call): the clock is running a frame; advancing it from inside the frame would recurse.")
        return false
    }

    /// Calls `handler` once per frame (a display link) until the token is cancelled or released.
    public func addFrameHandler(_ handler: @escaping (FrameClock) -> Void) -> FrameHandlerToken {
        frameHandlers.add(handler, token: FrameHandlerToken.init)
    }

    /// Like `addFrameHandler(_:)`, and calls `ownerReleased` once if the view owning the clock
    /// (its window, or a windowless tree's root) is released while the handler is registered.
    ///
    /// Work driven by the frames ends there rather than waiting for frames that no one may
    /// run again. The token removes both.
    package func addFrameHandler(_ handler: @escaping (FrameClock) -> Void, ownerReleased: @escaping () -> Void) -> FrameHandlerToken {
        let frames = frameHandlers.add(handler, token: FrameHandlerToken.init)
        let list = ownerReleaseHandlers ?? HandlerList()
        ownerReleaseHandlers = list
        let release = list.add({ _ in ownerReleased() }, token: FrameHandlerToken.init)
        return FrameHandlerToken {
            frames.cancel()
            release.cancel()
        }
    }

    /// Called by the owning view's deinit once its subviews are let go: the clock lays out
    /// nothing any more, and handlers that asked are told.
    func ownerWasReleased() {
        owner = nil
        guard let list = ownerReleaseHandlers else { return }
        ownerReleaseHandlers = nil
        list.callAll(self)
    }

    /// Runs `action` in the first frame at or after `now + delay` seconds.
    ///
    /// Due actions run earliest first, ties in scheduling order, and keep the clock busy.
    /// Releasing the returned token does not cancel; call `cancel()`.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> ScheduledAction {
        nextID += 1
        let id = nextID
        let safeDelay = delay.isFinite ? Swift.max(0, delay) : 0
        if !delay.isFinite || delay < 0 {
            Diagnostics.report(
                code: "clock.invalidInterval", "schedule(after: \(delay)) needs a finite, non-negative delay; running it on the next frame.")
        }
        // A zero delay still waits for the next frame, never running synchronously.
        let due = safeDelay == 0 ? frameTime(frameIndex + 1) : now + safeDelay
        scheduled.append((id, due, action))
        return ScheduledAction { [weak self] in
            guard let clock = self else { return }
            clock.scheduled.removeAll { $0.id == id }
            clock.waitingDueActions.remove(id)
        }
    }

    func addMotion(_ m: ClockMotion) {
        motions.append(m)
    }
}

/// Keeps a frame handler registered; `cancel()` or releasing it stops the handler.
public final class FrameHandlerToken: CancellableToken {}

/// A scheduled clock action; `cancel()` stops it if it has not run yet.
public final class ScheduledAction {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Cancels the action if it has not run.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
