import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Progress

    /// Where the header is between its states; up to date after any scroll event, API call,
    /// mutation or clock tick.
    public var progress: HeaderProgress {
        makeSolver().progress(isDecelerating: storedTrackingScrollView?.isDecelerating ?? false)
    }

    /// Registers `handler` to hear every change of `progress`, once each and in order, after the
    /// event that made it; until the token is cancelled or released.
    public func observeProgress(_ handler: @escaping (HeaderProgress) -> Void) -> HeaderProgressObservation {
        if progressObservers.isEmpty { state.recordDeliveredProgress(progress) }
        return progressObservers.add(handler, token: HeaderProgressObservation.init)
    }

    // MARK: Stretch trigger

    /// Over-extension in points at which `onStretchTrigger` fires; 0 (the default) turns the
    /// trigger off. Negative or non-finite values are refused (`header.invalidStretchTrigger`).
    public var stretchTriggerOffset: CGFloat {
        get { settings.stretchTriggerOffset }
        set { setStretchTrigger(\.stretchTriggerOffset, "stretchTriggerOffset", newValue) }
    }

    /// How far below `stretchTriggerOffset` the over-extension must fall before the trigger can
    /// fire again, in points; default 8, so a pull hovering at the offset fires once.
    /// Negative or non-finite values are refused (`header.invalidStretchTrigger`).
    public var stretchTriggerHysteresis: CGFloat {
        get { settings.stretchTriggerHysteresis }
        set { setStretchTrigger(\.stretchTriggerHysteresis, "stretchTriggerHysteresis", newValue) }
    }

    /// Called once per pull that over-extends the header past `stretchTriggerOffset` (a
    /// pull-to-refresh); works with forwarded and observed scroll events and shared headers.
    public var onStretchTrigger: (() -> Void)? {
        get { storedStretchTrigger }
        set { storedStretchTrigger = newValue }
    }

    /// Stores a stretch-trigger distance, refusing a negative or non-finite one.
    func setStretchTrigger(_ field: WritableKeyPath<HeaderSettings, CGFloat>, _ name: String, _ value: CGFloat) {
        guard value.isFinite, value >= 0 else {
            return Diagnostics.report(
                code: "header.invalidStretchTrigger",
                "Refused \(name) = \(value) on \(diagnosticName): it must be finite and not negative.")
        }
        settings[keyPath: field] = value
    }

    // MARK: Reporting

    /// After an event: fires the stretch trigger and tells progress observers about a change.
    ///
    /// A change made by an observer is delivered after the current delivery, so every observer
    /// hears the changes in the order they happened.
    func reportProgress() {
        let triggers = settings.stretchTriggerOffset > 0 && storedStretchTrigger != nil
        guard triggers || !progressObservers.isEmpty else { return }
        guard !isReportingProgress else { return }
        isReportingProgress = true
        defer { isReportingProgress = false }
        for _ in 0..<HeaderPipeline.maximumFollowUps {
            let now = progress
            if triggers { checkStretchTrigger(overExtension: now.overExtension) }
            guard !progressObservers.isEmpty, state.recordDeliveredProgress(now) else { return }
            progressObservers.callAll(now)
        }
    }

    /// Fires once when the over-extension reaches the offset; re-arms once it falls below the
    /// offset minus the hysteresis (or back to zero).
    func checkStretchTrigger(overExtension over: CGFloat) {
        let fires = state.noteOverExtension(
            over, triggerOffset: settings.stretchTriggerOffset, hysteresis: settings.stretchTriggerHysteresis)
        if fires { storedStretchTrigger?() }
    }
}
