import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Touch forwarding

    /// Touches on `view` go to the tracking scroll view instead (not to its subviews).
    public func forwardTouchEvents(for view: ViewNode) {
        forwardingViews.removeAll { $0.node == nil || $0.node === view }
        forwardingViews.append(WeakNode(node: view))
    }

    /// Stops forwarding touches on `view`.
    public func stopForwardingTouchEvents(for view: ViewNode) {
        forwardingViews.removeAll { $0.node == nil || $0.node === view }
    }

    /// Fades `view` out while the header shifts off screen (alpha updated at each commit).
    public func hideViewWhenShifted(_ view: ViewNode) {
        viewsToHide.removeAll { $0.node == nil || $0.node === view }
        viewsToHide.append(WeakNode(node: view))
    }

    /// Stops fading `view`; its alpha stays as last set.
    public func stopHidingViewWhenShifted(_ view: ViewNode) {
        viewsToHide.removeAll { $0.node == nil || $0.node === view }
    }

    // MARK: Shadow layer

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
        settings.usesShadowSlot = true
    }

    /// A client layer that replaces the default shadow; it learns the intensity through the
    /// block given to `setShadowLayer(_:intensityDidChangeBlock:)`.
    public var shadowLayer: ViewNode? {
        get { storedShadowLayer }
        set { setShadowLayer(newValue, intensityDidChangeBlock: nil) }
    }

    /// Applies `shadowColor` (and the background colour of the default shadow slot) to the
    /// internal shadow slots and the custom layer: immediately when either colour is set,
    /// from `layoutSubviews()`, and whenever a custom layer is installed.
    func applyShadowColor() {
        defaultShadowLayer.shadowColor = shadowColor
        customShadowContainer.shadowColor = shadowColor
        storedShadowLayer?.shadowColor = shadowColor
        defaultShadowLayer.backgroundColor = backgroundColor
    }

    // MARK: Size transitions

    /// Begins an interface rotation: frame changes and scroll events stop laying out.
    public func interfaceOrientationWillChange() {
        state.beginRotation()
        replica?.isHidden = true
    }

    /// Called during the rotation with the new geometry: re-reads the safe area and lays out.
    public func interfaceOrientationIsChanging() {
        send(.orientationChanging)
    }

    /// Ends the rotation; the rotation does not count as scrolling.
    public func interfaceOrientationDidChange() {
        state.endRotation()
        send(.orientationChanged)
        state.rotationLaidOut()
        replica?.isHidden = false
    }

    /// Forwards a size transition: will-change now, is-changing alongside, did-change after.
    public func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        interfaceOrientationWillChange()
        coordinator.animate(
            alongsideTransition: { [weak header = self] _ in header?.interfaceOrientationIsChanging() },
            completion: { [weak header = self] _ in header?.interfaceOrientationDidChange() })
    }

    // MARK: Animation

    /// Runs `animations` plus a layout pass as one 0.2 s animation; `completion(true)` fires
    /// after 0.2 s of frame-clock time.
    public func animate(animations: () -> Void, completion: ((Bool) -> Void)?) {
        isAnimatingLayoutUpdate = true
        animations()
        send(.layout)
        layoutIfNeeded()
        isAnimatingLayoutUpdate = false
        if let completion {
            _ = frameClock.schedule(after: HeaderConstants.trackingChangeAnimationDuration) { completion(true) }
        }
    }

    // MARK: Elevation

    /// Material elevation in points relative to the ancestors' (default 0); no visual effect here.
    public var elevation: CGFloat {
        get { settings.elevation }
        set {
            let tolerance = CGFloat.ulpOfOne * max(abs(newValue), abs(settings.elevation), 1)
            if abs(newValue - settings.elevation) <= tolerance { return }
            settings.elevation = newValue
            elevationDidChange()
        }
    }

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
        elevationDidChangeBlock?(self, base + settings.elevation)
        for subview in subviews {
            (subview as? FlexibleHeaderView)?.elevationDidChange()
        }
    }
}
