import Foundation

extension WindowNode {
    /// Makes the window key on its thread (``Screen/main`` then describes it) and shows it:
    /// loads and installs the root controller's view, resolves the status
    /// bar, lays out and sends the appearance callbacks. Does nothing when visible.
    public func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        applyingRootChanges { showWindow(installingRoot: true) }
    }

    /// The most roots set from callbacks that one show, hide or root change applies in turn;
    /// a controller that keeps replacing the root from its own appearance callbacks would
    /// otherwise never stop. Further requests are refused (`window.rootChangeLoop`).
    static let maximumChainedRootChanges = 16

    /// Runs a show, hide or root change, then applies, in order, the root a callback set
    /// meanwhile: the window ends up reporting and showing the last root asked for.
    func applyingRootChanges(_ body: () -> Void) {
        guard !isApplyingRootChange else { return body() }
        isApplyingRootChange = true
        body()
        var rounds = 0
        while hasPendingRootViewController {
            let next = pendingRootViewController
            hasPendingRootViewController = false
            pendingRootViewController = nil
            guard rounds < Self.maximumChainedRootChanges else {
                Diagnostics.report(
                    code: "window.rootChangeLoop",
                    "Refused rootViewController = \(next.map(\.diagnosticName) ?? "nil") on \(diagnosticName): appearance callbacks replaced the root \(rounds) times in a row."
                )
                break
            }
            rounds += 1
            applyRootViewController(next)
        }
        isApplyingRootChange = false
    }

    /// Every loaded controller whose root view is in this window, pre-order.
    var controllersInWindow: [ViewControllerNode] { AppearanceTransition.recipients(of: self) }

    func showWindow(installingRoot: Bool) {
        let root = storedRootViewController
        if installingRoot, let r = root { _ = r.loadViewIfNeeded() }
        resolveStatusBar()
        var recipients = controllersInWindow
        if installingRoot, let r = root, let v = r.viewIfLoaded, v.superview !== self {
            for c in AppearanceTransition.recipients(of: v) where !recipients.contains(where: { $0 === c }) {
                recipients.append(c)
            }
        }
        for c in recipients { c.deliverWillAppear(false) }
        if installingRoot, let r = root { install(r) }
        isChangingVisibility = true
        isHidden = false
        isChangingVisibility = false
        layoutIfNeeded()
        for c in recipients { c.deliverDidAppear(false) }
    }

    func hideWindow() {
        let recipients = controllersInWindow
        for c in recipients { c.deliverWillDisappear(false) }
        for c in recipients { c.deliverDidDisappear(false) }
    }

    /// Puts a controller's view into the window, filling it. Move callbacks only.
    func install(_ controller: ViewControllerNode) {
        let v = controller.loadViewIfNeeded()
        guard v.superview !== self else { return }
        v.frame = storedBounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.suppressesAutomaticAppearance = true
        addSubview(v)
        v.suppressesAutomaticAppearance = false
    }

    func setRootViewController(_ newRoot: ViewControllerNode?) {
        if isApplyingRootChange {
            // Set from a callback of a running show, hide or root change: applied after it.
            pendingRootViewController = newRoot
            hasPendingRootViewController = true
            return
        }
        applyingRootChanges { applyRootViewController(newRoot) }
    }

    private func applyRootViewController(_ newRoot: ViewControllerNode?) {
        guard newRoot !== storedRootViewController else { return }
        let old = storedRootViewController
        if let n = newRoot, let previousWindow = n.hostWindow, previousWindow !== self {
            previousWindow.rootViewController = nil
        }
        if isHidden {
            old?.viewIfLoaded.flatMap { $0.superview === self ? $0 : nil }?.removeFromSuperview()
            old?.hostWindow = nil
            storedRootViewController = newRoot
            newRoot?.hostWindow = self
            return
        }
        // Root swap on a visible window.
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === self ? $0 : nil }
        let leaving = oldView.map { AppearanceTransition.recipients(of: $0) } ?? []
        for c in leaving { c.deliverWillDisappear(false) }
        old?.hostWindow = nil
        storedRootViewController = newRoot
        newRoot?.hostWindow = self
        var entering: [ViewControllerNode] = []
        if let n = newRoot {
            let v = n.loadViewIfNeeded()
            resolveStatusBar()
            entering = AppearanceTransition.recipients(of: v)
        } else {
            resolveStatusBar()
        }
        for c in entering { c.deliverWillAppear(false) }
        if let ov = oldView {
            ov.suppressesAutomaticAppearance = true
            ov.removeFromSuperview()
            ov.suppressesAutomaticAppearance = false
        }
        if let n = newRoot { install(n) }
        layoutIfNeeded()
        for c in leaving { c.deliverDidDisappear(false) }
        for c in entering { c.deliverDidAppear(false) }
    }

    /// Re-reads the status-bar preferences along the child chains and applies them.
    func resolveStatusBar(notifyingObservers: Bool = true) {
        var hidden = false
        var style: StatusBarStyle = .default
        if let r = storedRootViewController {
            hidden = r.resolvedStatusBarController({ $0.childForStatusBarHidden }, kind: "childForStatusBarHidden").prefersStatusBarHidden
            style = r.resolvedStatusBarController({ $0.childForStatusBarStyle }, kind: "childForStatusBarStyle").preferredStatusBarStyle
        }
        resolvedStatusBarStyle = style
        guard hidden != resolvedStatusBarHidden else { return }
        let oldHeight = statusBarHeight
        resolvedStatusBarHidden = hidden
        recomputeSafeArea()
        if notifyingObservers && statusBarHeight != oldHeight { notifyStatusBarObservers() }
    }

    func notifyStatusBarObservers() {
        statusBarObservers.callAll(self)
    }

    /// A device change: `viewWillTransition` before anything changes (only for a new size),
    /// then the new geometry, alongside blocks, layout and completion blocks.
    func transition(to newDevice: DeviceProfile) {
        guard Self.isValid(newDevice) else {
            return refuse(
                "geometry.nonFinite", "Refused device \(newDevice) on \(diagnosticName): size, insets and status bar must be finite, scale positive.")
        }
        let sizeChanges = newDevice.size != storedDevice.size
        var coordinator: TransitionCoordinator?
        if sizeChanges {
            let c = TransitionCoordinator(size: newDevice.size)
            coordinator = c
            storedRootViewController?.viewWillTransition(to: newDevice.size, with: c)
        }
        let oldHeight = statusBarHeight
        storedDevice = newDevice
        applyDeviceGeometry(newDevice)
        if statusBarHeight != oldHeight { notifyStatusBarObservers() }
        // After the geometry and safe areas, so callbacks read the new layout state.
        TraitPropagation.update(from: self)
        coordinator?.runAlongside()
        layoutIfNeeded()
        coordinator?.runCompletions()
    }

    /// The geometry and safe areas of a new device: the status bar is resolved first (its
    /// answers come from the controllers' preferences, not from frames), then one walk
    /// resizes the tree by autoresizing and stores every safe area, and the callbacks follow
    /// in pre-order, all before the layout pass.
    private func applyDeviceGeometry(_ newDevice: DeviceProfile) {
        let newBounds = CGRect(origin: .zero, size: newDevice.size)
        let newCenter = CGPoint(x: newDevice.size.width / 2, y: newDevice.size.height / 2)
        let oldBounds = storedBounds
        // The one-walk path needs a tree no batch holds, a bounds origin that stays put (a
        // moved origin recomputes the subviews on its own) and a frame that stays finite;
        // anything else takes the setters, which refuse or batch as they always do.
        let isSimple =
            safeAreaBatchDepth == 0 && oldBounds.origin == .zero && newCenter.isFinitePoint
            && Self.frame(bounds: newBounds, center: newCenter, transform: storedTransform).isFiniteRect
        guard isSimple else {
            return batchingSafeArea {
                resolveStatusBar(notifyingObservers: false)
                bounds = newBounds
                center = newCenter
                recomputeSafeArea()
            }
        }
        var notified = SafeAreaNotifyList()
        batchingSafeArea {
            resolveStatusBar(notifyingObservers: false)
            storedBounds = newBounds
            storedCenter = newCenter
            let oldSize = oldBounds.size != newBounds.size ? oldBounds.size : nil
            Self.storeSafeAreas(inSubtree: self, resizingFrom: oldSize, collectingNodesToNotify: &notified)
            // Every subtree the status bar's resolution queued is inside this window, and the
            // walk above just stored all of them.
            for node in pendingSafeAreaRoots { node.isPendingSafeAreaRoot = false }
            pendingSafeAreaRoots = []
        }
        SafeAreaNotifyPhase.run(notified)
    }
}
