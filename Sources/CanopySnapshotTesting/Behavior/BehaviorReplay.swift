import Canopy
import CanopyCairo
import Foundation

/// Runs a trace frame by frame and captures the chosen moments.
final class BehaviorReplay {
    let window: WindowNode
    let renderer: CairoRenderer
    let header: ViewNode?
    let values: () -> [(name: String, value: String)]
    let start: TimeInterval
    let frames: BehaviorFrames
    private(set) var captured: [BehaviorFrame] = []
    private var renderError: Error?
    /// The scroll node the finger is on, from the drag that put it down until the release.
    private var fingerScroll: ScrollNode?
    /// How many of the chosen moments (`.at` times or `.every` multiples) are captured;
    /// `captured` also holds the frames added after `perform` steps and at the end.
    private var scheduledCount = 0
    /// Counts every change the replay makes (frames run, offsets set, actions, releases),
    /// so the end of a trace is captured only when something happened after the last frame.
    private var changes = 0
    private var changesAtLastCapture = -1
    /// The scroll node a step drives and a frame reports, asked again every time.
    private let currentScroll: () -> ScrollNode

    /// Tolerance for comparing times: frame times are sums of 1/60 or 1/120 s steps.
    static let timeSlack = 1e-6

    init(
        window: WindowNode, scroll: @escaping () -> ScrollNode, frames: BehaviorFrames, renderer: CairoRenderer,
        header: ViewNode?, values: @escaping () -> [(name: String, value: String)]
    ) {
        self.window = window
        self.currentScroll = scroll
        self.frames = frames
        self.renderer = renderer
        self.values = values
        self.header = header
        start = window.clock.now
    }

    var elapsed: TimeInterval { window.clock.now - start }
    var frameDuration: TimeInterval { window.clock.frameDuration }

    /// The next chosen moment to capture, or nil when none is left.
    var nextTime: TimeInterval? {
        switch frames.kind {
        case .times(let times): return scheduledCount < times.count ? times[scheduledCount] : nil
        case .every(let interval): return Double(scheduledCount) * interval
        }
    }

    /// Whether the chosen frames add one after every `perform` step and one at the end.
    private var addsEventFrames: Bool {
        if case .every = frames.kind { return true }
        return false
    }

    func run(_ trace: ScrollTrace) throws {
        captureDue()
        for step in trace.steps {
            perform(step)
            if let renderError { throw BehaviorSnapshotError(description: "A frame could not be rendered: \(renderError)") }
        }
        // Explicit times past the trace's end: keep the clock running until they are reached.
        if case .times(let times) = frames.kind, let last = times.last {
            while scheduledCount < times.count && elapsed < last + frameDuration { runFrame() }
        }
        // The state the trace ends in, unless the last frame already shows it.
        if addsEventFrames, changes != changesAtLastCapture { capture() }
        if let renderError { throw BehaviorSnapshotError(description: "A frame could not be rendered: \(renderError)") }
        if case .every(let interval) = frames.kind, captured.count > BehaviorFrames.maximumCount {
            throw BehaviorSnapshotError(
                description:
                    "Frames every \(BehaviorFormat.number(interval)) s over this \(BehaviorFormat.number(elapsed)) s trace, with one after each perform step and one at the end, make \(captured.count) frames; a behaviour snapshot shows at most \(BehaviorFrames.maximumCount): choose a longer interval."
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
            let scroll = currentScroll()
            scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: y), animated: animated)
            window.layoutIfNeeded()
            changes += 1
        case .tick:
            runFrame()
        case .tap(let point):
            press(at: point, seconds: WindowNode.tapDuration)
        case .tapView(let identifier):
            guard let view = Self.firstNode(in: window, identifier: identifier), !view.isHidden else {
                window.tap(identifier: identifier)  // reports the missing or hidden view
                return
            }
            let frame = view.convert(view.bounds, to: window)
            press(at: CGPoint(x: frame.midX, y: frame.midY), seconds: WindowNode.tapDuration)
        case .longPress(let point, let seconds):
            press(at: point, seconds: seconds)
        case .perform(_, let action):
            action(currentScroll())
            window.layoutIfNeeded()
            changes += 1
            // What the action did, before the clock moves on.
            if addsEventFrames { capture() }
        }
    }

    private func drag(_ distance: CGFloat, _ seconds: TimeInterval) {
        let scroll: ScrollNode
        if let fingerScroll {
            scroll = fingerScroll
        } else {
            scroll = currentScroll()
            scroll.beginDragging()
            fingerScroll = scroll
        }
        let n = max(1, frameCount(seconds))
        for _ in 0..<n { runFrame { scroll.drag(by: distance / CGFloat(n)) } }
    }

    /// A finger down at `point` (window coordinates) for `seconds`, frame by frame, then lifted.
    private func press(at point: CGPoint, seconds: TimeInterval) {
        let touch = window.beginTouch(at: point)
        changes += 1
        if addsEventFrames { capture() }
        for _ in 0..<max(1, frameCount(seconds)) { runFrame() }
        if let touch, window.activeTouches.contains(where: { $0 === touch }) { window.endTouch(touch) }
        window.layoutIfNeeded()
        changes += 1
        if addsEventFrames { capture() }
    }

    private func release(_ fingerVelocity: CGFloat) {
        let scroll = fingerScroll ?? currentScroll()
        // The scroll node takes offset velocity in points per millisecond: a finger moving
        // down moves the offset up.
        let speed = -fingerVelocity / 1000
        let horizontal = !scroll.isVerticallyScrollable && scroll.isHorizontallyScrollable
        scroll.endDragging(velocity: horizontal ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed))
        fingerScroll = nil
        window.layoutIfNeeded()
        changes += 1
    }

    /// One frame of the clock, then `action` (a finger move lands after the frame, as a
    /// touch event between frames would), then any capture now due.
    private func runFrame(_ action: (() -> Void)? = nil) {
        window.clock.advanceFrame()
        action?()
        window.layoutIfNeeded()
        changes += 1
        captureDue()
    }

    private func captureDue() {
        while renderError == nil, let next = nextTime, elapsed >= next - Self.timeSlack {
            // A run of `.every` frames far past the limit is refused after the replay.
            if captured.count > BehaviorFrames.maximumCount { return }
            scheduledCount += 1
            capture()
        }
    }

    /// Renders the window now and records it with the current scroll node's offset.
    private func capture() {
        guard renderError == nil, captured.count <= BehaviorFrames.maximumCount else { return }
        do {
            captured.append(
                BehaviorFrame(
                    time: max(0, elapsed), contentOffset: currentScroll().contentOffset,
                    headerFrame: header.map { $0.convert($0.bounds, to: nil) }, values: values(),
                    image: try renderer.render(window)))
            changesAtLastCapture = changes
        } catch {
            renderError = error
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
        firstNode(in: root) { $0.accessibilityIdentifier == identifier }
    }

    /// The first node under `root` (itself included) that `matches`, depth first.
    static func firstNode(in root: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(root) { return root }
        for child in root.subviews {
            if let found = firstNode(in: child, where: matches) { return found }
        }
        return nil
    }
}
