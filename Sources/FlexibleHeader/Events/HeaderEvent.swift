import Canopy
import Foundation

/// One input to the header, as a value: what happened and what it carries.
///
/// Every way the world reaches the header (scrolling, insets, safe areas, sizes, the status bar,
/// API calls, clock ticks, a change of tracking scroll view) becomes one of these and goes
/// through `FlexibleHeaderView.send(_:)`, the header's one run loop, and `run(_:)`, the one
/// place each kind is dispatched. An event arriving while another is handled waits in the
/// pipeline's queue, as a value, and runs after it, in order.
enum HeaderEvent {
    // MARK: Scrolling

    /// The tracking scroll view's offset changed (forwarded or observed).
    case scroll
    /// With `preventsJumps`, the client's offset write that keeps rows still after content
    /// changed above them; followed without moving the header.
    case compensatingOffset
    /// A drag ended; a partly shifted header settles when it will not decelerate.
    case dragEnded(willDecelerate: Bool)
    /// A deceleration ended.
    case decelerationEnded

    // MARK: Insets and safe areas

    /// A scroll view's adjusted content inset changed; the injection is made again.
    case adjustedContentInsetChanged(ScrollNode?)
    /// The client changes the tracking scroll view's insets inside `block`; the content stays.
    case changeContentInsets(() -> Void)
    /// The header's own safe area changed.
    case headerSafeAreaChanged
    /// The window's safe area changed, or the header joined or left a window.
    case deviceInsetChanged
    /// The top safe area must be read again (its source or mode changed).
    case topSafeAreaChanged
    /// The inferred source was replaced or reads differently; the inferred inset is extracted.
    case topSafeAreaSourceChanged

    // MARK: Sizes

    /// The frame was set from outside, or a setting that only lays out changed.
    case layout
    /// A rotation is under way: its new safe area and size are read.
    case orientationChanging
    /// A rotation ended.
    case orientationChanged

    // MARK: Status bar and accessibility

    /// The owner re-resolved the status bar the header asked to hide or show; the content goes
    /// back to `savedOffset` of `scrollView`, where it was before the request.
    case statusBarAppearanceChanged(scrollView: ScrollNode?, savedOffset: CGPoint?)
    /// VoiceOver started or stopped.
    case voiceOverChanged

    // MARK: API calls

    /// `shiftHeaderOnScreen` (false) or `shiftHeaderOffScreen` (true).
    case shift(offScreen: Bool, animated: Bool)
    /// `shiftBehavior` changed; true when turning shifting off brings the header back.
    case shiftBehaviorChanged(returnsOnScreen: Bool)
    /// `statusBarHintCanOverlapHeader` changed.
    case statusBarHintChanged
    /// `minimumHeight` was assigned, in points.
    case minimumHeight(CGFloat)
    /// `maximumHeight` was assigned, in points.
    case maximumHeight(CGFloat)
    /// The shadow's inputs changed (its visible opacity, or tracking ended).
    case shadowChanged
    /// Commit the current shift without a layout pass.
    case commit
    /// `setDetent` asked for a move.
    case moveToDetent(DetentMove)
    /// `trackingScrollWillChange(toScrollView:)`: prepare the scroll view about to be tracked.
    case trackingScrollViewWillChange(ScrollNode)

    // MARK: Clock

    /// A frame of the shift animation, lasting `duration` seconds.
    case shiftAnimationFrame(duration: TimeInterval)
    /// A frame of a detent move.
    case detentAnimationFrame
    /// The status-bar replica outlived its lifetime.
    case replicaExpired
    /// The frame after a held safe-area change: the header moves back to its resting place.
    case restingPlaceDue
    /// The clock driving a detent move no longer drives this header.
    case detentClockLost

    // MARK: Tracking

    /// `trackingScrollView` was assigned.
    case trackingScrollViewChanged(ScrollNode?)

    /// What `setDetent` asked for.
    struct DetentMove {
        let detent: HeaderDetent
        /// Seconds; 0 moves at once.
        let duration: TimeInterval
        /// The move's id, under which its completion waits.
        let id: Int
        /// The tracking scroll view when the move was asked for.
        let scrollView: ScrollNode
    }
}

extension HeaderEvent {
    /// Whether, with `preventsJumps`, the header's frame ends the event where the event found it.
    ///
    /// Scrolling, a shift or detent move asked for and animation frames move the header on
    /// purpose; everything else holds it.
    var holdsStill: Bool {
        switch self {
        case .scroll, .dragEnded, .decelerationEnded, .shift, .moveToDetent, .shiftAnimationFrame,
            .detentAnimationFrame, .restingPlaceDue:
            false
        default:
            true
        }
    }
}

extension HeaderEvent {
    /// The solver step that decides this event in one solve from what the event carries; nil
    /// for events the view reads more for (`FlexibleHeaderView.solverStep(for:)`) and those that
    /// write to the scroll view and read its answer before they are decided.
    var solverStep: HeaderSolver.Step? {
        switch self {
        case .dragEnded(let willDecelerate): .dragEnded(willDecelerate: willDecelerate)
        case .decelerationEnded: .decelerationEnded
        case .shift(let offScreen, let animated): .shift(offScreen: offScreen, animated: animated)
        case .shiftBehaviorChanged(let returnsOnScreen): .shiftBehaviorChanged(returnsOnScreen: returnsOnScreen)
        case .statusBarHintChanged: .statusBarHintChanged
        case .shadowChanged: .shadowChanged
        case .commit: .commit
        case .shiftAnimationFrame(let duration): .shiftAnimationFrame(duration: duration)
        case .replicaExpired: .replicaExpired
        case .detentClockLost: .detentClockLost
        case .moveToDetent(let move): .moveToDetent(detent: move.detent, duration: move.duration, id: move.id)
        default: nil
        }
    }
}
