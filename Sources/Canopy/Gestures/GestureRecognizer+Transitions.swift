import Foundation

extension GestureRecognizer {
    /// Whether UIKit's state machine allows going from `old` to `new`.
    static func allows(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// What a recognizer that wants to leave `possible` must do about the recognizers it
    /// waits for.
    enum FailureRequirementOutcome {
        case proceed, wait, fail
    }

    /// Applies a state change asked for by a subclass (or the framework), following the rules
    /// in the type's summary.
    func requestTransition(to new: State) {
        let old = storedState
        guard Self.allows(from: old, to: new) else {
            Diagnostics.report(
                code: "gesture.invalidTransition",
                "Refused state change of \(diagnosticName) from \(old) to \(new): UIKit's state machine does not allow it.")
            return
        }
        if old == .possible && new == .failed {
            storedState = .failed
            pendingState = nil
            dispatcher?.recognizerDidFail(self)
            return
        }
        if old == .possible {
            guard mayBegin() else {
                storedState = .failed
                pendingState = nil
                dispatcher?.recognizerDidFail(self)
                return
            }
            switch failureRequirementOutcome() {
            case .wait:
                pendingState = new
                return
            case .fail:
                storedState = .failed
                pendingState = nil
                dispatcher?.recognizerDidFail(self)
                return
            case .proceed:
                break
            }
            if let dispatcher, dispatcher.isPrevented(self) {
                storedState = .failed
                pendingState = nil
                dispatcher.recognizerDidFail(self)
                return
            }
            pendingState = nil
            storedState = new
            dispatcher?.recognizerDidRecognize(self)
        } else {
            storedState = new
        }
        sendActions()
        if new.isFinal { dispatcher?.settleAfterChange() }
    }

    /// Whether the recognizer, its delegate and the views involved agree that it may begin.
    private func mayBegin() -> Bool {
        guard isEnabled, let view else { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if !view.gestureRecognizerShouldBegin(self) { return false }
        // A control under the touch keeps its own default action (a button's tap) from the
        // recognizers of the views around it.
        for touch in touches {
            if let control = touch.view as? ControlNode, control !== view, control.blocksAncestorGesture(self) { return false }
        }
        return true
    }

    /// Whether this recognizer must wait for `other` to fail, by `require(toFail:)`, either
    /// delegate or either subclass.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if let d = delegate, d.gestureRecognizer(self, shouldRequireFailureOf: other) { return true }
        if let d = other.delegate, d.gestureRecognizer(other, shouldBeRequiredToFailBy: self) { return true }
        return false
    }

    /// Wait while a recognizer this one requires to fail is still possible on the same touch
    /// sequence; fail once one has recognized; proceed otherwise (one that takes no part in
    /// the touches cannot recognize, so it counts as failed).
    func failureRequirementOutcome() -> FailureRequirementOutcome {
        guard let dispatcher else { return .proceed }
        var outcome = FailureRequirementOutcome.proceed
        for other in dispatcher.participants where other !== self && requiresFailure(of: other) {
            switch other.storedState {
            case .possible: outcome = .wait
            case .began, .changed, .ended: return .fail
            case .cancelled, .failed: continue
            }
        }
        return outcome
    }

    /// Whether both recognizers may be recognized at the same time.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        if let d = delegate, d.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) { return true }
        if let d = other.delegate, d.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) { return true }
        return false
    }

    /// Calls every action, in the order they were added; actions of released targets are skipped.
    func sendActions() {
        for action in actions where !action.hasTarget || action.target != nil {
            action.call(self)
        }
    }
}
