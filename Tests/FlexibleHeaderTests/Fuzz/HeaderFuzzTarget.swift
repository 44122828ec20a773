import Canopy
import CanopyFuzzSupport
import Foundation

@testable import FlexibleHeader

/// The header under random use: the golden-master session's steps (scrolls, drags, flings,
/// every setting, tracking changes, devices and rotations, the status bar, safe areas,
/// VoiceOver, programmatic shifts, clock ticks), plus layout delegates that call back into
/// the header from its frame-change callback.
final class HeaderFuzzTarget: FuzzTarget {
    let session: GoldenSession
    private var callback: CallingBackDelegate?

    init(seed: UInt64) { session = GoldenSession(seed: seed) }

    func step(rng: inout FuzzRandom) -> FuzzStep {
        if rng.chance(0.03) {
            let action = Int.random(in: 0..<4, using: &rng)
            return FuzzStep(name: "layout delegate calling back (\(action))") { [self] in
                callback = action == 3 ? nil : CallingBackDelegate(action: action)
                session.controller.layoutDelegate = callback
            }
        }
        return FuzzStep(name: "random header step") { [session] in _ = session.step() }
    }

    func invariantViolations() -> [String] {
        let h = session.header
        var out: [String] = []
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
