import Canopy
import Foundation

extension FlexibleHeaderView {
    /// Re-evaluates whether the status-bar shifter may act (W15: on every input change).
    func updateShifterEnabled() {
        perform(shifter.setEnabled(shiftConfiguration.shouldAllowShifting))
    }

    /// Feeds the header's shift to the status-bar shifter (§11.1 `setOffset`).
    func setStatusBarOffset(_ offset: CGFloat) {
        guard offset.isFinite else { return }
        lastStatusBarOffset = offset
        let clock = frameClock
        let second = clock.now.truncatingRemainder(dividingBy: 60)
        let stale = replica.map { $0.frame != replicaFrame || clock.now >= replicaExpiry } ?? false
        perform(
            shifter.setOffset(offset, statusBarHeight: statusBarHeight, secondOfMinute: second, replicaIsStale: stale))
    }

    /// Applies the shifter's effects in order.
    func perform(_ effects: [StatusBarShifterModel.Effect]) {
        for effect in effects {
            switch effect {
            case .cancelInvalidation:
                replicaInvalidation?.cancel()
                replicaInvalidation = nil
            case .removeReplica:
                replica?.removeFromSuperview()
                replica = nil
            case .createReplica(let lifetime):
                let node = ViewNode(frame: CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: statusBarHeight))
                node.clipsToBounds = true
                node.isUserInteractionEnabled = false
                node.accessibilityIdentifier = "FlexibleHeaderStatusBarReplica"
                node.isHidden = shifter.isChangingOrientation
                addSubview(node)
                replica = node
                replicaFrame = node.frame
                let clock = frameClock
                replicaExpiry = clock.now + lifetime
                replicaInvalidation = clock.schedule(after: lifetime) { [weak self] in
                    guard let self else { return }
                    self.perform(self.shifter.invalidate())
                }
            case .prefersStatusBarHiddenChanged:
                statusBarAppearanceNeedsUpdate()
            }
        }
    }

    /// §11.2: ask the owner to re-resolve the status bar without counting it as scrolling.
    func statusBarAppearanceNeedsUpdate() {
        isChangingStatusBarVisibility = true
        let sv = storedTrackingScrollView
        let saved = sv?.contentOffset
        delegate?.flexibleHeaderViewNeedsStatusBarAppearanceUpdate(self)
        injectInsets(into: storedTrackingScrollView)
        if let sv, let saved, sv === storedTrackingScrollView {
            setContentOffset(saved, for: sv)
        }
        isChangingStatusBarVisibility = false
    }

    /// The window reported a new status-bar height (§11.1).
    func statusBarHeightDidChange(_ height: CGFloat) {
        if height != 0 { shifter.originalStatusBarHeight = height }
    }
}
