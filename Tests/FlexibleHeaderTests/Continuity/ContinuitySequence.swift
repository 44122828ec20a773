import Canopy
import Foundation

@testable import FlexibleHeader

/// One step of a no-jump sequence: a scroll that sets the scene, clock frames, or a change
/// that is not scrolling and must keep the header and the content still.
enum ContinuityStep: CustomStringConvertible {
    /// A scroll of the tracked list to a fraction of its valid range (0 top, 1 end): moves the
    /// content by design, so it is not checked.
    case scroll(to: CGFloat)
    case frames(Int)
    case switchTab(preparing: Bool)
    /// Gives the list not shown `rows` rows (0: empty; at most 3 fit a screen without
    /// scrolling), before a switch to it; the shown list and the header do not change.
    case resizeHiddenTab(rows: Int)
    case appendRows(Int)
    case removeLastRows(Int)
    case removeRowsAbove(Int)
    case insertRowsAbove(Int)
    case additionalSafeArea(CGFloat)
    case device(Int)
    case statusBarHidden(Bool)
    case changeContentInsets(CGFloat)
    case flag(Int)
    case behavior(FlexibleHeaderView.ShiftBehavior)
    /// A move to a detent from code; animated moves are checked as animations.
    case setDetent(HeaderDetent, animated: Bool)

    /// Whether the step moves the content and the header by design: scrolling, and a move to
    /// a detent without animation.
    var isScrolling: Bool {
        switch self {
        case .scroll: return true
        case .setDetent(_, let animated): return !animated
        default: return false
        }
    }

    var description: String {
        switch self {
        case .scroll(let y): return "scroll(to: \(y))"
        case .frames(let n): return "frames(\(n))"
        case .switchTab(let p): return "switchTab(preparing: \(p))"
        case .resizeHiddenTab(let n): return "resizeHiddenTab(rows: \(n))"
        case .appendRows(let n): return "appendRows(\(n))"
        case .removeLastRows(let n): return "removeLastRows(\(n))"
        case .removeRowsAbove(let n): return "removeRowsAbove(\(n))"
        case .insertRowsAbove(let n): return "insertRowsAbove(\(n))"
        case .additionalSafeArea(let t): return "additionalSafeArea(\(t))"
        case .device(let i): return "device(\(ContinuityHost.devices[i].name))"
        case .statusBarHidden(let h): return "statusBarHidden(\(h))"
        case .changeContentInsets(let d): return "changeContentInsets(\(d))"
        case .flag(let k): return "flag(\(ContinuityStep.flagNames[k]))"
        case .behavior(let b): return "behavior(\(b))"
        case .setDetent(let d, let animated): return "setDetent(\(d), animated: \(animated))"
        }
    }

    /// The header settings a `flag` step toggles.
    static let flagNames = [
        "canOverExtend", "isInFrontOfInfiniteContent", "statusBarHintCanOverlapHeader", "trackingScrollViewIsBeingScrubbed",
        "contentIsTranslucent", "minMaxHeightIncludesSafeArea", "headerContentImportance", "observesTrackingScrollViewScrollEvents",
        "sharedWithManyScrollViews",
    ]

    /// Applies the step to `host`.
    func apply(to host: ContinuityHost) {
        let header = host.header
        switch self {
        case .scroll(let fraction):
            let sv = host.tracked.scrollView
            let lo = sv.minimumContentOffset.y, hi = sv.maximumContentOffset.y
            host.scroll(to: (lo + fraction * (hi - lo)).rounded())
        case .frames: break
        case .switchTab(let preparing): host.switchTo(1 - host.trackedIndex, preparing: preparing)
        case .resizeHiddenTab(let rows):
            let hidden = host.lists[1 - host.trackedIndex]
            if rows > hidden.rowCount { hidden.append(rows - hidden.rowCount) } else { hidden.removeLast(hidden.rowCount - rows) }
        case .appendRows(let n): host.tracked.append(n)
        case .removeLastRows(let n): host.tracked.removeLast(n)
        case .removeRowsAbove(let n):
            // Only rows the header hides or the screen does not show: the first visible row stays.
            let snapshot = ContinuitySnapshot(host)
            guard let first = snapshot.firstVisibleRow(of: host.trackedIndex),
                let index = snapshot.rows[host.trackedIndex].firstIndex(where: { $0.id == first.id })
            else { return }
            host.tracked.removeFirst(min(n, index))
        case .insertRowsAbove(let n): host.tracked.insertFirst(n)
        case .additionalSafeArea(let t): host.root.additionalSafeAreaInsets.top = t
        case .device(let i): host.setDevice(ContinuityHost.devices[i])
        case .statusBarHidden(let hidden): host.setStatusBarHidden(hidden)
        case .changeContentInsets(let d): header.changeContentInsets { host.tracked.scrollView.contentInset.top += d }
        case .behavior(let b): header.shiftBehavior = b
        case .setDetent(let d, let animated): header.setDetent(d, animated: animated)
        case .flag(let k):
            switch k {
            case 0: header.canOverExtend.toggle()
            case 1: header.isInFrontOfInfiniteContent.toggle()
            case 2: header.statusBarHintCanOverlapHeader.toggle()
            case 3: header.trackingScrollViewIsBeingScrubbed.toggle()
            case 4: header.contentIsTranslucent.toggle()
            case 5: header.minMaxHeightIncludesSafeArea.toggle()
            case 6: header.headerContentImportance = header.headerContentImportance == .high ? .default : .high
            case 7: header.observesTrackingScrollViewScrollEvents.toggle()
            default: header.sharedWithManyScrollViews.toggle()
            }
        }
    }

    /// A kind name for grouping a survey's findings.
    var kind: String {
        switch self {
        case .flag(let k): return "flag(\(ContinuityStep.flagNames[k]))"
        case .device(let i): return "device(\(ContinuityHost.devices[i].name))"
        default: return String(description.prefix { $0 != "(" })
        }
    }
}

/// A seeded random sequence on a seeded random host, and what checking it found.
struct ContinuitySequence {
    /// Starting configuration of the host.
    var device: Int
    var adjustment: ContentInsetAdjustmentBehavior
    var rowCounts: [Int]
    var behavior: FlexibleHeaderView.ShiftBehavior
    var maximumHeight: CGFloat?
    var steps: [ContinuityStep]

    /// Draws a sequence of `length` steps from `seed`.
    init(seed: UInt64, length: Int = 10) {
        var rng = SplitMix64(state: seed)
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        device = pick(2)
        adjustment = pick(2) == 0 ? .never : .automatic
        rowCounts = [[2, 5, 12, 30][pick(4)], [2, 5, 12, 30][pick(4)]]
        behavior = FlexibleHeaderView.ShiftBehavior(rawValue: pick(4))!
        maximumHeight = [nil, 120, 200][pick(3)]
        steps = []
        for _ in 0..<length {
            let step: ContinuityStep
            switch pick(20) {
            case 0, 1, 2, 3: step = .scroll(to: [0, 0, 0.1, 0.3, 0.5, 0.8, 1][pick(7)])
            case 4: step = .switchTab(preparing: pick(2) == 0)
            case 5:
                // A switch to a short or empty list: the list is resized while hidden.
                steps.append(.resizeHiddenTab(rows: [0, 1, 3][pick(3)]))
                step = .switchTab(preparing: pick(2) == 0)
            case 6: step = .appendRows(1 + pick(20))
            case 7: step = .removeLastRows(1 + pick(20))
            case 8: step = .removeRowsAbove(1 + pick(6))
            case 9: step = .insertRowsAbove(1 + pick(6))
            case 10: step = .additionalSafeArea([0, 12, 30][pick(3)])
            case 11: step = .device(pick(ContinuityHost.devices.count))
            case 12: step = .statusBarHidden(pick(2) == 0)
            case 13: step = .changeContentInsets(CGFloat(pick(41) - 20))
            case 14, 15: step = .flag(pick(ContinuityStep.flagNames.count))
            case 16: step = .behavior(FlexibleHeaderView.ShiftBehavior(rawValue: pick(4))!)
            case 17: step = .setDetent([.expanded, .collapsed, .hidden, .height(100)][pick(4)], animated: pick(3) != 0)
            default: step = .frames(1 + pick(3))
            }
            steps.append(step)
            if !step.isScrolling && pick(2) == 0 { steps.append(.frames(1 + pick(4))) }
        }
    }

    /// Builds the host and runs every step, checking each frame.
    ///
    /// - Returns: the violations and the number of frames checked.
    func run(preventsJumps: Bool) -> (violations: [ContinuityViolation], frames: Int) {
        let host = ContinuityHost(device: ContinuityHost.devices[device], rowCounts: rowCounts, adjustment: adjustment) {
            $0.shiftBehavior = behavior
            if let maximumHeight { $0.maximumHeight = maximumHeight }
            $0.preventsJumps = preventsJumps
        }
        var violations: [ContinuityViolation] = []
        var frames = 0
        var before = ContinuitySnapshot(host)
        for (index, step) in steps.enumerated() {
            let label = "step \(index) \(step)"
            let firstNew = violations.count
            defer { for i in firstNew..<violations.count { violations[i].kind = step.kind } }
            step.apply(to: host)
            var after = ContinuitySnapshot(host)
            if !step.isScrolling {
                violations += ContinuityCheck.violations(from: before, to: after, step: label)
                frames += 1
            }
            if case .frames(let n) = step {
                // Frames of the header's shift animation (asked for by a shift call or a
                // behaviour change) or of a detent move may move it, monotonically; every other
                // frame keeps still.
                var animation: [ContinuitySnapshot] = []
                for _ in 0..<n {
                    before = after
                    let animating = host.header.state.tracking.isAnimatingShift || host.header.state.detentMotion != nil
                    host.tick()
                    after = ContinuitySnapshot(host)
                    if animating {
                        if animation.isEmpty { animation.append(before) }
                        animation.append(after)
                    } else {
                        violations += ContinuityCheck.violations(from: before, to: after, step: label + " frame")
                    }
                    frames += 1
                }
                violations += ContinuityCheck.animationViolations(frames: animation, step: label + " animation")
            }
            before = after
        }
        return (violations, frames)
    }

    var description: String {
        "device \(ContinuityHost.devices[device].name), \(adjustment), rows \(rowCounts), \(behavior), max \(maximumHeight.map { "\($0)" } ?? "default"): "
            + steps.map(\.description).joined(separator: ", ")
    }
}
