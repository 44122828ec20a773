import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A small deterministic random source for long loops (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One step of a random session, decoded from an integer so the generator can shrink it.
enum SessionStep: CustomStringConvertible {
    case scroll(to: CGFloat)
    case scrollBy(CGFloat)
    case beginDrag, dragBy(CGFloat), endDrag(velocity: CGFloat)
    case didEndDragging(decelerate: Bool), didEndDecelerating, willEndDragging(targetY: CGFloat)
    case shiftOn(animated: Bool), shiftOff(animated: Bool)
    case behavior(FlexibleHeaderView.ShiftBehavior)
    case minimumHeight(CGFloat), maximumHeight(CGFloat), minimumHeaderViewHeight(CGFloat)
    case track(Int?)
    case frames(Int)
    case canOverExtend(Bool), importance(Bool), includesSafeArea(Bool), observe(Bool)

    init(code: Int) {
        let op = code % 21
        let p = code / 21
        let offset = CGFloat(p % 1500) - 300
        switch op {
        case 0, 1: self = .scroll(to: offset)
        case 2: self = .scrollBy(CGFloat(p % 81) - 40)
        case 3: self = .beginDrag
        case 4: self = .dragBy(CGFloat(p % 121) - 60)
        case 5: self = .endDrag(velocity: CGFloat(p % 7) - 3)
        case 6: self = .didEndDragging(decelerate: p % 2 == 0)
        case 7: self = .didEndDecelerating
        case 8: self = .willEndDragging(targetY: offset)
        case 9: self = .shiftOn(animated: p % 2 == 0)
        case 10: self = .shiftOff(animated: p % 2 == 0)
        case 11: self = .behavior(FlexibleHeaderView.ShiftBehavior(rawValue: p % 4) ?? .disabled)
        case 12: self = .minimumHeight([CGFloat.nan, -5, 0, 30, 56, 80, 120, 300][p % 8])
        case 13: self = .maximumHeight([CGFloat.infinity, -1, 0, 40, 56, 100, 200, 400][p % 8])
        case 14: self = .minimumHeaderViewHeight([CGFloat.nan, 0, 0, 10, 32, 60][p % 6])
        case 15: self = .track(p % 4 == 3 ? nil : p % 4)
        case 16, 17: self = .frames(1 + p % 40)
        case 18: self = .canOverExtend(p % 2 == 0)
        case 19: self = p % 2 == 0 ? .importance(p % 4 == 0) : .includesSafeArea(p % 4 == 1)
        default: self = .observe(p % 2 == 0)
        }
    }

    var description: String {
        switch self {
        case .scroll(let y): "scroll(\(y))"
        case .scrollBy(let d): "scrollBy(\(d))"
        case .beginDrag: "beginDrag"
        case .dragBy(let d): "dragBy(\(d))"
        case .endDrag(let v): "endDrag(\(v))"
        case .didEndDragging(let d): "didEndDragging(\(d))"
        case .didEndDecelerating: "didEndDecelerating"
        case .willEndDragging(let y): "willEndDragging(\(y))"
        case .shiftOn(let a): "shiftOn(\(a))"
        case .shiftOff(let a): "shiftOff(\(a))"
        case .behavior(let b): "behavior(\(b))"
        case .minimumHeight(let v): "min(\(v))"
        case .maximumHeight(let v): "max(\(v))"
        case .minimumHeaderViewHeight(let v): "floor(\(v))"
        case .track(let i): "track(\(i.map(String.init) ?? "nil"))"
        case .frames(let n): "frames(\(n))"
        case .canOverExtend(let b): "canOverExtend(\(b))"
        case .importance(let b): "importance(\(b))"
        case .includesSafeArea(let b): "includesSafeArea(\(b))"
        case .observe(let b): "observe(\(b))"
        }
    }
}

/// A header, its controller as scroll delegate, and three scroll views with client insets.
final class Session {
    let controller = FlexibleHeaderController()
    let scrollViews: [ScrollNode]
    let clientTops: [CGFloat] = [0, 10, 37]
    let window: WindowNode?
    var header: FlexibleHeaderView { controller.headerView }
    var frames: [CGRect] = []

    init(environment: Environment) {
        window = environment.makeWindowUnretained()
        scrollViews = clientTops.map { top in
            let sv = makeScrollNode(width: 375, height: 400, contentHeight: 2000)
            sv.contentInset.top = top
            sv.scrollIndicatorInsets.top = 0
            return sv
        }
        for sv in scrollViews { sv.delegate = controller }
        if let window {
            for sv in scrollViews { window.addSubview(sv) }
            window.addSubview(header)
        }
        header.frame = CGRect(x: 0, y: 0, width: 375, height: 0)
        header.trackingScrollView = scrollViews[0]
    }

    var tracked: ScrollNode? { header.trackingScrollView }

    func apply(_ step: SessionStep) {
        let sv = tracked
        switch step {
        case .scroll(let y):
            guard let sv, !sv.isDragging else { return }
            sv.contentOffset.y = y
        case .scrollBy(let d):
            guard let sv, !sv.isDragging else { return }
            sv.contentOffset.y += d
        case .beginDrag:
            guard let sv, !sv.isDragging else { return }
            sv.beginDragging()
        case .dragBy(let d):
            guard let sv, sv.isDragging else { return }
            sv.drag(by: d)
        case .endDrag(let v):
            guard let sv, sv.isDragging else { return }
            sv.endDragging(velocity: CGPoint(x: 0, y: v))
        case .didEndDragging(let d):
            header.trackingScrollViewDidEndDraggingWillDecelerate(d)
        case .didEndDecelerating:
            header.trackingScrollViewDidEndDecelerating()
        case .willEndDragging(let y):
            var target = CGPoint(x: 0, y: y)
            header.trackingScrollViewWillEndDragging(withVelocity: .zero, targetContentOffset: &target)
        case .shiftOn(let a): header.shiftHeaderOnScreen(animated: a)
        case .shiftOff(let a): header.shiftHeaderOffScreen(animated: a)
        case .behavior(let b): header.shiftBehavior = b
        case .minimumHeight(let v): header.minimumHeight = v
        case .maximumHeight(let v): header.maximumHeight = v
        case .minimumHeaderViewHeight(let v):
            header.minimumHeaderViewHeight = v
            refresh()
        case .track(let index):
            if let sv, sv.isDragging { return }
            header.trackingScrollView = index.map { scrollViews[$0] }
        case .frames(let n):
            for _ in 0..<n { header.frameClock.advanceFrame() }
        case .canOverExtend(let b):
            header.canOverExtend = b
            refresh()
        case .importance(let high): header.headerContentImportance = high ? .high : .default
        case .includesSafeArea(let b):
            header.minMaxHeightIncludesSafeArea = b
            refresh()
        case .observe(let b):
            header.observesTrackingScrollViewScrollEvents = b
        }
        frames.append(header.frame)
    }

    /// These settings are stored only; a layout pass applies them, as the next scroll would.
    func refresh() {
        if header.trackingScrollView == nil {
            header.commitAccumulatorToFrame()
        } else {
            header.updateLayout()
        }
    }

    /// Checks the invariants of the issue; returns failures as readable strings.
    func violations() -> [String] {
        var out: [String] = []
        let f = header.frame
        if !f.isFiniteRect { out.append("non-finite frame \(f)") }
        if !(header.shadowIntensity >= 0 && header.shadowIntensity <= 1) { out.append("intensity \(header.shadowIntensity)") }
        if !(header.shiftAccumulator >= 0) || !header.shiftAccumulator.isFinite { out.append("accumulator \(header.shiftAccumulator)") }
        if header.minimumHeight > header.maximumHeight { out.append("min above max") }
        if !(header.shadowOpacity >= 0 && header.shadowOpacity <= 1) { out.append("opacity \(header.shadowOpacity)") }
        let topEdge = header.center.y - header.bounds.height / 2
        if let sv = tracked {
            let minH = header.minWithSafeArea, maxH = header.maxWithSafeArea
            if f.height < minH - 1e-9 { out.append("height \(f.height) below min \(minH)") }
            if !header.canOverExtend && f.height > max(minH, maxH) + 1e-9 { out.append("height \(f.height) above max \(maxH)") }
            if topEdge > 1e-9 || topEdge < -max(0, header.accumulatorMax) - 1e-9 {
                out.append("top edge \(topEdge) outside [-\(header.accumulatorMax), 0]")
            }
            switch header.scrollPhase {
            case .shifting: if !(topEdge < 0) { out.append("shifting phase at rest") }
            case .collapsing, .overExtending: if topEdge < 0 { out.append("resting phase while shifted") }
            }
            for (i, other) in scrollViews.enumerated() where other !== sv {
                if other.contentInset.top != clientTops[i] { out.append("scroll view \(i) inset \(other.contentInset.top) ≠ \(clientTops[i])") }
                if other.scrollIndicatorInsets.top != 0 { out.append("scroll view \(i) indicators \(other.scrollIndicatorInsets.top)") }
            }
            if let info = header.trackingInfo, let i = scrollViews.firstIndex(where: { $0 === sv }) {
                let expected = clientTops[i] + info.injectedTopContentInset
                if sv.contentInset.top != expected { out.append("tracked inset \(sv.contentInset.top) ≠ \(expected)") }
            }
        }
        return out
    }

    /// Stops tracking and checks every scroll view is back to its client inset exactly.
    func untrackViolations() -> [String] {
        if let sv = tracked, sv.isDragging { sv.endDragging(velocity: .zero) }
        header.trackingScrollView = nil
        var out: [String] = []
        for (i, sv) in scrollViews.enumerated() {
            if sv.contentInset.top != clientTops[i] { out.append("untracked \(i) inset \(sv.contentInset.top) ≠ \(clientTops[i])") }
            if sv.scrollIndicatorInsets.top != 0 { out.append("untracked \(i) indicators \(sv.scrollIndicatorInsets.top)") }
        }
        return out
    }
}

extension Environment {
    /// A window for property runs, owned by the session (not kept for the whole process).
    func makeWindowUnretained() -> WindowNode? {
        guard self == .e20 else { return nil }
        return WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }
}
