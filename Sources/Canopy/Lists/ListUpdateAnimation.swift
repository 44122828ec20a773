import Foundation

/// One batch update's animation of a table or collection, stepped by the frame clock:
/// surviving cells slide from where they showed to their new places, arriving rows or items
/// fade in, leaving ones fade out where they showed.
///
/// Progress follows UIKit's ease-in-out curve over `duration`. The list places its cells
/// through `frame(of:target:)` and `alpha(at:)` on every layout while the animation runs.
final class ListUpdateAnimation<Cell: ViewNode> {
    /// Where each surviving cell showed before the update, in content coordinates.
    let startFrames: [ObjectIdentifier: CGRect]
    /// Whether a new index path fades in (a test, so whole inserted sections cost nothing).
    let isAppearing: (IndexPath) -> Bool
    /// Cells of deleted or reloaded rows or items, fading out where they showed.
    let disappearing: [Cell]
    /// The clock time the animation started.
    let startTime: TimeInterval
    /// Seconds the animation lasts.
    let duration: TimeInterval
    /// Completion handlers of the batch updates this animation shows.
    let completions: [(Bool) -> Void]
    /// Eased progress in 0...1.
    private(set) var progress: CGFloat = 0
    private var token: FrameHandlerToken?

    init(
        startFrames: [ObjectIdentifier: CGRect], isAppearing: @escaping (IndexPath) -> Bool, disappearing: [Cell], startTime: TimeInterval,
        duration: TimeInterval, completions: [(Bool) -> Void]
    ) {
        self.startFrames = startFrames
        self.isAppearing = isAppearing
        self.disappearing = disappearing
        self.startTime = startTime
        self.duration = duration
        self.completions = completions
    }

    /// Steps on every frame of `clock`: `frame` runs after each step (to lay the list out
    /// again), `end` once the last frame is reached. Holds `list` weakly.
    func run<List: ViewNode>(on clock: FrameClock, for list: List, frame: @escaping (List) -> Void, end: @escaping (List) -> Void) {
        token = clock.addFrameHandler { [weak self, weak list] clock in
            guard let self, let list else { return }
            let ended = self.step(now: clock.now)
            frame(list)
            if ended { end(list) }
        }
    }

    /// Stops stepping and shows the final state: leaving cells are handed to `release` at
    /// full opacity, arriving cells among `displayed` made opaque; then the completions run
    /// with `true`.
    func finish(release: (Cell) -> Void, displayed: [IndexPath: Cell]) {
        token?.cancel()
        token = nil
        for leaving in disappearing {
            leaving.removeFromSuperview()
            leaving.alpha = 1
            release(leaving)
        }
        for (ip, cell) in displayed where isAppearing(ip) { cell.alpha = 1 }
        for c in completions { c(true) }
    }

    /// Updates the progress for clock time `now`; returns whether the animation has ended.
    func step(now: TimeInterval) -> Bool {
        let t = Swift.min(1, Swift.max(0, (now - startTime) / duration))
        progress = ListUpdateAnimation.easeInOut(CGFloat(t))
        for cell in disappearing { cell.alpha = 1 - progress }
        return t >= 1
    }

    /// The frame a surviving cell shows now on its way to `target`; nil for other cells.
    func frame(of cell: Cell, target: CGRect) -> CGRect? {
        guard let start = startFrames[ObjectIdentifier(cell)] else { return nil }
        let p = progress
        return CGRect(
            x: start.minX + (target.minX - start.minX) * p, y: start.minY + (target.minY - start.minY) * p,
            width: start.width + (target.width - start.width) * p, height: start.height + (target.height - start.height) * p)
    }

    /// The opacity of an arriving row or item now; nil for the others.
    func alpha(at indexPath: IndexPath) -> CGFloat? {
        isAppearing(indexPath) ? progress : nil
    }

    /// The cubic ease-in-out curve (control points 0.42 and 0.58, as Core Animation's),
    /// solved for `t` by bisection, which converges to well under a point in 30 steps.
    static func easeInOut(_ t: CGFloat) -> CGFloat {
        func bezier(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo: CGFloat = 0, hi: CGFloat = 1
        for _ in 0..<30 {
            let mid = (lo + hi) / 2
            if bezier(mid, 0.42, 0.58) < t { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }
}
