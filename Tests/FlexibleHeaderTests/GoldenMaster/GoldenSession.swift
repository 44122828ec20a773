import Canopy
import Foundation

@testable import FlexibleHeader

/// A header controller that logs the header's delegate traffic for the golden master.
///
/// It notes when the header re-enters its own commit through its status-bar request, and it
/// cuts the status-bar feedback loop that can recurse without end (hiding the status bar
/// drops the safe area, which re-lays out the header, which shows the status bar again): a
/// nested request deeper than three is dropped and the session is marked as looping, so it can
/// be left out of the recording instead of overflowing the stack.
final class RecordingHeaderController: FlexibleHeaderController {
    var log: [String] = []
    var lastReportedFrame: CGRect?
    private var statusBarDepth = 0
    private(set) var looped = false
    /// The header committed again from inside its own status-bar request: the re-entrant path
    /// the solve-per-event shape removes (the outer commit then finished with stale values).
    private(set) var reentered = false

    override func flexibleHeaderViewNeedsStatusBarAppearanceUpdate(_ headerView: FlexibleHeaderView) {
        append("s\(headerView.prefersStatusBarHidden ? 1 : 0)")
        statusBarDepth += 1
        defer { statusBarDepth -= 1 }
        if statusBarDepth > 3 {
            looped = true
            return
        }
        super.flexibleHeaderViewNeedsStatusBarAppearanceUpdate(headerView)
    }

    /// Frame-change calls since the last step.
    var commitsInStep = 0

    /// Marks the re-entrant commit from its result: a step that committed and left the status
    /// bar following a shift other than the committed one (the outer commit finished with the
    /// shift it computed before its own status-bar request re-laid the header out).
    func noteStepEnded(_ headerView: FlexibleHeaderView) {
        let shift = max(0, min(headerView.accumulatorMax, headerView.shiftAccumulator))
        if commitsInStep > 0 && headerView.lastStatusBarOffset.isFinite && headerView.lastStatusBarOffset != shift {
            reentered = true
        }
        commitsInStep = 0
    }

    /// Frames of the frame-change calls in progress, outermost first.
    private var framesBeingReported: [CGRect] = []

    override func flexibleHeaderViewFrameDidChange(_ headerView: FlexibleHeaderView) {
        commitsInStep += 1
        // A commit from inside the header's own status-bar request, or one that moved the header
        // from inside this very callback (the top-layout-guide write re-laid it out, and the
        // outer call then finished with the old frame), is re-entrant.
        if statusBarDepth > 0 || framesBeingReported.contains(where: { $0 != headerView.frame }) { reentered = true }
        framesBeingReported.append(headerView.frame)
        defer { framesBeingReported.removeLast() }
        // Only notifications that report a new frame are part of the contract.
        if headerView.frame != lastReportedFrame {
            lastReportedFrame = headerView.frame
            append("f")
        }
        super.flexibleHeaderViewFrameDidChange(headerView)
    }

    /// Appends an entry unless it repeats the previous one.
    func append(_ entry: String) {
        if log.last != entry { log.append(entry) }
    }
}

/// Logs tracking-scroll-view change animations into the controller's log.
final class RecordingAnimationDelegate: FlexibleHeaderViewAnimationDelegate {
    unowned let controller: RecordingHeaderController
    init(_ controller: RecordingHeaderController) { self.controller = controller }
    func flexibleHeaderView(_ headerView: FlexibleHeaderView, didChangeTrackingScrollViewAnimated animated: Bool) {
        controller.append(animated ? "a1" : "a0")
    }
    func flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(_ headerView: FlexibleHeaderView) {
        controller.append("c")
    }
}

/// Where a golden-master session hosts its header.
enum GoldenHost: Int, CaseIterable {
    /// No window: the header and its scroll views are detached.
    case detached
    /// A child of the window's root controller; the root answers the status bar itself.
    case windowed
    /// As `windowed`, with the root routing `childForStatusBarHidden`/`Style` to the header.
    case statusBarRouted
    /// The header lives inside its tracking scroll view.
    case insideScrollView
    /// The header infers its top safe area from the root and writes its top layout guide.
    case inferred
}

/// One seeded random session of header calls, replayable on any implementation of the header.
final class GoldenSession {
    static let devices: [DeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPopover]
    static let clientTops: [CGFloat] = [0, 10, 37]

    var rng: SplitMix64
    let host: GoldenHost
    let window: WindowNode?
    let root: StatusBarRootController?
    let controller = RecordingHeaderController()
    let animationDelegate: RecordingAnimationDelegate
    let scrollViews: [ScrollNode]
    let fadingView = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var voiceOver = false
    var header: FlexibleHeaderView { controller.headerView }

    init(seed: UInt64) {
        rng = SplitMix64(state: seed)
        host = GoldenHost(rawValue: Int(seed % UInt64(GoldenHost.allCases.count)))!
        animationDelegate = RecordingAnimationDelegate(controller)
        let device = Self.devices[Int((seed / 5) % 4)]
        let width = device.size.width
        scrollViews = Self.clientTops.map { top in
            let sv = ScrollNode(frame: CGRect(x: 0, y: 0, width: width, height: device.size.height))
            sv.contentInsetAdjustmentBehavior = .never
            sv.contentSize = CGSize(width: width, height: 2000)
            sv.contentInset.top = top
            return sv
        }
        let controller = self.controller
        for sv in scrollViews { sv.delegate = controller }
        if host == .detached {
            window = nil
            root = nil
            controller.headerView.voiceOverStatus = { false }
            controller.headerView.animationDelegate = animationDelegate
            controller.headerView.frame = CGRect(x: 0, y: 0, width: width, height: 0)
        } else {
            controller.headerView.voiceOverStatus = { false }
            controller.headerView.animationDelegate = animationDelegate
            let window = WindowNode(device: device)
            let root = StatusBarRootController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            for sv in scrollViews {
                sv.frame = root.view.bounds
                sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                root.view.addSubview(sv)
            }
            if host == .statusBarRouted { root.statusBarChild = controller }
            root.addChild(controller)
            if host == .insideScrollView {
                scrollViews[0].addSubview(controller.view)
            } else {
                root.view.addSubview(controller.view)
            }
            if host == .inferred {
                controller.inferTopSafeAreaInsetFromViewController = true
                controller.topLayoutGuideViewController = root
            }
            controller.didMove(toParent: root)
            self.window = window
            self.root = root
        }
        header.hideViewWhenShifted(fadingView)
        configureRandomly()
        header.trackingScrollView = scrollViews[0]
    }

    /// Starting flags, so every session explores a different corner.
    private func configureRandomly() {
        let bits = rng.next()
        header.sharedWithManyScrollViews = bits & 1 != 0
        header.shiftBehavior = FlexibleHeaderView.ShiftBehavior(rawValue: Int((bits >> 1) % 4))!
        if bits & (1 << 3) != 0 { header.observesTrackingScrollViewScrollEvents = true }
        if bits & (1 << 4) != 0 { header.minMaxHeightIncludesSafeArea = false }
        if bits & (1 << 5) != 0 { header.maximumHeight = [120, 200, 56, 0][Int((bits >> 6) % 4)] }
        if bits & (1 << 8) != 0 { header.canOverExtend = false }
        if bits & (1 << 9) != 0 { header.headerContentImportance = .high }
        if bits & (1 << 10) != 0 { header.minimumHeaderViewHeight = [10, 32][Int((bits >> 11) % 2)] }
        if bits & (1 << 12) != 0 { header.statusBarHintCanOverlapHeader = false }
        if bits & (1 << 13) != 0 { header.isInFrontOfInfiniteContent = true }
    }

    var tracked: ScrollNode? { header.trackingScrollView }

    private func pick<T>(_ values: [T]) -> T { values[Int(rng.next() % UInt64(values.count))] }
    private func random(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(rng.next() % UInt64(range.count))
    }

    /// Runs one random step and returns its name.
    @discardableResult
    func step() -> String {
        let op = random(0...35)
        let sv = tracked
        let idle = !(sv?.isDragging ?? false)
        switch op {
        case 0, 1, 2:
            guard let sv, idle else { return "skip" }
            let y = CGFloat(random(-400...1500))
            sv.contentOffset.y = y
            return "scroll \(y)"
        case 3, 4:
            guard let sv, idle else { return "skip" }
            let d = CGFloat(random(-60...60)) + (op == 4 ? 0.25 : 0)
            sv.contentOffset.y += d
            return "scrollBy \(d)"
        case 5:
            guard let sv, idle else { return "skip" }
            sv.beginDragging()
            return "beginDrag"
        case 6, 7:
            guard let sv, sv.isDragging else { return "skip" }
            let d = CGFloat(random(-120...120))
            sv.drag(by: d)
            return "drag \(d)"
        case 8:
            guard let sv, sv.isDragging else { return "skip" }
            let v = CGFloat(random(-30...30)) / 10
            sv.endDragging(velocity: CGPoint(x: 0, y: v))
            return "endDrag \(v)"
        case 9:
            let d = rng.next() % 2 == 0
            header.trackingScrollViewDidEndDraggingWillDecelerate(d)
            return "didEndDragging \(d)"
        case 10:
            header.trackingScrollViewDidEndDecelerating()
            return "didEndDecelerating"
        case 11:
            var target = CGPoint(x: 0, y: CGFloat(random(-300...1200)))
            let v = CGPoint(x: 0, y: CGFloat(random(-20...20)) / 10)
            header.trackingScrollViewWillEndDragging(withVelocity: v, targetContentOffset: &target)
            return "willEndDragging \(target.y)"
        case 12:
            let a = rng.next() % 2 == 0
            header.shiftHeaderOnScreen(animated: a)
            return "shiftOn \(a)"
        case 13, 14:
            let a = rng.next() % 2 == 0
            header.shiftHeaderOffScreen(animated: a)
            return "shiftOff \(a)"
        case 15:
            let b = FlexibleHeaderView.ShiftBehavior(rawValue: random(0...3))!
            header.shiftBehavior = b
            return "behavior \(b)"
        case 16:
            let v = pick([CGFloat.nan, -5, 0, 30, 56, 80, 120, 300])
            header.minimumHeight = v
            return "minimumHeight \(v)"
        case 17:
            let v = pick([CGFloat.infinity, -1, 0, 40, 56, 100, 200, 400])
            header.maximumHeight = v
            return "maximumHeight \(v)"
        case 18:
            let v = pick([CGFloat.nan, 0, 0, 10, 32, 60])
            header.minimumHeaderViewHeight = v
            return "minimumHeaderViewHeight \(v)"
        case 19:
            guard idle else { return "skip" }
            let index = random(0...3)
            header.trackingScrollView = index == 3 ? nil : scrollViews[index]
            return "track \(index)"
        case 20, 21, 22:
            let n = random(1...40)
            for _ in 0..<n { header.frameClock.advanceFrame() }
            return "frames \(n)"
        case 23:
            let b = rng.next() % 2 == 0
            header.canOverExtend = b
            return "canOverExtend \(b)"
        case 24:
            if rng.next() % 2 == 0 {
                header.headerContentImportance = rng.next() % 2 == 0 ? .high : .default
                return "importance"
            }
            let b = rng.next() % 2 == 0
            header.minMaxHeightIncludesSafeArea = b
            return "includesSafeArea \(b)"
        case 25:
            let b = rng.next() % 2 == 0
            header.observesTrackingScrollViewScrollEvents = b
            return "observe \(b)"
        case 26:
            guard let window, idle else { return "skip" }
            let device = pick(Self.devices)
            window.device = device
            return "device \(device.name)"
        case 27:
            guard let root else { return "skip" }
            root.hidesStatusBar.toggle()
            root.setNeedsStatusBarAppearanceUpdate()
            return "rootHidesStatusBar \(root.hidesStatusBar)"
        case 28:
            guard let sv else { return "skip" }
            let h = pick([CGFloat(100), 300, 900, 2000, 5000])
            sv.contentSize.height = h
            return "contentHeight \(h)"
        case 29:
            guard sv != nil else { return "skip" }
            let d = CGFloat(random(-20...20))
            header.changeContentInsets { self.tracked?.contentInset.top += d }
            return "changeContentInsets \(d)"
        case 30:
            voiceOver.toggle()
            let v = voiceOver
            header.voiceOverStatus = { v }
            header.voiceOverStatusDidChange()
            return "voiceOver \(v)"
        case 31:
            header.sharedWithManyScrollViews.toggle()
            return "shared \(header.sharedWithManyScrollViews)"
        case 32:
            guard idle else { return "skip" }
            let index = random(0...2)
            header.trackingScrollWillChange(toScrollView: scrollViews[index])
            header.trackingScrollView = scrollViews[index]
            return "switchTo \(index)"
        case 33:
            switch random(0...4) {
            case 0: header.isInFrontOfInfiniteContent.toggle()
            case 1: header.statusBarHintCanOverlapHeader.toggle()
            case 2: header.trackingScrollViewIsBeingScrubbed.toggle()
            case 3: header.visibleShadowOpacity = pick([Float(0), 0.25, 0.4, 1, 2])
            default: header.contentIsTranslucent.toggle()
            }
            return "flag"
        case 34:
            guard let sv, idle else { return "skip" }
            let distance = CGFloat(random(-600...600))
            sv.simulateSwipe(distance: distance, duration: 0.2)
            return "swipe \(distance)"
        default:
            switch random(0...3) {
            case 0:
                guard let sv else { return "skip" }
                // The fuzz may track a list of its own, which has no client top.
                let clientTop = scrollViews.firstIndex { $0 === sv }.map { Self.clientTops[$0] } ?? 0
                sv.contentInset.top = clientTop + CGFloat(random(0...3)) * 10
                header.trackingScrollViewDidChangeAdjustedContentInset(sv)
                return "adjustedInset"
            case 1:
                guard let root else { return "skip" }
                root.additionalSafeAreaInsets.top = pick([CGFloat(0), 0, 12])
                return "additionalSafeArea"
            case 2:
                let width = pick([CGFloat(320), 375, 393, 852])
                header.frame = CGRect(x: 0, y: header.frame.minY, width: width, height: header.frame.height)
                return "width \(width)"
            default:
                header.interfaceOrientationWillChange()
                header.interfaceOrientationIsChanging()
                header.interfaceOrientationDidChange()
                return "orientation"
            }
        }
    }
}
