import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Tracking

    /// The scroll view whose offset drives the header; not retained.
    ///
    /// Assigning injects the header's maximum height into its top content inset and removes the
    /// injection from the previous one (unless `sharedWithManyScrollViews`).
    public var trackingScrollView: ScrollNode? {
        get { storedTrackingScrollView }
        set { send(.trackingScrollViewChanged(newValue)) }
    }

    /// Follow the tracking scroll view's offset through an observer instead of forwarded events.
    ///
    /// Refused (`header.shiftWhileObserving`) while `shiftBehavior` is `.enabled` or
    /// `.enabledWithStatusBar`: interactive shifting needs drag-end events, which an observer
    /// does not see. `.disabled` and `.hideable` may observe, as in the original.
    public var observesTrackingScrollViewScrollEvents: Bool {
        get { settings.observesScrollEvents }
        set {
            if newValue == settings.observesScrollEvents { return }
            if newValue && (shiftBehavior == .enabled || shiftBehavior == .enabledWithStatusBar) {
                Diagnostics.report(
                    code: "header.shiftWhileObserving",
                    "Refused observesTrackingScrollViewScrollEvents = true on \(diagnosticName): shiftBehavior \(shiftBehavior) needs forwarded drag events."
                )
                return
            }
            settings.observesScrollEvents = newValue
            if newValue {
                startObservingTrackingScrollView()
            } else {
                scrollViewObservations.scrollEvents?.cancel()
                scrollViewObservations.scrollEvents = nil
            }
        }
    }

    /// How the header may shift off screen; default `.disabled`.
    ///
    /// `.enabled` and `.enabledWithStatusBar` are refused while observing scroll events
    /// (`header.shiftWhileObserving`).
    public var shiftBehavior: ShiftBehavior {
        get {
            switch settings.shiftBehavior {
            case .disabled: .disabled
            case .enabled: .enabled
            case .enabledWithStatusBar: .enabledWithStatusBar
            case .hideable: .hideable
            }
        }
        set { setShiftBehavior(newValue) }
    }

    /// Deprecated spelling of `shiftBehavior`.
    @available(*, deprecated, renamed: "shiftBehavior")
    public var behavior: ShiftBehavior {
        get { shiftBehavior }
        set { shiftBehavior = newValue }
    }

    /// Scroll-back reserve: 175 points by default, 25 with `.high`.
    public var headerContentImportance: ContentImportance {
        get { settings.isHighImportance ? .high : .default }
        set { settings.isHighImportance = newValue == .high }
    }

    // MARK: Heights

    /// Minimum height in points; includes the top safe area when `minMaxHeightIncludesSafeArea`.
    ///
    /// Defaults to `56 + T` at creation. Setting it above `maximumHeight` raises the maximum.
    /// Any assignment, even of the current value, stops both heights from following the top
    /// safe area automatically, as in the original. Negative or non-finite values are refused
    /// (`header.invalidHeight`).
    public var minimumHeight: CGFloat {
        get { state.heights.minimumHeight }
        set {
            guard validateHeight(newValue, name: "minimumHeight") else { return }
            send(.minimumHeight(newValue))
        }
    }

    /// Maximum height in points; includes the top safe area when `minMaxHeightIncludesSafeArea`.
    ///
    /// Defaults to `56 + T` at creation. Setting it below `minimumHeight` lowers the minimum.
    /// Any assignment, even of the current value, stops both heights from following the top
    /// safe area automatically, as in the original. Negative or non-finite values are refused
    /// (`header.invalidHeight`).
    public var maximumHeight: CGFloat {
        get { state.heights.maximumHeight }
        set {
            guard validateHeight(newValue, name: "maximumHeight") else { return }
            send(.maximumHeight(newValue))
        }
    }

    /// Whether `minimumHeight`/`maximumHeight` include the top safe area (default true).
    ///
    /// Takes effect at the next layout pass.
    public var minMaxHeightIncludesSafeArea: Bool {
        get { state.heights.includesSafeArea }
        set { state.heights.setIncludesSafeArea(newValue, topSafeArea: topSafeAreaInset) }
    }

    /// Height in points that stays visible when the header is shifted (default 0).
    ///
    /// Reduces how far the header can shift; takes effect at the next layout pass. Negative or
    /// non-finite values are refused (`header.invalidHeight`).
    public var minimumHeaderViewHeight: CGFloat {
        get { settings.minimumHeaderViewHeight }
        set {
            guard validateHeight(newValue, name: "minimumHeaderViewHeight") else { return }
            settings.minimumHeaderViewHeight = newValue
        }
    }

    /// Whether the header grows beyond `maximumHeight` when content is pulled down (default true).
    public var canOverExtend: Bool {
        get { settings.canOverExtend }
        set { settings.canOverExtend = newValue }
    }

    /// Whether a header held at its maximum height slides down with content pulled past its
    /// top, keeping its bottom edge on the content's top (default false: it stays, and a gap
    /// opens between them, as the original header does).
    ///
    /// Applies while the header is not shifted and the pull goes beyond what `canOverExtend`
    /// lets it grow; the header's height is unchanged. Flutter's `SliverAppBar` without
    /// `stretch` moves this way under iOS's bouncing scroll.
    public var staysAttachedWhenPulled: Bool {
        get { settings.staysAttachedWhenPulled }
        set { settings.staysAttachedWhenPulled = newValue }
    }

    // MARK: Shadow

    /// Opacity of the shadow at full intensity, 0...1 (default 0.4).
    ///
    /// Values outside 0...1 or non-finite are refused (`header.invalidShadowOpacity`).
    public var visibleShadowOpacity: Float {
        get { settings.visibleShadowOpacity }
        set {
            guard newValue.isFinite, newValue >= 0, newValue <= 1 else {
                Diagnostics.report(
                    code: "header.invalidShadowOpacity",
                    "Refused visibleShadowOpacity = \(newValue) on \(diagnosticName): it must be within 0...1.")
                return
            }
            settings.visibleShadowOpacity = newValue
            send(.shadowChanged)
        }
    }

    /// Last shadow intensity computed by a commit, 0...1.
    public var shadowIntensity: CGFloat { state.shadowIntensity }

    /// Whether the header floats over content that never ends; keeps the shadow at full strength.
    public var isInFrontOfInfiniteContent: Bool {
        get { settings.isInFrontOfInfiniteContent }
        set {
            if newValue == settings.isInFrontOfInfiniteContent { return }
            settings.isInFrontOfInfiniteContent = newValue
            if storedTrackingScrollView == nil {
                shadowOpacity = newValue ? settings.visibleShadowOpacity : 0
            } else {
                send(.layout)
            }
        }
    }

    /// Deprecated spelling of `isInFrontOfInfiniteContent`.
    @available(*, deprecated, renamed: "isInFrontOfInfiniteContent")
    public var inFrontOfInfiniteContent: Bool {
        get { isInFrontOfInfiniteContent }
        set { isInFrontOfInfiniteContent = newValue }
    }

    /// Without a tracking scroll view, reset the shadow to 0 instead of the visible opacity.
    public var resetShadowAfterTrackingScrollViewIsReset: Bool {
        get { settings.resetsShadowWithoutScrollView }
        set { settings.resetsShadowWithoutScrollView = newValue }
    }

    // MARK: Scroll views

    /// Keep injected insets in scroll views the header stops tracking, and keep its height
    /// when switching between them.
    public var sharedWithManyScrollViews: Bool {
        get { settings.sharedWithManyScrollViews }
        set { settings.sharedWithManyScrollViews = newValue }
    }

    /// Skip inset injection into scroll views whose adjustment behaviour is `.never`.
    public var disableContentInsetAdjustmentWhenContentInsetAdjustmentBehaviorIsNever: Bool {
        get { settings.skipsInjectionWhenAdjustmentIsNever }
        set { settings.skipsInjectionWhenAdjustmentIsNever = newValue }
    }

    /// While true, scroll deltas can only shrink or shift the header, never bring it back.
    public var trackingScrollViewIsBeingScrubbed: Bool {
        get { settings.isBeingScrubbed }
        set { settings.isBeingScrubbed = newValue }
    }

    /// Skip injection for web content; the controller uses additional safe-area insets instead.
    var useAdditionalSafeAreaInsetsForWebKitScrollViews: Bool {
        get { settings.skipsInjectionForWebContent }
        set { settings.skipsInjectionForWebContent = newValue }
    }

    // MARK: Status bar

    /// Content behind the header shows through; the status bar is not replaced by a replica.
    public var contentIsTranslucent: Bool {
        get { !state.shifter.snapshottingEnabled }
        set { state.shifter.contentTranslucencyChanged(isTranslucent: newValue) }
    }

    /// Whether the status bar may overlap the header (default true).
    ///
    /// False makes the header ignore the status bar entirely.
    public var statusBarHintCanOverlapHeader: Bool {
        get { settings.statusBarHintCanOverlapHeader }
        set {
            if newValue == settings.statusBarHintCanOverlapHeader { return }
            settings.statusBarHintCanOverlapHeader = newValue
            send(.statusBarHintChanged)
        }
    }

    // MARK: Safe area

    /// Read the top safe area from `topSafeAreaSourceViewController` instead of the window.
    public var inferTopSafeAreaInsetFromViewController: Bool {
        get { state.topSafeArea.infersFromViewController }
        set {
            if state.topSafeArea.switchSource(infersFromViewController: newValue) { send(.topSafeAreaChanged) }
        }
    }

    /// The view controller whose view's top safe-area inset the header reads in infer mode.
    ///
    /// Not retained. Its view is read only if already loaded.
    public var topSafeAreaSourceViewController: ViewControllerNode? {
        get { storedTopSafeAreaSource }
        set {
            storedTopSafeAreaSource = newValue
            if state.topSafeArea.infersFromViewController { send(.topSafeAreaSourceChanged) }
        }
    }

    /// Whether the source's `additionalSafeAreaInsets.top` is removed from the inferred inset.
    var subtractsAdditionalSafeAreaInsets: Bool {
        get { state.topSafeArea.subtractsAdditionalSafeAreaInsets }
        set {
            state.topSafeArea.subtractAdditionalSafeAreaInsets(newValue)
            if state.topSafeArea.infersFromViewController { send(.topSafeAreaSourceChanged) }
        }
    }

    // MARK: Read-outs

    /// Phase of the last commit; `.shifting` before any commit.
    public var scrollPhase: ScrollPhase {
        switch state.phase.phase {
        case .shifting: .shifting
        case .collapsing: .collapsing
        case .overExtending: .overExtending
        }
    }

    /// Phase value of the last commit: visible height while shifting, else the height.
    public var scrollPhaseValue: CGFloat { state.phase.value }

    /// Progress within the phase of the last commit: the shifted fraction while shifting, the
    /// fraction from minimum to maximum while collapsing, `1 + excess / maximum` above it.
    public var scrollPhasePercentage: CGFloat { state.phase.percentage }

    /// Whether the header wants the status bar hidden (it replaced it with a replica).
    public var prefersStatusBarHidden: Bool { state.shifter.prefersStatusBarHidden }

    /// Whether the header is, or is heading, off screen.
    ///
    /// True immediately after an animated `shiftHeaderOffScreen`. With `.disabled`, dragging a
    /// programmatically hidden header back leaves it true until the next drag end, as in the
    /// original.
    public var isShiftedOffscreen: Bool { state.tracking.wantsToBeHidden || makeSolver().isFullyShifted }

    // MARK: Validation

    func validateHeight(_ value: CGFloat, name: String) -> Bool {
        if HeightModel.isValidHeight(value) { return true }
        Diagnostics.report(
            code: "header.invalidHeight",
            "Refused \(name) = \(value) on \(diagnosticName): heights must be finite and not negative.")
        return false
    }
}

/// The header follows `trackingScrollView`, so tools that replay scrolling drive the list it
/// tracks now.
extension FlexibleHeaderView: ScrollTracking {}
