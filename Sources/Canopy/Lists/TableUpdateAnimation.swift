import Foundation

/// One batch update's row animation, stepped by the frame clock: surviving cells slide from
/// where they showed to their new rows, inserted rows fade in, deleted rows fade out.
///
/// Progress follows UIKit's ease-in-out curve over `TableNode.updateAnimationDuration`.
final class TableUpdateAnimation {
    /// Where each surviving cell showed before the update, in content coordinates.
    let startFrames: [ObjectIdentifier: CGRect]
    /// The new rows that fade in.
    let appearingRows: Set<IndexPath>
    /// Cells of deleted or reloaded rows, fading out where they showed.
    private(set) var disappearing: [TableCellNode]
    /// The clock time the animation started.
    let startTime: TimeInterval
    /// Completion handlers of the batch updates this animation shows.
    var completions: [(Bool) -> Void]
    /// Eased progress in 0...1.
    private(set) var progress: CGFloat = 0
    var token: FrameHandlerToken?

    init(
        startFrames: [ObjectIdentifier: CGRect], appearingRows: Set<IndexPath>, disappearing: [TableCellNode],
        startTime: TimeInterval, completions: [(Bool) -> Void]
    ) {
        self.startFrames = startFrames
        self.appearingRows = appearingRows
        self.disappearing = disappearing
        self.startTime = startTime
        self.completions = completions
    }

    /// Updates the progress for clock time `now`; returns whether the animation has ended.
    func step(now: TimeInterval) -> Bool {
        let t = Swift.min(1, Swift.max(0, (now - startTime) / TableNode.updateAnimationDuration))
        progress = TableUpdateAnimation.easeInOut(CGFloat(t))
        for cell in disappearing { cell.alpha = 1 - progress }
        return t >= 1
    }

    /// The frame a surviving cell shows now on its way to `target`; nil for other cells.
    func frame(of cell: TableCellNode, target: CGRect) -> CGRect? {
        guard let start = startFrames[ObjectIdentifier(cell)] else { return nil }
        let p = progress
        return CGRect(
            x: start.minX + (target.minX - start.minX) * p, y: start.minY + (target.minY - start.minY) * p,
            width: start.width + (target.width - start.width) * p, height: start.height + (target.height - start.height) * p)
    }

    /// The opacity of an inserted row now; nil for rows that are not fading in.
    func alpha(at indexPath: IndexPath) -> CGFloat? {
        appearingRows.contains(indexPath) ? progress : nil
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
