import Canopy
import Foundation

/// The header's pure decision step: from the state and one event's inputs to the next state
/// and the effects the view applies.
///
/// A solve never touches a node. Each event runs one or more of the steps below on one
/// solver; when a step writes to the scroll view (which may clamp its offset in response),
/// the view applies the effects and starts the next step from freshly read inputs.
struct HeaderSolver {
    var state: HeaderState
    let inputs: HeaderInputs
    var effects = HeaderEffects()
    /// The header's bounds height as decided so far.
    var boundsHeight: CGFloat
    /// The header's centre y as decided so far.
    var centerY: CGFloat
    var indicatorTop: CGFloat?
    var replicaFrame: CGRect?
    /// The tracking scroll view's injection record, looked up once per solve.
    var trackedInfo: TrackingInfo?
    private var trackedInfoAtStart: TrackingInfo?

    init(state: HeaderState, inputs: HeaderInputs) {
        self.state = state
        self.inputs = inputs
        boundsHeight = inputs.bounds.height
        centerY = inputs.center.y
        indicatorTop = inputs.scroll?.indicatorTop
        replicaFrame = inputs.replicaFrame
        // Read through `self.state`: naming the parameter after storing it would copy the state.
        if let scroll = inputs.scroll { trackedInfo = self.state.injections.info(for: scroll.key) }
        trackedInfoAtStart = trackedInfo
        refreshDerived()
    }

    /// Writes the tracking scroll view's record back into `state`, which is then the state
    /// after this solve.
    mutating func writeBack() {
        guard let s = scroll, let info = trackedInfo, info != trackedInfoAtStart else { return }
        if trackedInfoAtStart != nil {
            state.injections.replaceExisting(info, for: s.key)
        } else {
            state.injections.set(info, for: s.key)
        }
        trackedInfoAtStart = info
    }

    /// The injection record of `s`: the cached one for the tracking scroll view.
    func info(for s: HeaderInputs.Scroll) -> TrackingInfo? {
        s.isTracked ? trackedInfo : state.injections.info(for: s.key)
    }

    /// Stores the injection record of `s`.
    mutating func setInfo(_ info: TrackingInfo, for s: HeaderInputs.Scroll) {
        if s.isTracked {
            trackedInfo = info
        } else {
            state.injections.set(info, for: s.key)
        }
    }

    var settings: HeaderSettings { inputs.settings }
    var scroll: HeaderInputs.Scroll? { inputs.scroll }

    // MARK: Derived quantities

    /// The shift rules' configuration before the heights are known.
    var baseConfiguration: ShiftConfiguration {
        ShiftConfiguration(
            behavior: settings.shiftBehavior, isPaging: scroll?.isPaging ?? false,
            statusBarHintCanOverlapHeader: settings.statusBarHintCanOverlapHeader,
            statusBarHeight: inputs.statusBarHeight, minWithSafeArea: 0,
            minimumHeaderViewHeight: settings.minimumHeaderViewHeight, isHighImportance: settings.isHighImportance)
    }

    /// Recomputes the quantities derived from the heights, the top safe area and the status
    /// bar; called whenever one of those changes in this solve.
    mutating func refreshDerived() {
        let shifted =
            state.shifter.prefersStatusBarHidden
            && baseConfiguration.statusBarIsShifted(shifterPrefersHidden: true)
        let t =
            state.topSafeArea.infersFromViewController
            ? state.topSafeArea.value(deviceInset: inputs.deviceTopInset, statusBarIsShifted: shifted)
            : inputs.deviceTopInset
        topSafeAreaInset = t
        minWithSafeArea = state.heights.minWithSafeArea(t)
        maxWithSafeArea = state.heights.maxWithSafeArea(t)
        maxWithoutSafeArea = state.heights.maxWithoutSafeArea(t)
        var c = baseConfiguration
        c.minWithSafeArea = minWithSafeArea
        configuration = c
    }

    /// All inputs of the shift rules.
    private(set) var configuration = ShiftConfiguration()

    /// The top safe-area inset the header lays out with.
    ///
    /// In infer mode a header that hides the status bar itself keeps a 20-point inset, so hiding
    /// the status bar of a device without a sensor housing does not pull the header up.
    private(set) var topSafeAreaInset: CGFloat = 0
    private(set) var minWithSafeArea: CGFloat = 0
    private(set) var maxWithSafeArea: CGFloat = 0
    private(set) var maxWithoutSafeArea: CGFloat = 0
    var accumulatorMax: CGFloat { configuration.accumulatorMax }

    /// The committed shift, `min(accMax, accumulator)`, never negative: a
    /// `minimumHeaderViewHeight` above the minimum height keeps the header at rest instead of
    /// pushing it below its resting position.
    var boundedShift: CGFloat { max(0, min(accumulatorMax, state.tracking.accumulator)) }

    /// The client's own top inset: content inset plus a refreshing control, minus the injection.
    var rawTopInset: CGFloat {
        guard let s = scroll else { return 0 }
        let injected = trackedInfo?.injectedTopContentInset ?? 0
        return s.contentInset.top + s.refreshHeight - injected
    }

    /// `contentOffset.y + rawTopInset`, 0 without a tracking scroll view.
    var offsetWithoutInset: CGFloat {
        guard let s = scroll else { return 0 }
        return s.contentOffset.y + rawTopInset
    }

    /// The header height the scroll position asks for.
    var headerHeightFromOffset: CGFloat { -offsetWithoutInset }

    /// How far the header's bottom edge overlaps the content.
    var projectedBottomEdge: CGFloat {
        inputs.bottomEdgeOffset + centerY + boundsHeight / 2 + offsetWithoutInset
    }

    var isDetachedFromTopOfContent: Bool { projectedBottomEdge > HeaderConstants.bottomEdgeDetachmentEpsilon }

    var isPartiallyShifted: Bool {
        let acc = state.tracking.accumulator
        return isDetachedFromTopOfContent && acc > 0 && acc < accumulatorMax
    }

    var isFullyShifted: Bool {
        let acc = state.tracking.accumulator
        return isDetachedFromTopOfContent && acc > 0 && acc >= accumulatorMax
    }

    // MARK: Steps shared by the events

    /// Re-evaluates whether the status-bar shifter may act; every input of that rule can change.
    mutating func updateShifterEnabled() {
        record(state.shifter.setEnabled(configuration.shouldAllowShifting))
    }

    /// Lets automatic default heights follow the current top safe area.
    mutating func recalculateHeights() {
        state.heights.recalculate(topSafeArea: topSafeAreaInset)
        refreshDerived()
    }

    /// Sets the header's bounds height (never through the frame, which would run a layout pass).
    mutating func setBoundsHeight(_ height: CGFloat) {
        guard height.isFinite, height >= 0, height != boundsHeight else { return }
        boundsHeight = height
        effects.boundsHeight = height
    }

    /// Stops the shift animation.
    mutating func stopShiftAnimation() {
        state.tracking.isAnimatingShift = false
        effects.shiftAnimation = false
    }

    /// Starts the shift animation (restarting it when it runs).
    mutating func startShiftAnimation() {
        state.tracking.isAnimatingShift = true
        effects.shiftAnimation = true
    }

    /// The bounded offset of the tracking scroll view, or zero.
    var boundedContentOffset: CGPoint { scroll?.boundedContentOffset ?? .zero }

    /// Records the offset the scroll view now has without counting it as scrolling.
    mutating func refreshLastOffset() {
        state.tracking.refreshLastOffset(boundedContentOffset)
    }

    // MARK: Status bar

    /// Feeds the header's shift to the status-bar shifter.
    mutating func setStatusBarOffset(_ offset: CGFloat) {
        guard offset.isFinite else { return }
        state.lastStatusBarOffset = offset
        let second = inputs.now.truncatingRemainder(dividingBy: 60)
        let stale = state.replicaExpiry.map { expiry in replicaFrame != state.replicaFrame || inputs.now >= expiry } ?? false
        record(state.shifter.setOffset(offset, statusBarHeight: inputs.statusBarHeight, secondOfMinute: second, replicaIsStale: stale))
    }

    /// Keeps the replica bookkeeping in step with the shifter's effects, then queues them.
    mutating func record(_ shifterEffects: [StatusBarShifterModel.Effect]) {
        for effect in shifterEffects {
            switch effect {
            case .removeReplica:
                state.replicaExpiry = nil
                replicaFrame = nil
            case .createReplica(let lifetime):
                let frame = CGRect(x: 0, y: 0, width: inputs.windowWidth, height: inputs.statusBarHeight)
                state.replicaFrame = frame
                state.replicaExpiry = inputs.now + lifetime
                replicaFrame = frame
            case .cancelInvalidation, .prefersStatusBarHiddenChanged:
                break
            }
        }
        guard !shifterEffects.isEmpty else { return }
        effects.statusBar += shifterEffects
        refreshDerived()
    }
}
