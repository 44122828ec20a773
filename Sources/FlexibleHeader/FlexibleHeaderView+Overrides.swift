import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Touch forwarding (§12.3)

    /// Touches on `view` go to the tracking scroll view instead (not to its subviews).
    public func forwardTouchEvents(for view: ViewNode) {
        forwardingViews.removeAll { $0.node == nil || $0.node === view }
        forwardingViews.append(WeakNode(node: view))
    }

    /// Stops forwarding touches on `view`.
    public func stopForwardingTouchEvents(for view: ViewNode) {
        forwardingViews.removeAll { $0.node == nil || $0.node === view }
    }

    /// Fades `view` out while the header shifts off screen (alpha updated at each commit, §9.3).
    public func hideViewWhenShifted(_ view: ViewNode) {
        viewsToHide.removeAll { $0.node == nil || $0.node === view }
        viewsToHide.append(WeakNode(node: view))
    }

    /// Stops fading `view`; its alpha stays as last set.
    public func stopHidingViewWhenShifted(_ view: ViewNode) {
        viewsToHide.removeAll { $0.node == nil || $0.node === view }
    }

    // MARK: Shadow layer (§3.4)

    /// Installs a custom shadow layer (nil restores the default one) and an intensity callback.
    ///
    /// The block receives the layer and the intensity 0...1 after every commit with a
    /// tracking scroll view; it replaces any previous block even when the layer is unchanged.
    public func setShadowLayer(_ layer: ViewNode?, intensityDidChangeBlock block: ((ViewNode?, CGFloat) -> Void)?) {
        shadowIntensityChangeBlock = block
        shadowOpacity = 0
        if layer === storedShadowLayer { return }
        storedShadowLayer?.removeFromSuperview()
        storedShadowLayer = layer
        if let layer {
            defaultShadowLayer.isHidden = true
            customShadowContainer.isHidden = false
            customShadowContainer.addSubview(layer)
            layer.shadowColor = shadowColor
        } else {
            defaultShadowLayer.isHidden = false
            customShadowContainer.isHidden = true
        }
    }

    /// Applies `shadowColor` (and the background colour of the default shadow slot) to the
    /// internal shadow slots and the custom layer (§3.2): immediately when either colour is set,
    /// from `layoutSubviews()`, and whenever a custom layer is installed.
    func applyShadowColor() {
        defaultShadowLayer.shadowColor = shadowColor
        customShadowContainer.shadowColor = shadowColor
        storedShadowLayer?.shadowColor = shadowColor
        defaultShadowLayer.backgroundColor = backgroundColor
    }

    // MARK: Size transitions (§12.7)

    /// Begins an interface rotation: frame changes and scroll events stop laying out.
    public func interfaceOrientationWillChange() {
        orientationIsChanging = true
        shifter.isChangingOrientation = true
        replica?.isHidden = true
    }

    /// Called during the rotation with the new geometry: re-reads the safe area and lays out.
    public func interfaceOrientationIsChanging() {
        topSafeAreaInsetDidChange()
        updateLayout()
    }

    /// Ends the rotation; the rotation does not count as scrolling.
    public func interfaceOrientationDidChange() {
        orientationIsChanging = false
        lastContentOffset = boundedContentOffset
        updateLayout()
        shifter.isChangingOrientation = false
        replica?.isHidden = false
    }

    /// Forwards a size transition: will-change now, is-changing alongside, did-change after.
    public func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        interfaceOrientationWillChange()
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.interfaceOrientationIsChanging() },
            completion: { [weak self] _ in self?.interfaceOrientationDidChange() })
    }

    // MARK: Animation (§12.6)

    /// Runs `animations` plus a layout pass as one 0.2 s animation; `completion(true)` fires
    /// after 0.2 s of frame-clock time.
    public func animate(animations: () -> Void, completion: ((Bool) -> Void)?) {
        isAnimatingLayoutUpdate = true
        animations()
        updateLayout()
        layoutIfNeeded()
        isAnimatingLayoutUpdate = false
        if let completion {
            _ = frameClock.schedule(after: HeaderConstants.trackingChangeAnimationDuration) { completion(true) }
        }
    }
}
