import Canopy
import CanopyFuzzSupport
import Foundation

@testable import FlexibleHeader

/// The header under random use: the golden-master session's steps (scrolls, drags, flings,
/// every setting, tracking changes, devices and rotations, the status bar, safe areas,
/// VoiceOver, programmatic shifts, clock ticks), plus layout delegates that call back into
/// the header from its frame-change callback, and tab switches to a list shorter than the
/// screen, exactly the screen's height, or empty (kept out of the session so the golden
/// master's recordings stay as they are).
final class HeaderFuzzTarget: FuzzTarget {
    let session: GoldenSession
    private var callback: CallingBackDelegate?
    /// What the last switch to a short list broke, if anything.
    private var switchViolation: String?

    init(seed: UInt64) { session = GoldenSession(seed: seed) }

    func step(rng: inout FuzzRandom) -> FuzzStep {
        if rng.chance(0.04) {
            // Index 3 is a list the header never tracked, made for the switch.
            let index = Int.random(in: 0...session.scrollViews.count, using: &rng)
            let length = rng.pick(["short", "screen", "empty"])
            let preparing = rng.chance(0.5)
            return FuzzStep(name: "switch to a \(length) list \(index) (preparing \(preparing))") { [self] in
                switchToShortList(index, length: length, preparing: preparing)
            }
        }
        if rng.chance(0.03) {
            let action = Int.random(in: 0..<4, using: &rng)
            return FuzzStep(name: "layout delegate calling back (\(action))") { [self] in
                callback = action == 3 ? nil : CallingBackDelegate(action: action)
                session.controller.layoutDelegate = callback
            }
        }
        return FuzzStep(name: "random header step") { [session] in _ = session.step() }
    }

    /// Lists made for a switch, kept alive while the header may track them (it does not
    /// retain its tracking scroll view).
    private var freshLists: [ScrollNode] = []
    /// Lists made per session at most, so a long run does not fill the window with them.
    private static let maximumFreshLists = 8

    /// A list like the session's, at offset zero, that the header never tracked; once the
    /// budget is spent, the last one made.
    private func makeFreshList() -> ScrollNode {
        let template = session.scrollViews[0]
        if freshLists.count >= Self.maximumFreshLists, let last = freshLists.last { return last }
        let sv = ScrollNode(frame: template.frame)
        sv.contentInsetAdjustmentBehavior = .never
        sv.autoresizingMask = template.autoresizingMask
        sv.delegate = session.controller
        template.superview?.insertSubview(sv, aboveSubview: template)
        freshLists.append(sv)
        return sv
    }

    /// Resizes scroll view `index` (or, past the session's, a new one) to a short,
    /// screen-high or empty content and makes the header track it, unless a finger is down on
    /// the tracked one.
    private func switchToShortList(_ index: Int, length: String, preparing: Bool) {
        let header = session.header
        guard !(session.tracked?.isDragging ?? false) else { return }
        let sv = session.scrollViews.indices.contains(index) ? session.scrollViews[index] : makeFreshList()
        let height: CGFloat
        switch length {
        case "short": height = 100
        case "screen": height = sv.bounds.height
        default: height = 0
        }
        sv.contentSize.height = height
        let before = header.frame.height
        let bound = max(before, header.makeSolver().maxWithSafeArea)
        let shared = header.sharedWithManyScrollViews && header.trackingScrollView != nil && header.trackingScrollView !== sv
        if preparing { header.trackingScrollWillChange(toScrollView: sv) }
        header.trackingScrollView = sv
        // A shared header keeps its height across a switch, or shrinks to the new list's
        // (animated); it never grows past its maximum or the height it had.
        if shared && !header.preventsJumps && header.frame.height > bound + 1e-6 {
            switchViolation = "a shared header grew from \(before) to \(header.frame.height) pt switching to a \(length) list"
        }
    }

    func invariantViolations() -> [String] {
        let h = session.header
        var out: [String] = []
        if let switchViolation {
            out.append(switchViolation)
            self.switchViolation = nil
        }
        if !h.frame.isFiniteRect { out.append("non-finite frame \(h.frame)") }
        if !(h.shadowIntensity >= 0 && h.shadowIntensity <= 1) { out.append("shadow intensity \(h.shadowIntensity)") }
        if !(h.shiftAccumulator >= 0 && h.shiftAccumulator.isFinite) { out.append("accumulator \(h.shiftAccumulator)") }
        if h.minimumHeight > h.maximumHeight { out.append("minimum \(h.minimumHeight) above maximum \(h.maximumHeight)") }
        if !h.lastStatusBarOffset.isFinite { out.append("status-bar offset \(h.lastStatusBarOffset)") }
        if h.pipeline.isBusy { out.append("an event never finished") }
        if session.controller.looped { out.append("the status-bar request recursed") }
        if let sv = session.tracked, !(sv.contentOffset.isFinitePoint && sv.contentInset.top.isFinite) {
            out.append("scroll view offset \(sv.contentOffset), inset \(sv.contentInset)")
        }
        return out
    }
}

/// A layout delegate that calls back into the header each time its frame changes.
private final class CallingBackDelegate: FlexibleHeaderLayoutDelegate {
    let action: Int
    init(action: Int) { self.action = action }
    func flexibleHeaderViewController(
        _ controller: FlexibleHeaderController, flexibleHeaderViewFrameDidChange headerView: FlexibleHeaderView
    ) {
        switch action {
        case 0: headerView.shiftHeaderOnScreen(animated: false)
        case 1: headerView.trackingScrollViewDidScroll()
        default: headerView.shiftHeaderOffScreen(animated: true)
        }
    }
}
