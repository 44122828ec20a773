import Foundation

/// Everything the header computes and remembers, in value types with one owner each.
struct HeaderState {
    /// Minimum and maximum heights and whether they follow the safe area.
    var heights: HeightModel
    /// The top safe-area bookkeeping (device or inferred).
    var topSafeArea = TopSafeAreaModel()
    /// The status-bar replica state machine.
    var shifter: StatusBarShifterModel
    /// Scroll tracking and the shift accumulator.
    var tracking = ScrollTrackingState()
    /// What the header injected into each scroll view it tracked.
    var injections = TrackingInfoTable()
    /// Phase of the last commit.
    var phase = ScrollPhaseValues(phase: .shifting, value: 0, percentage: 0)
    /// Shadow intensity of the last commit, 0...1.
    var shadowIntensity: CGFloat = 0
    /// Offset last fed to the status-bar shifter: always the bounded shift.
    var lastStatusBarOffset: CGFloat = 0
    /// The top safe-area inset the last safe-area change was applied with.
    var lastTopSafeAreaInset: CGFloat = 0
    /// Status-bar visibility at the last injection; nil until learnt in the current window.
    var wasStatusBarHidden: Bool?
    /// Frame of the status-bar replica when it was made; nil while there is none.
    var replicaFrame: CGRect?
    /// Frame-clock time after which the replica is stale.
    var replicaExpiry: TimeInterval?
    /// The top safe-area inset the last commit used.
    var committedTopSafeAreaInset: CGFloat = 0
    /// A rotation is in progress: frame changes and scroll events do not lay out.
    var isRotating = false
    /// A move to a detent in progress.
    var detentMotion: DetentMotion?
    /// The detent last moved to from code; a resting place even when snapping does not list it.
    var requestedDetent: HeaderDetent?
    /// The detent a snapped deceleration is carrying the header to.
    var snapTarget: HeaderDetent?
    /// The last commit left the header fully shifted off screen.
    var wasFullyShifted = false
    /// The stretch trigger may fire on the next pull past its offset.
    var stretchTriggerIsArmed = true
    /// With `preventsJumps`: how far the header stands from where scrolling puts it.
    var continuity = ContinuityCorrection()
    /// Whether a bottom reserve was ever added to a scroll view (only with `preventsJumps`), so
    /// that events of a header that never added one skip looking for one to give back.
    var mayHoldBottomReserve = false
    /// With `preventsJumps`, the detent the header rested at before the top safe area changed,
    /// to move back to once the held event ends.
    var pendingRestingPlace: RestingPlace?
    /// The window's size at the last top-safe-area change, to tell a rotation or resize from a
    /// status-bar flip.
    var windowSizeAtSafeAreaChange: CGSize?
    /// The id given to the last move to a detent asked for from code; ids count up from 1.
    var lastDetentMotionID = 0
    /// The progress observers last heard; nil until one registers.
    var lastReportedProgress: HeaderProgress?

    /// A placeholder the view holds while a solver owns its state.
    static var vacant: HeaderState { HeaderState(topSafeArea: 0, statusBarHeight: 0) }

    /// Notes the window's size at a top-safe-area change; true when it differs from the size
    /// at the last one (a rotation or resize rather than a status-bar flip).
    mutating func noteSafeAreaChange(windowSize size: CGSize?) -> Bool {
        defer { windowSizeAtSafeAreaChange = size }
        return size != windowSizeAtSafeAreaChange
    }

    /// A fresh id for a move to a detent asked for from code.
    mutating func nextDetentMotionID() -> Int {
        lastDetentMotionID += 1
        return lastDetentMotionID
    }

    init(topSafeArea t: CGFloat, statusBarHeight: CGFloat) {
        heights = HeightModel(topSafeArea: t)
        shifter = StatusBarShifterModel(originalStatusBarHeight: statusBarHeight)
        lastTopSafeAreaInset = t
    }
}
