import Canopy
import Foundation

/// What one solve asks the view to change, applied once, in the order of the fields below.
///
/// 0. writes to scroll views named by key (see `ScrollViewWrite`), in their order, before the
///    apply marks the events it causes: each write runs the events it causes right after
///    itself, or leaves them to the caller when marked "at once";
/// 1. the tracking scroll view's top inset, then its offset (the scroll view reacts to both);
/// 2. the header's frame (bounds height, then centre);
/// 3. shadow opacity and the intensity callback;
/// 4. whether the header is hidden, and the scroll indicators' top inset;
/// 5. the alpha of views hidden while shifted;
/// 6. status-bar replica changes and the status-bar appearance request;
/// 7. the shift and detent animations' frame handlers, then the completions of detent moves
///    that ended, queued;
/// 8. the frame-change delegate calls, once, when the frame changed; the queued completions
///    run after the event, once progress observers heard it.
struct HeaderEffects {
    /// An offset write on the tracking scroll view.
    enum OffsetWrite: Equatable {
        /// Set the offset to this value.
        case set(CGPoint)
        /// Move the offset by this many points, from wherever the scroll view left it, and
        /// remember the new offset as the last one: the content did not move on screen.
        case shift(by: CGFloat)
    }

    /// Writes to scroll views named by key, in order.
    var scrollViewWrites: [ScrollViewWrite] = []
    /// Points to add to the tracking scroll view's `contentInset.top`.
    var contentInsetTopDelta: CGFloat = 0
    /// Offset change applied after the inset (which may have clamped the offset).
    var offsetWrite: OffsetWrite?
    /// New translation of a header living inside its scroll view.
    var transformY: CGFloat?
    var boundsHeight: CGFloat?
    var centerY: CGFloat?
    /// Opacity of the header's own shadow.
    var shadowOpacity: Float?
    /// Opacity of the visible default shadow slot.
    var slotShadowOpacity: Float?
    /// Intensity to report to the custom shadow layer's callback.
    var reportedShadowIntensity: CGFloat?
    var isHidden: Bool?
    var indicatorTop: CGFloat?
    var hiddenViewAlpha: CGFloat?
    var statusBar: [StatusBarShifterModel.Effect] = []
    /// Start (true) or stop (false) the shift animation.
    var shiftAnimation: Bool?
    /// Start (true) or stop (false) the detent motion's frame handler.
    var detentAnimation: Bool?
    /// A detent move without animation was started: run its one frame now.
    var runsDetentMotionNow = false
    /// Detent moves that ended, by id, and whether each arrived; their completions are called.
    var endedDetentMotions: [(id: Int, arrived: Bool)] = []
    /// Bring the header in front of its scroll view's other subviews.
    var bringsHeaderToFront = false
    /// Frame of the top-safe-area guide.
    var topSafeAreaGuideFrame: CGRect?
    /// The solve committed the header's position, so a changed frame is reported.
    var didCommit = false

    /// Whether there is nothing to apply.
    var isEmpty: Bool { scrollViewWrites.isEmpty && appliesNothingElse }

    /// Whether there is nothing to apply besides the writes to scroll views named by key.
    var appliesNothingElse: Bool {
        !writesScrollView && transformY == nil && boundsHeight == nil && centerY == nil && shadowOpacity == nil
            && slotShadowOpacity == nil && reportedShadowIntensity == nil && isHidden == nil && hiddenViewAlpha == nil
            && statusBar.isEmpty && shiftAnimation == nil && detentAnimation == nil && !runsDetentMotionNow
            && endedDetentMotions.isEmpty && !bringsHeaderToFront
            && topSafeAreaGuideFrame == nil
            && !didCommit
    }

    /// Whether applying these effects writes to the tracking scroll view.
    var writesScrollView: Bool { contentInsetTopDelta != 0 || offsetWrite != nil || indicatorTop != nil }
}
