import Canopy
import Foundation

@testable import FlexibleHeader

/// Where the header and the rows are on screen in one frame, in window coordinates.
struct ContinuitySnapshot {
    /// One row of a list: its id and its on-screen top and bottom.
    struct Row {
        var id: Int
        var minY: CGFloat
        var maxY: CGFloat
    }

    var headerTop: CGFloat
    var headerBottom: CGFloat
    var screenHeight: CGFloat
    var trackedIndex: Int
    /// Every list's rows, in list order.
    var rows: [[Row]]

    /// Reads the host through the tree's coordinate conversion.
    init(_ host: ContinuityHost) {
        let header = host.header
        let frame = header.convert(header.bounds, to: nil)
        headerTop = frame.minY
        headerBottom = frame.maxY
        screenHeight = host.window.bounds.height
        trackedIndex = host.trackedIndex
        // One conversion per list: where the content's origin is on screen (the scroll view's
        // offset included); each row is at its frame from there.
        rows = host.lists.map { list in
            let origin = list.scrollView.convert(CGPoint.zero, to: nil).y
            return list.rows.map { row in
                let f = row.node.frame
                return Row(id: row.id, minY: origin + f.minY, maxY: origin + f.maxY)
            }
        }
    }

    /// The first row of list `index` the header does not cover and the screen shows; nil when
    /// none does.
    func firstVisibleRow(of index: Int) -> Row? {
        let top = max(headerBottom, 0)
        return rows[index].first { $0.maxY > top && $0.minY < screenHeight }
    }

    /// Row `id` of list `index`, if it exists.
    func row(_ id: Int, of index: Int) -> Row? { rows[index].first { $0.id == id } }
}

/// One frame in which something moved further than allowed.
struct ContinuityViolation: CustomStringConvertible {
    var what: String
    var distance: CGFloat
    var step: String
    /// The kind of step that moved it (`ContinuityStep.kind`), set by the sequence runner.
    var kind = ""

    /// Whether the header's edge moved, rather than the content.
    var isHeader: Bool { what.hasPrefix("header") }

    var description: String { "\(step): \(what) moved \(distance) pt" }
}

/// Compares consecutive frames: the header's edges and the first visible content row may move
/// by at most `tolerance` between frames.
enum ContinuityCheck {
    /// Half a point: less than one pixel on a 2× screen, so nothing visibly jumps.
    static let tolerance: CGFloat = 0.5

    /// The movements beyond the tolerance between `before` and `after`.
    ///
    /// The content row is the first row of the list tracked after the step that was visible
    /// before it and still exists (for a switch, the row the new list showed where it was left).
    static func violations(from before: ContinuitySnapshot, to after: ContinuitySnapshot, step: String) -> [ContinuityViolation] {
        var found: [ContinuityViolation] = []
        let top = after.headerTop - before.headerTop
        if abs(top) > tolerance { found.append(.init(what: "header top", distance: top, step: step)) }
        let bottom = after.headerBottom - before.headerBottom
        if abs(bottom) > tolerance { found.append(.init(what: "header bottom", distance: bottom, step: step)) }
        let list = after.trackedIndex
        let beforeTop = max(before.headerBottom, 0)
        let candidates = before.rows[list].filter { $0.maxY > beforeTop && $0.minY < before.screenHeight }
        if let row = candidates.first(where: { after.row($0.id, of: list) != nil }), let moved = after.row(row.id, of: list) {
            let d = moved.minY - row.minY
            if abs(d) > tolerance { found.append(.init(what: "row \(row.id) of list \(list)", distance: d, step: step)) }
        }
        return found
    }

    /// The movements of an animation's frames that go backwards or past the end: each edge
    /// must move in one direction only and end where it stops.
    static func animationViolations(frames: [ContinuitySnapshot], step: String) -> [ContinuityViolation] {
        guard let first = frames.first, let last = frames.last else { return [] }
        var found: [ContinuityViolation] = []
        for (name, value) in [("header top", \ContinuitySnapshot.headerTop), ("header bottom", \ContinuitySnapshot.headerBottom)] {
            let direction = last[keyPath: value] - first[keyPath: value]
            var previous = first[keyPath: value]
            for frame in frames.dropFirst() {
                let d = frame[keyPath: value] - previous
                if d * direction < -1e-6 || (direction == 0 && abs(d) > 1e-6) {
                    found.append(.init(what: "\(name) (against the animation)", distance: d, step: step))
                }
                previous = frame[keyPath: value]
            }
        }
        return found
    }
}
