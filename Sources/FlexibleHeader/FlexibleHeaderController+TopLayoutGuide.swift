import Canopy
import Foundation

extension FlexibleHeaderController {
    /// `topLayoutGuideViewController`, or the parent in legacy mode.
    var layoutGuideControllerWithFallback: ViewControllerNode? {
        storedTopLayoutGuideViewController ?? (isTopLayoutGuideAdjustmentEnabled ? nil : parent)
    }

    /// `max(header bottom, status-bar height unless it hides with the header)` (legacy mode).
    var legacyHeightOffset: CGFloat {
        let output = headerView.output
        let statusBar = output.shiftBehavior == .enabledWithStatusBar ? 0 : output.statusBarHeight
        return max(output.frame.minY + output.frame.height, statusBar)
    }

    func extractLayoutGuideTarget() {
        if let t = layoutGuideControllerWithFallback, t.isViewLoaded {
            layoutGuideTarget = t
        } else {
            layoutGuideTarget = nil
        }
    }

    /// Writes the header's height into the content's top layout guide and, without a tracking
    /// scroll view (or for web content), into its additional safe-area insets.
    ///
    /// The additional inset is capped with the header's own top safe area, inferred or not;
    /// the original used the window's inset even when the header inferred a different one.
    ///
    /// With `useAdditionalSafeAreaInsetsForWebKitScrollViews` but no
    /// `topLayoutGuideViewController`, reports `header.webContentWithoutLayoutGuideController`
    /// and continues.
    public func updateTopLayoutGuide() {
        if useAdditionalSafeAreaInsetsForWebKitScrollViews && storedTopLayoutGuideViewController == nil {
            Diagnostics.report(
                code: "header.webContentWithoutLayoutGuideController",
                "FlexibleHeaderController.updateTopLayoutGuide(): useAdditionalSafeAreaInsetsForWebKitScrollViews needs a topLayoutGuideViewController."
            )
        }
        if isUpdatingTopLayoutGuide { return }
        isUpdatingTopLayoutGuide = true
        defer { isUpdatingTopLayoutGuide = false }

        guard isTopLayoutGuideAdjustmentEnabled else {
            if let target = layoutGuideTarget, heightOffset.isFinite { target.topLayoutGuide.length = heightOffset }
            return
        }
        guard isViewLoaded else { return }
        if layoutGuideTarget == nil { extractLayoutGuideTarget() }
        // Setting a layout guide's length only marks a layout as needed, so one reading serves
        // the whole update.
        let output = headerView.output
        let top = output.frame.maxY
        if let target = layoutGuideTarget, top.isFinite, target.topLayoutGuide.length != top {
            target.topLayoutGuide.length = top
        }
        let alwaysAdditional = useAdditionalSafeAreaInsetsForWebKitScrollViews && output.tracksWebContent
        let vc = layoutGuideControllerWithFallback
        if output.tracksScrollView && !alwaysAdditional {
            if let vc { writeAdditionalTopInset(0, into: vc) }
        } else if let vc {
            var a = top - output.topSafeAreaGuideHeight
            let t = output.topSafeAreaInset  // the header's own inset, inferred or not
            a = min(output.heightsIncludeSafeArea ? output.maximumHeight - t : output.maximumHeight, a)
            if a.isFinite { writeAdditionalTopInset(a, into: vc) }
        }
    }

    /// Records the write first (it notifies safe-area observers synchronously), then writes.
    func writeAdditionalTopInset(_ value: CGFloat, into vc: ViewControllerNode) {
        lastAdditionalInsetTarget = vc
        lastAdditionalInset = value
        if vc.additionalSafeAreaInsets.top != value {
            var insets = vc.additionalSafeAreaInsets
            insets.top = value
            vc.additionalSafeAreaInsets = insets
        }
    }

    /// The own injection to subtract when the header reads `source`: set when `source` is the
    /// controller this one last wrote into, or inside it, so the header cannot feed back.
    func ownInjection(affecting source: ViewControllerNode) -> CGFloat? {
        guard let target = lastAdditionalInsetTarget else { return nil }
        var node: ViewControllerNode? = source
        while let current = node {
            if current === target { return lastAdditionalInset }
            node = current.parent
        }
        return nil
    }

    // MARK: Inferring the safe-area source
    //
    // Unlike the original, the layout-guide controller is never excluded as a source (it is
    // reported and read without this controller's own inset), and the header's
    // `subtractsAdditionalSafeAreaInsets` is recomputed on every run, so setting
    // `topLayoutGuideViewController` after inference takes effect.

    func inferSource() {
        guard parent != nil, inferTopSafeAreaInsetFromViewController else {
            headerView.topSafeAreaSourceViewController = nil
            sourceObservation?.cancel()
            sourceObservation = nil
            return
        }
        let delegated = safeAreaDelegate?.flexibleHeaderViewControllerTopSafeAreaInsetViewController(self)
        var root: ViewControllerNode = self
        while let p = root.parent { root = p }
        let ancestor = delegated ?? root
        let isLayoutGuideController = ancestor === storedTopLayoutGuideViewController
        if delegated == nil && !storedPermitInferring && isTopLayoutGuideAdjustmentEnabled && isLayoutGuideController {
            Diagnostics.report(
                code: "header.safeAreaSourceIsLayoutGuideController",
                "FlexibleHeaderController infers its top safe area from its topLayoutGuideViewController, which it also writes into; reading it without this controller's own additional inset."
            )
        }
        if ancestor !== headerView.topSafeAreaSourceViewController {
            sourceObservation?.cancel()
            sourceObservation = nil
            headerView.topSafeAreaSourceViewController = ancestor
            let view = ancestor.view
            sourceObservation = view?.addSafeAreaObserver { [weak controller = self] _ in
                guard let controller, controller.inferTopSafeAreaInsetFromViewController else { return }
                controller.headerView.topSafeAreaSourceDidChange()
            }
        }
        headerView.subtractsAdditionalSafeAreaInsets =
            storedPermitInferring && isTopLayoutGuideAdjustmentEnabled && isLayoutGuideController
    }
}
