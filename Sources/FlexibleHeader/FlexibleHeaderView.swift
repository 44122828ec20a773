import Canopy
import Foundation

/// Accessibility identifier given to every `FlexibleHeaderView` (§2).
public let FlexibleHeaderViewAccessibilityIdentifier = "MDCFlexibleHeaderViewAccessibilityIdentifier"

/// A container view whose height and vertical offset follow a tracking scroll view.
///
/// The header expands while content is pulled down, collapses to `minimumHeight` while content
/// scrolls up, and, depending on `shiftBehavior`, shifts off the top of the screen. It injects
/// its maximum height into the tracking scroll view's top content inset and removes exactly
/// that amount when tracking stops. Behaviour follows flexible-header-behavior.md; misuse is
/// refused with a `Diagnostic` and never traps.
open class FlexibleHeaderView: ViewNode {
    /// How the header may leave the screen (§10.6). Raw values match the original.
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

    /// How much scrolling back is needed before a shifted header returns (§9.2).
    public enum ContentImportance: Int, Sendable, CaseIterable {
        /// 175 points of scroll-back reserve.
        case `default` = 0
        /// 25 points of scroll-back reserve.
        case high = 1
    }

    /// What the last commit did to the header (§9.5).
    public enum ScrollPhase: Int, Sendable, CaseIterable {
        /// Partly or fully moved above its resting position.
        case shifting = 0
        /// At rest, between minimum and maximum height.
        case collapsing = 1
        /// At rest, at or above the maximum height.
        case overExtending = 2
    }

    /// Background colour given to new headers instead of the default light grey (§3.1, §14.5).
    ///
    /// Stands in for UIKit's appearance proxy; nil (the default) keeps grey 2/3.
    nonisolated(unsafe) public static var appearanceBackgroundColor: Color?

    /// Treat `enabledWithStatusBar` as `enabled`, as inside an app extension (§10.6 step 2).
    nonisolated(unsafe) public static var isRunningInAppExtension = false

    // MARK: Collaborators

    var heights: HeightModel
    var topSafeArea = TopSafeAreaModel()
    var shifter: StatusBarShifterModel
    var trackingInfos = TrackingInfoTable()
    var trackingInfo: TrackingInfo?

    // MARK: State (§4.1)

    weak var storedTrackingScrollView: ScrollNode?
    weak var storedTopSafeAreaSource: ViewControllerNode?
    var shiftAccumulator: CGFloat = 0
    var lastContentOffset: CGPoint = .zero
    var lastContentOffsetIsValid = false
    var accumulatedDeltaY: CGFloat = 0
    var wantsToBeHidden = false
    var shiftAnimationToken: FrameHandlerToken?
    var didDecelerate = false
    var orientationIsChanging = false
    var contentInsetsAreChanging = false
    var isChangingStatusBarVisibility = false
    var wasStatusBarHidden = false
    var wasStatusBarHiddenIsValid = false
    /// True only inside `animate(animations:completion:)`; renderers may animate layer frames.
    var isAnimatingLayoutUpdate = false
    var storedShadowIntensity: CGFloat = 0
    var forwardingViews: [WeakNode] = []
    var viewsToHide: [WeakNode] = []
    var offsetObservation: ScrollObservation?
    var voiceOverObservation: VoiceOverObservation?
    var statusBarObservation: StatusBarObservation?
    var windowSafeAreaObservation: SafeAreaObservation?
    var replica: ViewNode?
    var replicaFrame: CGRect = .zero
    var replicaExpiry: TimeInterval = 0
    var replicaInvalidation: ScheduledAction?
    /// Depth of the header's own geometry writes; safe-area callbacks caused by them are not
    /// top-safe-area changes (the header moving changes its overlap with the unsafe region).
    var ownGeometryWriteDepth = 0
    var lastTopSafeAreaInset: CGFloat = 0
    /// The thread that created the header; environment notifications from other threads are ignored.
    let owningThread = pthread_self()
    var storedPhase = ScrollPhaseValues(phase: .shifting, value: 0, percentage: 0)
    var storedShiftBehavior: ShiftBehavior = .disabled
    var storedStatusBarHintCanOverlapHeader = true
    var storedObservesScrollEvents = false
    var storedVisibleShadowOpacity: Float = HeaderConstants.defaultVisibleShadowOpacity
    var storedMinimumHeaderViewHeight: CGFloat = 0
    var storedIsInFrontOfInfiniteContent = false
    var storedContentIsTranslucent = false
    var storedElevation: CGFloat = 0
    /// Last offset fed to the status-bar shifter (W14: always the bounded accumulator).
    var lastStatusBarOffset: CGFloat = 0
    /// Reads whether VoiceOver runs; injectable so tests need not change the process-wide value.
    var voiceOverStatus: () -> Bool = { AccessibilityEnvironment.isVoiceOverRunning }

    // MARK: Layer slots (§3.1, §3.4)

    /// Internal stand-in for the default shadow layer; shown only after a custom layer is removed.
    let defaultShadowLayer = ViewNode()

    /// The header's fill; also copied to its default shadow slot at once (§3.2).
    open override var backgroundColor: Color? {
        didSet { applyShadowColor() }
    }

    /// The header's shadow colour; also applied at once to every shadow slot and a custom
    /// shadow layer (§3.2).
    open override var shadowColor: Color? {
        didSet { applyShadowColor() }
    }
    /// Internal stand-in for the container holding a client's shadow layer.
    let customShadowContainer = ViewNode()
    var storedShadowLayer: ViewNode?
    var shadowIntensityChangeBlock: ((ViewNode?, CGFloat) -> Void)?

    // MARK: Public subviews

    /// A plain subview spanning the top safe area: frame `(0, 0, bounds.width, T)` (§7.3).
    public let topSafeAreaGuide: ViewNode

    /// A subview that always fills the header's bounds (deprecated: add subviews to the header).
    ///
    /// Setting it only replaces the stored reference; hit testing treats it like the background.
    public var contentView: ViewNode

    // MARK: Construction (§3.1)

    /// Creates a header with default heights (`56 + T`), behaviour `.disabled`, no tracking
    /// scroll view and the default light-grey background.
    public override init(frame: CGRect = .zero) {
        heights = HeightModel(topSafeArea: 0)
        shifter = StatusBarShifterModel(originalStatusBarHeight: 0)
        topSafeAreaGuide = ViewNode(frame: .zero)
        contentView = ViewNode(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        accessibilityIdentifier = FlexibleHeaderViewAccessibilityIdentifier
        let t = topSafeAreaInset
        heights = HeightModel(topSafeArea: t)
        lastTopSafeAreaInset = t
        shifter = StatusBarShifterModel(originalStatusBarHeight: statusBarHeight)
        _ = shifter.setEnabled(shiftConfiguration.shouldAllowShifting)

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

        voiceOverObservation = AccessibilityEnvironment.addVoiceOverObserver { [weak self] _ in
            // Nodes are confined to their thread: a change made on another thread is picked up
            // by this header's next layout pass, which reads the status live.
            guard let self, pthread_equal(self.owningThread, pthread_self()) != 0 else { return }
            self.voiceOverStatusDidChange()
        }
    }

    // MARK: Derived environment (§1.1, §5)

    /// The window's status-bar height, 0 while hidden or detached.
    var statusBarHeight: CGFloat { window?.statusBarHeight ?? 0 }
    /// Whether the window's status bar is hidden.
    var statusBarIsHidden: Bool { window?.isStatusBarHidden ?? false }

    /// The shift behaviour as the math collaborators see it.
    var behaviorForMath: ShiftConfiguration.Behavior {
        switch storedShiftBehavior {
        case .disabled: .disabled
        case .enabled: .enabled
        case .enabledWithStatusBar: .enabledWithStatusBar
        case .hideable: .hideable
        }
    }

    /// Configuration inputs of the shift rules that do not depend on the heights.
    var baseShiftConfiguration: ShiftConfiguration {
        ShiftConfiguration(
            behavior: behaviorForMath,
            isPaging: storedTrackingScrollView?.isPagingEnabled ?? false,
            statusBarHintCanOverlapHeader: storedStatusBarHintCanOverlapHeader,
            statusBarHeight: statusBarHeight,
            minWithSafeArea: 0,
            minimumHeaderViewHeight: storedMinimumHeaderViewHeight,
            isHighImportance: headerContentImportance == .high)
    }

    /// All inputs of the shift rules, evaluated live (§5).
    var shiftConfiguration: ShiftConfiguration {
        var c = baseShiftConfiguration
        c.minWithSafeArea = minWithSafeArea
        return c
    }

    /// The top safe-area inset `T` (§7.2).
    ///
    /// Read several times per scroll event, so it skips work the answer cannot depend on:
    /// device mode needs only the window's inset, and the status bar can only count as
    /// shifted while the shifter prefers it hidden.
    var topSafeAreaInset: CGFloat {
        guard topSafeArea.infersFromViewController else { return window?.safeAreaInsets.top ?? 0 }
        let shifted =
            shifter.prefersStatusBarHidden
            && baseShiftConfiguration.statusBarIsShifted(shifterPrefersHidden: true)
        return topSafeArea.value(deviceInset: window?.safeAreaInsets.top ?? 0, statusBarIsShifted: shifted)
    }

    var minWithSafeArea: CGFloat { heights.minWithSafeArea(topSafeAreaInset) }
    var maxWithSafeArea: CGFloat { heights.maxWithSafeArea(topSafeAreaInset) }
    var maxWithoutSafeArea: CGFloat { heights.maxWithoutSafeArea(topSafeAreaInset) }
    var accumulatorMax: CGFloat { shiftConfiguration.accumulatorMax }

    /// `topSafeAreaGuide.frame.height`.
    var topSafeAreaGuideHeight: CGFloat { topSafeAreaGuide.frame.height }

    /// Whether the tracking scroll view stands in for a web view's scroller.
    var trackingScrollViewIsWebKit: Bool { storedTrackingScrollView?.isWebContent ?? false }

    /// Skip injection for web content; the controller uses additional safe-area insets instead.
    var useAdditionalSafeAreaInsetsForWebKitScrollViews = false

    // MARK: Public properties (§3.2)

    /// The scroll view whose offset drives the header; not retained.
    ///
    /// Assigning injects the header's maximum height into its top content inset and removes the
    /// injection from the previous one (unless `sharedWithManyScrollViews`) (§8.1).
    public var trackingScrollView: ScrollNode? {
        get { storedTrackingScrollView }
        set { setTrackingScrollView(newValue) }
    }

    /// Follow the tracking scroll view's offset through an observer instead of forwarded events.
    ///
    /// Refused (`header.shiftWhileObserving`) while `shiftBehavior` is `.enabled` or
    /// `.enabledWithStatusBar`: interactive shifting needs drag-end events (§13 E1).
    /// `.disabled` and `.hideable` may observe (the original's code, kept: spec W9).
    public var observesTrackingScrollViewScrollEvents: Bool {
        get { storedObservesScrollEvents }
        set {
            if newValue == storedObservesScrollEvents { return }
            if newValue && (storedShiftBehavior == .enabled || storedShiftBehavior == .enabledWithStatusBar) {
                Diagnostics.report(
                    code: "header.shiftWhileObserving",
                    "Refused observesTrackingScrollViewScrollEvents = true on \(diagnosticName): shiftBehavior \(storedShiftBehavior) needs forwarded drag events."
                )
                return
            }
            storedObservesScrollEvents = newValue
            if newValue {
                startObservingTrackingScrollView()
            } else {
                offsetObservation?.cancel()
                offsetObservation = nil
            }
        }
    }

    /// How the header may shift off screen (§10.6); default `.disabled`.
    ///
    /// `.enabled` and `.enabledWithStatusBar` are refused while observing scroll events
    /// (`header.shiftWhileObserving`, §13 E1).
    public var shiftBehavior: ShiftBehavior {
        get { storedShiftBehavior }
        set { setShiftBehavior(newValue) }
    }

    /// Deprecated spelling of `shiftBehavior`.
    @available(*, deprecated, renamed: "shiftBehavior")
    public var behavior: ShiftBehavior {
        get { shiftBehavior }
        set { shiftBehavior = newValue }
    }

    /// Scroll-back reserve: 175 points by default, 25 with `.high` (§9.2).
    public var headerContentImportance: ContentImportance = .default

    /// Minimum height in points; its meaning depends on `minMaxHeightIncludesSafeArea` (§6).
    ///
    /// Defaults to `56 + T` at creation. Setting it above `maximumHeight` raises the maximum.
    /// Any assignment, even of the current value, stops both heights from following the top
    /// safe area automatically (the original's behaviour, kept: spec W17). Negative or
    /// non-finite values are refused (`header.invalidHeight`).
    public var minimumHeight: CGFloat {
        get { heights.minimumHeight }
        set {
            guard validateHeight(newValue, name: "minimumHeight") else { return }
            apply(heights.setMinimumHeight(newValue))
        }
    }

    /// Maximum height in points; its meaning depends on `minMaxHeightIncludesSafeArea` (§6).
    ///
    /// Defaults to `56 + T` at creation. Setting it below `minimumHeight` lowers the minimum.
    /// Any assignment, even of the current value, stops both heights from following the top
    /// safe area automatically (spec W17). Negative or non-finite values are refused
    /// (`header.invalidHeight`).
    public var maximumHeight: CGFloat {
        get { heights.maximumHeight }
        set {
            guard validateHeight(newValue, name: "maximumHeight") else { return }
            apply(heights.setMaximumHeight(newValue))
        }
    }

    /// Whether `minimumHeight`/`maximumHeight` include the top safe area (default true, §6.3).
    public var minMaxHeightIncludesSafeArea: Bool {
        get { heights.includesSafeArea }
        set { heights.setIncludesSafeArea(newValue, topSafeArea: topSafeAreaInset) }
    }

    /// Height in points that stays visible when the header is shifted (default 0).
    ///
    /// Reduces how far the header can shift. Negative or non-finite values are refused
    /// (`header.invalidHeight`).
    public var minimumHeaderViewHeight: CGFloat {
        get { storedMinimumHeaderViewHeight }
        set {
            guard validateHeight(newValue, name: "minimumHeaderViewHeight") else { return }
            storedMinimumHeaderViewHeight = newValue
        }
    }

    /// Whether the header grows beyond `maximumHeight` when content is pulled down (default true).
    public var canOverExtend = true

    /// Opacity of the shadow at full intensity, 0...1 (default 0.4).
    ///
    /// Values outside 0...1 or non-finite are refused (`header.invalidShadowOpacity`).
    public var visibleShadowOpacity: Float {
        get { storedVisibleShadowOpacity }
        set {
            guard newValue.isFinite, newValue >= 0, newValue <= 1 else {
                Diagnostics.report(
                    code: "header.invalidShadowOpacity",
                    "Refused visibleShadowOpacity = \(newValue) on \(diagnosticName): it must be within 0...1.")
                return
            }
            storedVisibleShadowOpacity = newValue
            accumulatorDidChange()
        }
    }

    /// Last shadow intensity computed by a commit, 0...1 (§9.4).
    public var shadowIntensity: CGFloat { storedShadowIntensity }

    /// Whether the header floats over content that never ends; keeps the shadow at full strength.
    public var isInFrontOfInfiniteContent: Bool {
        get { storedIsInFrontOfInfiniteContent }
        set {
            if newValue == storedIsInFrontOfInfiniteContent { return }
            storedIsInFrontOfInfiniteContent = newValue
            if storedTrackingScrollView == nil {
                shadowOpacity = newValue ? storedVisibleShadowOpacity : 0
            } else {
                updateLayout()
            }
        }
    }

    /// Deprecated spelling of `isInFrontOfInfiniteContent`.
    @available(*, deprecated, renamed: "isInFrontOfInfiniteContent")
    public var inFrontOfInfiniteContent: Bool {
        get { isInFrontOfInfiniteContent }
        set { isInFrontOfInfiniteContent = newValue }
    }

    /// Keep injected insets in scroll views the header stops tracking, and keep its height
    /// when switching between them (§8.1).
    public var sharedWithManyScrollViews = false

    /// Skip inset injection into scroll views whose adjustment behaviour is `.never` (§8.2).
    public var disableContentInsetAdjustmentWhenContentInsetAdjustmentBehaviorIsNever = false

    /// While true, scroll deltas can only shrink or shift the header, never bring it back.
    public var trackingScrollViewIsBeingScrubbed = false

    /// Content behind the header shows through; the status bar is not replaced by a replica.
    public var contentIsTranslucent: Bool {
        get { storedContentIsTranslucent }
        set {
            storedContentIsTranslucent = newValue
            shifter.snapshottingEnabled = !newValue
        }
    }

    /// Whether the status bar may overlap the header (default true, §11.3).
    ///
    /// False makes the header ignore the status bar entirely.
    public var statusBarHintCanOverlapHeader: Bool {
        get { storedStatusBarHintCanOverlapHeader }
        set {
            if newValue == storedStatusBarHintCanOverlapHeader { return }
            storedStatusBarHintCanOverlapHeader = newValue
            updateShifterEnabled()
            startShiftAnimation()
        }
    }

    /// Without a tracking scroll view, reset the shadow to 0 instead of the visible opacity.
    public var resetShadowAfterTrackingScrollViewIsReset = false

    /// Lets renderers animate layer frames during a tracking-scroll-view change (§8.1 step 12).
    public var allowShadowLayerFrameAnimationsWhenChangingTrackingScrollView = false

    /// A client layer that replaces the default shadow; it learns the intensity through the
    /// block given to `setShadowLayer(_:intensityDidChangeBlock:)` (§3.4).
    public var shadowLayer: ViewNode? {
        get { storedShadowLayer }
        set { setShadowLayer(newValue, intensityDidChangeBlock: nil) }
    }

    /// Receives status-bar and frame-change requests; not retained.
    public weak var delegate: FlexibleHeaderViewDelegate?

    /// Observes tracking-scroll-view change animations; not retained.
    public weak var animationDelegate: FlexibleHeaderViewAnimationDelegate?

    /// Called from `traitCollectionDidChange(_:)` with the header and the previous traits.
    public var traitCollectionDidChangeBlock: ((FlexibleHeaderView, TraitCollection?) -> Void)?

    /// Called with the header and its absolute elevation whenever `elevation` changes.
    public var elevationDidChangeBlock: ((FlexibleHeaderView, CGFloat) -> Void)?

    /// When ≥ 0, the elevation base used instead of the ancestors' sum (default −1).
    public var overrideBaseElevation: CGFloat = -1

    /// Material elevation in points relative to the ancestors' (default 0); no visual effect here.
    public var elevation: CGFloat {
        get { storedElevation }
        set {
            let tolerance = CGFloat.ulpOfOne * max(abs(newValue), abs(storedElevation), 1)
            if abs(newValue - storedElevation) <= tolerance { return }
            storedElevation = newValue
            elevationDidChange()
        }
    }

    /// Read the top safe area from `topSafeAreaSourceViewController` instead of the window (§7).
    public var inferTopSafeAreaInsetFromViewController: Bool {
        get { topSafeArea.infersFromViewController }
        set {
            if newValue == topSafeArea.infersFromViewController { return }
            topSafeArea.infersFromViewController = newValue
            if newValue {
                extractTopSafeArea()
            } else {
                topSafeAreaInsetDidChange()
            }
        }
    }

    /// The view controller whose view's top safe-area inset the header reads in infer mode.
    ///
    /// Not retained. Its view is read only if already loaded.
    public var topSafeAreaSourceViewController: ViewControllerNode? {
        get { storedTopSafeAreaSource }
        set {
            storedTopSafeAreaSource = newValue
            if topSafeArea.infersFromViewController { extractTopSafeArea() }
        }
    }

    /// Whether the source's `additionalSafeAreaInsets.top` is removed from the inferred inset.
    var subtractsAdditionalSafeAreaInsets: Bool {
        get { topSafeArea.subtractsAdditionalSafeAreaInsets }
        set {
            topSafeArea.subtractsAdditionalSafeAreaInsets = newValue
            if topSafeArea.infersFromViewController { extractTopSafeArea() }
        }
    }

    /// The own-injection guard of §14.3 step 6′, provided by the owning controller.
    var ownInjectionProvider: ((ViewControllerNode) -> CGFloat?)?

    /// Phase of the last commit (§9.5); `.shifting` before any commit.
    public var scrollPhase: ScrollPhase {
        switch storedPhase.phase {
        case .shifting: .shifting
        case .collapsing: .collapsing
        case .overExtending: .overExtending
        }
    }

    /// Phase value of the last commit: visible height while shifting, else the height (§9.5).
    public var scrollPhaseValue: CGFloat { storedPhase.value }

    /// Progress within the phase of the last commit (§9.5).
    public var scrollPhasePercentage: CGFloat { storedPhase.percentage }

    /// Whether the header wants the status bar hidden (it replaced it with a replica, §11.1).
    public var prefersStatusBarHidden: Bool { shifter.prefersStatusBarHidden }

    /// Whether the header is, or is heading, off screen: `wantsToBeHidden || isFullyShifted` (§5).
    ///
    /// True immediately after an animated `shiftHeaderOffScreen`. With `.disabled`, dragging a
    /// programmatically hidden header back leaves it true until the next drag end (the
    /// original's behaviour, kept: spec W3).
    public var isShiftedOffscreen: Bool { wantsToBeHidden || isFullyShifted }

    // MARK: Framework hooks (called by the framework)

    /// Setting the frame stores it and runs the layout pass unless a rotation is in progress (§12.5).
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            if !orientationIsChanging { updateLayout() }
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
    /// to the tracking scroll view (fix W16: stay on the header when there is none).
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
        if let sv = storedTrackingScrollView, newSuperview === sv { followParentScrollView(sv) }
    }

    /// Called by the framework: status-bar visibility must be re-learnt in the new window.
    open override func willMove(toWindow newWindow: WindowNode?) {
        super.willMove(toWindow: newWindow)
        wasStatusBarHiddenIsValid = false
    }

    /// Called by the framework: refreshes the status-bar height and its observation.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        shifter.originalStatusBarHeight = statusBarHeight
        statusBarObservation?.cancel()
        statusBarObservation = window?.addStatusBarObserver { [weak self] window in
            self?.statusBarHeightDidChange(window.statusBarHeight)
        }
        // The header's own safe area only reports the part it overlaps (nothing while its height
        // is 0), so the window's inset is followed directly: joining or leaving a window and a
        // device change are top-safe-area changes in device mode (§1.1, §7.2).
        windowSafeAreaObservation?.cancel()
        windowSafeAreaObservation = window?.addSafeAreaObserver { [weak self] _ in
            self?.deviceInsetMayHaveChanged()
        }
        deviceInsetMayHaveChanged()
    }

    /// Runs the top-safe-area change when the device inset differs from the one last applied.
    func deviceInsetMayHaveChanged() {
        guard !topSafeArea.infersFromViewController, topSafeAreaInset != lastTopSafeAreaInset else { return }
        topSafeAreaInsetDidChange()
    }

    /// Called by the framework when the header's safe area changed; updates the top safe area (§7.1).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if ownGeometryWriteDepth > 0 && !topSafeArea.infersFromViewController
            && topSafeAreaInset == lastTopSafeAreaInset
        {
            return
        }
        topSafeAreaInsetDidChange()
    }

    /// Called by the framework; invokes `traitCollectionDidChangeBlock`.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitCollectionDidChangeBlock?(self, previousTraitCollection)
    }

    // MARK: Validation

    func validateHeight(_ value: CGFloat, name: String) -> Bool {
        if HeightModel.isValidHeight(value) { return true }
        Diagnostics.report(
            code: "header.invalidHeight",
            "Refused \(name) = \(value) on \(diagnosticName): heights must be finite and not negative.")
        return false
    }

    func apply(_ notifications: [HeightModel.Notification]) {
        for note in notifications {
            switch note {
            case .maximumChanged: reinjectPreservingOffset(storedTrackingScrollView)
            case .minMaxChanged: updateLayout()
            }
        }
    }

    // MARK: Elevation

    func elevationDidChange() {
        var base: CGFloat = 0
        if overrideBaseElevation >= 0 {
            base = overrideBaseElevation
        } else {
            var node = superview
            while let current = node {
                if let elevated = current as? FlexibleHeaderView {
                    base += elevated.elevation
                    if elevated.overrideBaseElevation >= 0 {
                        base += elevated.overrideBaseElevation
                        break
                    }
                }
                node = current.superview
            }
        }
        elevationDidChangeBlock?(self, base + storedElevation)
        for subview in subviews {
            (subview as? FlexibleHeaderView)?.elevationDidChange()
        }
    }
}

/// A weak reference to a node, for the header's weak view sets.
struct WeakNode {
    weak var node: ViewNode?
}
