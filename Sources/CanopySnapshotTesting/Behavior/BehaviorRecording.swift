import Canopy
import CanopyCairo
import Foundation

/// One captured moment of a trace's replay.
public struct BehaviorFrame {
    /// Seconds since the replay started (the time of the frame shown).
    public let time: TimeInterval
    /// The driven scroll node's content offset, in points.
    public let contentOffset: CGPoint
    /// The header's frame in window coordinates (points); nil when the screen has none.
    public let headerFrame: CGRect?
    /// The screen's reported values (``BehaviorSnapshotReporting/behaviorValues``).
    public let values: [(name: String, value: String)]
    /// The window as rendered at this moment, at the device's scale.
    public let image: Bitmap
}

/// Every captured moment of one replay, in order, and how it was made.
public struct BehaviorRecording {
    /// The captured frames, in time order.
    public let frames: [BehaviorFrame]
    /// The device the screen was hosted on.
    public let device: DeviceProfile
    /// Frames per second the clock ran at.
    public let framesPerSecond: Double
}

/// Why a behaviour could not be recorded: bad input or a render failure.
public struct BehaviorSnapshotError: Error, CustomStringConvertible, Equatable {
    /// The one-paragraph cause, naming the bad value.
    public let description: String
}

/// Hosts `controller` in a new window of `device`, replays `trace` on the window's frame
/// clock at `framesPerSecond`, and renders the moments `frames` chooses.
///
/// The trace and frames are checked before anything runs; bad input (a non-finite or
/// negative duration, no frames, more than ``BehaviorFrames/maximumCount`` frames, a frame
/// rate outside 1...1000, a screen without a scroll node) throws a
/// ``BehaviorSnapshotError`` naming the value.
public func recordBehavior(
    of controller: ViewControllerNode, on device: DeviceProfile, trace: ScrollTrace, frames: BehaviorFrames,
    framesPerSecond: Double = 60, renderer: CairoRenderer = CairoRenderer()
) throws -> BehaviorRecording {
    if let problem = trace.validationError() ?? frames.validationError() { throw BehaviorSnapshotError(description: problem) }
    guard framesPerSecond.isFinite, (1...1000).contains(framesPerSecond) else {
        throw BehaviorSnapshotError(description: "framesPerSecond \(framesPerSecond) is out of range 1...1000.")
    }
    let window = WindowNode(device: device)
    window.clock.frameDuration = 1 / framesPerSecond
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.clock.runUntilIdle(maxFrames: Int(ScrollTrace.defaultSettleTimeout * framesPerSecond))
    window.layoutIfNeeded()
    let reporting = controller as? BehaviorSnapshotReporting
    guard let scroll = reporting?.behaviorScrollNode ?? BehaviorReplay.firstScrollNode(in: controller.view) else {
        throw BehaviorSnapshotError(
            description: "\(controller.diagnosticName) has no scroll node to drive: add one or name it with BehaviorSnapshotReporting.")
    }
    let replay = BehaviorReplay(
        window: window, scroll: scroll, frames: frames, renderer: renderer,
        headerIdentifier: reporting.map { $0.behaviorHeaderIdentifier } ?? BehaviorSnapshot.defaultHeaderIdentifier,
        values: { reporting?.behaviorValues ?? [] })
    try replay.run(trace)
    return BehaviorRecording(frames: replay.captured, device: device, framesPerSecond: framesPerSecond)
}

/// Runs a trace frame by frame and captures the chosen moments.
final class BehaviorReplay {
    let window: WindowNode
    let scroll: ScrollNode
    let renderer: CairoRenderer
    let header: ViewNode?
    let values: () -> [(name: String, value: String)]
    let start: TimeInterval
    let frames: BehaviorFrames
    private(set) var captured: [BehaviorFrame] = []
    private var renderError: Error?
    private var fingerDown = false

    /// Tolerance for comparing times: frame times are sums of 1/60 or 1/120 s steps.
    static let timeSlack = 1e-6

    init(
        window: WindowNode, scroll: ScrollNode, frames: BehaviorFrames, renderer: CairoRenderer, headerIdentifier: String?,
        values: @escaping () -> [(name: String, value: String)]
    ) {
        self.window = window
        self.scroll = scroll
        self.frames = frames
        self.renderer = renderer
        self.values = values
        header = headerIdentifier.flatMap { Self.firstNode(in: window, identifier: $0) }
        start = window.clock.now
    }

    var elapsed: TimeInterval { window.clock.now - start }
    var frameDuration: TimeInterval { window.clock.frameDuration }

    /// The next moment to capture, or nil when none is left.
    var nextTime: TimeInterval? {
        switch frames.kind {
        case .times(let times): return captured.count < times.count ? times[captured.count] : nil
        case .every(let interval): return Double(captured.count) * interval
        }
    }

    func run(_ trace: ScrollTrace) throws {
        captureDue()
        for step in trace.steps {
            perform(step)
            if let renderError { throw BehaviorSnapshotError(description: "A frame could not be rendered: \(renderError)") }
        }
        // Explicit times past the trace's end: keep the clock running until they are reached.
        if case .times(let times) = frames.kind, let last = times.last {
            while captured.count < times.count && elapsed < last + frameDuration { runFrame() }
        }
        if let renderError { throw BehaviorSnapshotError(description: "A frame could not be rendered: \(renderError)") }
        if case .every(let interval) = frames.kind, captured.count > BehaviorFrames.maximumCount {
            throw BehaviorSnapshotError(
                description:
                    "Frames every \(BehaviorFormat.number(interval)) s over this \(BehaviorFormat.number(elapsed)) s trace make \(captured.count) frames; a behaviour snapshot shows at most \(BehaviorFrames.maximumCount): choose a longer interval."
            )
        }
    }

    private func frameCount(_ seconds: TimeInterval) -> Int {
        Int((seconds / frameDuration).rounded())
    }

    private func perform(_ step: ScrollTrace.Step) {
        switch step {
        case .drag(let distance, let seconds):
            drag(distance, seconds)
        case .hold(let seconds), .wait(let seconds):
            for _ in 0..<frameCount(seconds) { runFrame() }
        case .release(let velocity):
            release(velocity)
        case .fling(let distance, let seconds):
            drag(distance, seconds)
            release(distance / CGFloat(seconds))
        case .settle(let timeout):
            var count = 0
            let limit = frameCount(timeout)
            while count < limit && !window.clock.isIdle {
                runFrame()
                count += 1
            }
        case .setOffset(let y, let animated):
            scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: y), animated: animated)
            window.layoutIfNeeded()
        case .tick:
            runFrame()
        case .perform(_, let action):
            action(scroll)
            window.layoutIfNeeded()
        }
    }

    private func drag(_ distance: CGFloat, _ seconds: TimeInterval) {
        if !fingerDown {
            scroll.beginDragging()
            fingerDown = true
        }
        let n = max(1, frameCount(seconds))
        for _ in 0..<n { runFrame { self.scroll.drag(by: distance / CGFloat(n)) } }
    }

    private func release(_ fingerVelocity: CGFloat) {
        // The scroll node takes offset velocity in points per millisecond: a finger moving
        // down moves the offset up.
        let speed = -fingerVelocity / 1000
        let horizontal = !scroll.isVerticallyScrollable && scroll.isHorizontallyScrollable
        scroll.endDragging(velocity: horizontal ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed))
        fingerDown = false
        window.layoutIfNeeded()
    }

    /// One frame of the clock, then `action` (a finger move lands after the frame, as a
    /// touch event between frames would), then any capture now due.
    private func runFrame(_ action: (() -> Void)? = nil) {
        window.clock.advanceFrame()
        action?()
        window.layoutIfNeeded()
        captureDue()
    }

    private func captureDue() {
        while renderError == nil, let next = nextTime, elapsed >= next - Self.timeSlack {
            // A run of `.every` frames far past the limit is refused after the replay.
            if captured.count > BehaviorFrames.maximumCount { return }
            do {
                captured.append(
                    BehaviorFrame(
                        time: max(0, elapsed), contentOffset: scroll.contentOffset,
                        headerFrame: header.map { $0.convert($0.bounds, to: nil) }, values: values(),
                        image: try renderer.render(window)))
            } catch {
                renderError = error
            }
        }
    }

    /// The first scroll node under `root`, depth first, root included.
    static func firstScrollNode(in root: ViewNode) -> ScrollNode? {
        if let scroll = root as? ScrollNode { return scroll }
        for child in root.subviews {
            if let found = firstScrollNode(in: child) { return found }
        }
        return nil
    }

    /// The first node under `root` with accessibility identifier `identifier`, depth first.
    static func firstNode(in root: ViewNode, identifier: String) -> ViewNode? {
        if root.accessibilityIdentifier == identifier { return root }
        for child in root.subviews {
            if let found = firstNode(in: child, identifier: identifier) { return found }
        }
        return nil
    }
}
