import Foundation

extension NavigationControllerNode {
    /// Pushes a controller on top of the stack, swapping the visible view.
    ///
    /// A controller that already has a parent is refused (`controller.alreadyInStack`).
    public func pushViewController(_ controller: ViewControllerNode, animated: Bool) {
        guard controller.parent == nil, controller !== self else {
            return Diagnostics.report(
                code: "controller.alreadyInStack", "Refused pushViewController: \(controller.diagnosticName) already has a parent controller.")
        }
        // A controller without children is nobody's ancestor: pushing a fresh one skips the walk up.
        guard controller.children.isEmpty || !isSelfOrAncestor(controller) else {
            return Diagnostics.report(
                code: "controller.cycle", "Refused pushViewController: \(controller.diagnosticName) is an ancestor of \(diagnosticName).")
        }
        let old = topViewController
        addChild(controller)
        guard controller.parent === self else { return }
        let barBefore = animated && isOnScreen ? captureBarTransition(isPush: true) : nil
        stack.append(controller)
        syncBarItems()
        guard let navView = viewIfLoaded else {
            controller.didMove(toParent: self)
            return
        }
        let v = controller.loadViewIfNeeded()
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        saveScrollPosition(of: old)
        swap(from: old, to: controller, in: navView)
        trackTopContentScrollView()
        if let barBefore { startBarTransition(barBefore, in: navView) }
        controller.didMove(toParent: self)
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Pops the top controller and returns it; with one controller returns nil.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewControllerNode? {
        guard stack.count > 1, let old = stack.last else { return nil }
        let new = stack[stack.count - 2]
        old.willMove(toParent: nil)
        let barBefore = animated && isOnScreen ? captureBarTransition(isPush: false) : nil
        stack.removeLast()
        syncBarItems()
        guard let navView = viewIfLoaded else {
            old.removeFromParent()
            return old
        }
        let v = new.loadViewIfNeeded()
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        swap(from: old, to: new, in: navView)
        restoreScrollPosition(of: new)
        trackTopContentScrollView()
        if let barBefore { startBarTransition(barBefore, in: navView) }
        old.removeFromParent()
        setNeedsStatusBarAppearanceUpdate()
        return old
    }

    /// The part push and pop share: frame, "will" callbacks, view swap without automatic appearance,
    /// layout, "did" callbacks.
    private func swap(from old: ViewControllerNode?, to new: ViewControllerNode, in navView: ViewNode) {
        let newView = new.loadViewIfNeeded()
        newView.frame = CGRect(origin: .zero, size: navView.bounds.size)
        let visible = isOnScreen
        if visible {
            if let o = old { o.deliverWillDisappear(false) }
            new.deliverWillAppear(false)
        }
        if let o = old, let ov = o.viewIfLoaded, ov.superview === navView {
            ov.suppressesAutomaticAppearance = true
            ov.removeFromSuperview()
            ov.suppressesAutomaticAppearance = false
        }
        newView.suppressesAutomaticAppearance = true
        if navigationBar.superview === navView {
            navView.insertSubview(newView, belowSubview: navigationBar)
        } else {
            navView.addSubview(newView)
        }
        newView.suppressesAutomaticAppearance = false
        layoutNavigation()
        newView.recomputeSafeArea()
        navView.setNeedsLayout()
        navView.layoutIfNeeded()
        if visible {
            if let o = old { o.deliverDidDisappear(false) }
            new.deliverDidAppear(false)
        }
    }

    /// Shows or hides the bar; the child's safe area and the status bar update at once.
    ///
    /// Animated changes slide the bar over 0.2 s on the frame clock.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != storedBarHidden else { return }
        storedBarHidden = hidden
        barAnimation = nil
        if let navView = viewIfLoaded {
            topViewController?.viewIfLoaded.flatMap { $0.superview === navView ? $0 : nil }?.recomputeSafeArea()
            navView.setNeedsLayout()
            if animated {
                startBarAnimation(hiding: hidden, in: navView)
            } else {
                layoutNavigation()
            }
        }
        setNeedsStatusBarAppearanceUpdate()
    }

    private func startBarAnimation(hiding: Bool, in navView: ViewNode) {
        let clock = navView.frameClock
        let start = clock.now
        let shownY = barTop
        let width = navView.bounds.width
        let height = currentBarHeight
        navigationBar.isHidden = false
        var token: FrameHandlerToken?
        token = clock.addFrameHandler { [anchor = lifetimeAnchor] clock in
            guard let object = anchor.object else { token?.cancel(); return }
            let nav = unsafeDowncast(object, to: NavigationControllerNode.self)
            let u = Swift.min(1, (clock.now - start) / 0.2)
            let p = (1 - cos(CGFloat.pi * u)) / 2
            let from = hiding ? shownY : -height
            let to = hiding ? -height : shownY
            nav.navigationBar.frame = CGRect(x: 0, y: from + (to - from) * p, width: width, height: height)
            if u >= 1 - 1e-9 {
                nav.navigationBar.isHidden = hiding
                nav.barAnimation = nil
                token?.cancel()
                nav.layoutNavigation()
            }
        }
        barAnimation = token
    }
}
