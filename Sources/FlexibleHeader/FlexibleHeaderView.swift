import Canopy
import Foundation

/// Accessibility identifier given to every `FlexibleHeaderView`, the original's value.
public let FlexibleHeaderViewAccessibilityIdentifier = "MDCFlexibleHeaderViewAccessibilityIdentifier"

/// A container view whose height and vertical offset follow a tracking scroll view.
///
/// The header expands while content is pulled down, collapses to `minimumHeight` while content
/// scrolls up, and, depending on `shiftBehavior`, shifts off the top of the screen. It injects
/// its maximum height into the tracking scroll view's top content inset and removes exactly
/// that amount when tracking stops. Every event (a scroll, a safe-area or size change, an API
/// call, a clock tick) is solved in one pure step from the header's state and the inputs it
/// read, and the view applies the resulting effects once; misuse is refused with a
/// `Diagnostic` and never traps.
open class FlexibleHeaderView: ViewNode {
    /// How the header may leave the screen. Raw values match the original.
    public enum ShiftBehavior: Int, Sendable, CaseIterable {
        /// Never shifts interactively; programmatic shifting still works.
        case disabled = 0
        /// Shifts off screen while scrolling down (collapses to a visible status bar).
        case enabled = 1
        /// Shifts off screen and hides the status bar with it.
        case enabledWithStatusBar = 2
        /// Only `shiftHeaderOnScreen`/`shiftHeaderOffScreen` move it; hides the status bar.
        case hideable = 3
    }

    /// How much scrolling back is needed before a shifted header returns.
    public enum ContentImportance: Int, Sendable, CaseIterable {
        /// 175 points of scroll-back reserve.
        case `default` = 0
        /// 25 points of scroll-back reserve.
        case high = 1
    }

    /// What the last commit did to the header.
    public enum ScrollPhase: Int, Sendable, CaseIterable {
        /// Partly or fully moved above its resting position.
        case shifting = 0
        /// At rest, between minimum and maximum height.
        case collapsing = 1
        /// At rest, at or above the maximum height.
        case overExtending = 2
    }

    /// Background colour given to new headers instead of the default light grey.
    ///
    /// Stands in for UIKit's appearance proxy; nil (the default) keeps grey 2/3.
    nonisolated(unsafe) public static var appearanceBackgroundColor: Color?

    /// Treat `enabledWithStatusBar` as `enabled`, as inside an app extension, where the status
    /// bar cannot be hidden.
    nonisolated(unsafe) public static var isRunningInAppExtension = false

    // MARK: Owned state

    /// Everything the solves compute and remember.
    var state: HeaderState
    /// The configuration set through the public properties.
    var settings = HeaderSettings()
    /// The event pipeline: the event being solved and the callbacks folded into the next solve.
    var pipeline = HeaderPipeline()

    // MARK: Nodes and tokens the header owns

    weak var storedTrackingScrollView: ScrollNode?
    weak var storedTopSafeAreaSource: ViewControllerNode?
    var shiftAnimationToken: FrameHandlerToken?
    var forwardingViews: [WeakNode] = []
    var viewsToHide: [WeakNode] = []
    /// The header's observations of its tracking scroll view.
    var scrollViewObservations = ScrollViewObservations()
    var voiceOverObservation: VoiceOverObservation?
    /// Hears simulated screen-reader focus moves (see FlexibleHeaderView+Accessibility.swift).
    var focusObservation: AccessibilityFocusObservation?
    var statusBarObservation: StatusBarObservation?
    var windowSafeAreaObservation: SafeAreaObservation?
    var replica: ViewNode?
    var replicaInvalidation: ScheduledAction?
    /// True only inside `animate(animations:completion:)`; renderers may animate layer frames.
    var isAnimatingLayoutUpdate = false
    /// The thread that created the header; environment notifications from other threads are ignored.
    let owningThread = pthread_self()
    /// Reads whether VoiceOver runs; injectable so tests need not change the process-wide value.
    var voiceOverStatus: () -> Bool = { AccessibilityEnvironment.isVoiceOverRunning }
    /// The owning controller's additional inset written into the safe-area source or one of its
    /// ancestors, subtracted from the inferred inset so the header does not read its own write.
    var ownInjectionProvider: ((ViewControllerNode) -> CGFloat?)?
    /// Reads whether reduce-motion is on; injectable like `voiceOverStatus`.
    var reduceMotionStatus: () -> Bool = { AccessibilityEnvironment.isReduceMotionEnabled }

    // MARK: Detents and progress

    var detentAnimationToken: FrameHandlerToken?
    /// Completion handlers of detent moves, by move id.
    var detentCompletions: [Int: (Bool) -> Void] = [:]
    /// Completions of moves that ended, with their answers, waiting for their event to end.
    var pendingDetentCompletions: [(completion: (Bool) -> Void, arrived: Bool)] = []
    /// The queued completions are being called; see `deliverDetentCompletions()`.
    var isDeliveringDetentCompletions = false
    let progressObservers = HandlerList<HeaderProgress>()
    /// Progress is being delivered; a change found meanwhile is delivered after it.
    var isReportingProgress = false
    var storedStretchTrigger: (() -> Void)?

    // MARK: Layer slots

    /// Internal stand-in for the default shadow layer; shown only after a custom layer is removed.
    let defaultShadowLayer = ViewNode()
    /// Internal stand-in for the container holding a client's shadow layer.
    let customShadowContainer = ViewNode()
    var storedShadowLayer: ViewNode?
    var shadowIntensityChangeBlock: ((ViewNode?, CGFloat) -> Void)?

    /// The header's fill; also copied to its default shadow slot at once.
    open override var backgroundColor: Color? {
        didSet { applyShadowColor() }
    }

    /// The header's shadow colour; also applied at once to every shadow slot and a custom
    /// shadow layer.
    open override var shadowColor: Color? {
        didSet { applyShadowColor() }
    }

    // MARK: Delegates and hooks

    /// Receives status-bar and frame-change requests; not retained.
    public weak var delegate: FlexibleHeaderViewDelegate?

    /// Observes tracking-scroll-view change animations; not retained.
    public weak var animationDelegate: FlexibleHeaderViewAnimationDelegate?

    /// Lets renderers animate layer frames during an animated tracking-scroll-view change.
    public var allowShadowLayerFrameAnimationsWhenChangingTrackingScrollView: Bool {
        get { settings.animatesLayerFramesOnTrackingChange }
        set { settings.animatesLayerFramesOnTrackingChange = newValue }
    }

    /// Called from `traitCollectionDidChange(_:)` with the header and the previous traits.
    public var traitCollectionDidChangeBlock: ((FlexibleHeaderView, TraitCollection?) -> Void)?

    /// Called with the header and its absolute elevation whenever `elevation` changes.
    public var elevationDidChangeBlock: ((FlexibleHeaderView, CGFloat) -> Void)?

    /// When ≥ 0, the elevation base used instead of the ancestors' sum (default −1).
    public var overrideBaseElevation: CGFloat {
        get { settings.overrideBaseElevation }
        set { settings.overrideBaseElevation = newValue }
    }

    // MARK: Public subviews

    /// A plain subview spanning the top safe area: frame `(0, 0, bounds.width, T)`.
    public let topSafeAreaGuide: ViewNode

    /// A subview that always fills the header's bounds (deprecated: add subviews to the header).
    ///
    /// Setting it only replaces the stored reference; hit testing treats it like the background.
    public var contentView: ViewNode

    // MARK: Construction

    /// Creates a header with default heights (`56 + T`), behaviour `.disabled`, no tracking
    /// scroll view and the default light-grey background.
    public override init(frame: CGRect = .zero) {
        state = HeaderState(topSafeArea: 0, statusBarHeight: 0)
        topSafeAreaGuide = ViewNode(frame: .zero)
        contentView = ViewNode(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        pipeline.lastReport.frame = self.frame
        accessibilityIdentifier = FlexibleHeaderViewAccessibilityIdentifier
        let t = window?.safeAreaInsets.top ?? 0
        state = HeaderState(topSafeArea: t, statusBarHeight: window?.statusBarHeight ?? 0)

        for slot in [defaultShadowLayer, customShadowContainer] {
            slot.shadowColor = .black
            slot.shadowOffset = HeaderConstants.defaultShadowOffset
            slot.shadowRadius = HeaderConstants.defaultShadowRadius
            slot.shadowOpacity = 0
            slot.isHidden = true
            slot.isUserInteractionEnabled = false
        }
        shadowColor = .black
        shadowOffset = HeaderConstants.defaultShadowOffset
        shadowRadius = HeaderConstants.defaultShadowRadius
        shadowOpacity = 0

        topSafeAreaGuide.frame = CGRect(x: 0, y: 0, width: 0, height: t)
        addSubview(topSafeAreaGuide)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        backgroundColor = Self.appearanceBackgroundColor ?? Color(white: HeaderConstants.defaultBackgroundWhite)
        defaultShadowLayer.backgroundColor = backgroundColor

        voiceOverObservation = AccessibilityEnvironment.addVoiceOverObserver { [weak header = self, owningThread] _ in
            // Nodes are confined to their thread: a change made on another thread is picked up
            // by this header's next layout pass, which reads the status live. The thread is
            // checked before the header is touched.
            guard pthread_equal(owningThread, pthread_self()) != 0 else { return }
            header?.voiceOverStatusDidChange()
        }
        focusObservation = AccessibilityFocus.addObserver { [weak header = self, owningThread] element in
            guard pthread_equal(owningThread, pthread_self()) != 0 else { return }
            header?.accessibilityFocusDidMove(to: element)
        }
    }

    /// A move to a detent still running when the header goes ends with it: its completion
    /// hears false, in the order the moves were asked for.
    deinit {
        for id in detentCompletions.keys.sorted() { detentCompletions[id]?(false) }
    }

    // MARK: Framework hooks (called by the framework)

    /// Setting the frame stores it and runs the layout pass unless a rotation is in progress.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            frameDidChangeFromOutside()
        }
    }

    /// Called by the framework: the header prefers `(width, minimum height with safe area)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: minWithSafeArea)
    }

    /// Called by the framework: syncs shadow colour, shadow path and the internal layer frames.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyShadowColor()
        let r = shadowRadius
        shadowPath = CGRect(x: bounds.minX - r, y: bounds.minY, width: bounds.width + 2 * r, height: bounds.height)
        defaultShadowLayer.frame = bounds
        customShadowContainer.frame = bounds
        storedShadowLayer?.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.frame = bounds
    }

    /// Called by the framework; hits on the background, the content view or forwarding views go
    /// to the tracking scroll view, and stay on the header when there is none.
    open override func hitTest(_ point: CGPoint) -> ViewNode? {
        let hit = super.hitTest(point)
        guard let v = hit else { return nil }
        let forwards = v === self || v === contentView || forwardingViews.contains { $0.node === v }
        guard forwards, let sv = storedTrackingScrollView else { return v }
        return sv
    }

    /// Called by the framework: moving into the tracking scroll view pins the header on screen.
    open override func willMove(toSuperview newSuperview: ViewNode?) {
        super.willMove(toSuperview: newSuperview)
        if let sv = storedTrackingScrollView, newSuperview === sv {
            let ty = sv.contentOffset.y
            if transform.tY != ty { transform = AffineTransform(translationByX: 0, byY: ty) }
        }
    }

    /// Called by the framework: status-bar visibility must be re-learnt in the new window.
    open override func willMove(toWindow newWindow: WindowNode?) {
        super.willMove(toWindow: newWindow)
        state.leaveWindow()
        // A move to a detent runs on the old window's clock: it ends here, where it is.
        endDetentMoveOffClock()
    }

    /// Called by the framework: refreshes the status-bar height and the window observations.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        state.joinWindow(statusBarHeight: window?.statusBarHeight ?? 0)
        statusBarObservation?.cancel()
        statusBarObservation = window?.addStatusBarObserver { [weak header = self] window in
            header?.statusBarHeightDidChange(window.statusBarHeight)
        }
        // The header's own safe area only reports the part it overlaps (nothing while its height
        // is 0), so the window's inset is followed directly: joining or leaving a window and a
        // device change are top-safe-area changes in device mode.
        windowSafeAreaObservation?.cancel()
        windowSafeAreaObservation = window?.addSafeAreaObserver { [weak header = self] _ in
            header?.send(.deviceInsetChanged)
        }
        send(.deviceInsetChanged)
    }

    /// Called by the framework when the header's safe area changed; updates the top safe area.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        send(.headerSafeAreaChanged)
    }

    /// Called by the framework; invokes `traitCollectionDidChangeBlock`.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitCollectionDidChangeBlock?(self, previousTraitCollection)
    }
}

/// A reference to a node that does not retain it, for the header's view sets.
struct WeakNode {
    weak var node: ViewNode?
}
