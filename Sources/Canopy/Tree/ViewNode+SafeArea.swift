import Foundation

extension ViewNode {
    /// The part of this view covered by unsafe regions (status bar, notch, bars), per edge.
    ///
    /// Computed eagerly whenever geometry, the tree or the device changes; `.zero`
    /// outside a window.
    public var safeAreaInsets: EdgeInsets { storedSafeAreaInsets }

    /// Registers a handler called after `safeAreaInsetsDidChange()` (and the controller's
    /// `viewSafeAreaInsetsDidChange()`) each time this view's safe area changes.
    ///
    /// The observation lasts until the token is cancelled or released.
    public func addSafeAreaObserver(_ handler: @escaping (ViewNode) -> Void) -> SafeAreaObservation {
        safeAreaObservers.add(handler, token: SafeAreaObservation.init)
    }

    /// The safe area this view should have now.
    func computeSafeAreaInsets() -> EdgeInsets {
        if let window = self as? WindowNode { return window.windowSafeAreaInsets }
        guard storedWindow != nil, let parent = storedSuperview else { return .zero }
        var inherited = EdgeInsets.zero
        if storedTransform.isTranslationOnly {
            let pins = parent.insetsForChildren
            let safe = parent.safeAreaViewport.inset(by: pins)
            let f = derivedFrame
            func clamp(_ v: CGFloat, _ hi: CGFloat) -> CGFloat { Swift.min(Swift.max(v, 0), hi) }
            inherited.top = pins.top > 0 ? clamp(safe.minY - f.minY, f.height) : 0
            inherited.left = pins.left > 0 ? clamp(safe.minX - f.minX, f.width) : 0
            inherited.bottom = pins.bottom > 0 ? clamp(f.maxY - safe.maxY, f.height) : 0
            inherited.right = pins.right > 0 ? clamp(f.maxX - safe.maxX, f.width) : 0
        }
        guard let controller = owningViewController else { return inherited }
        let overlay = controller.parent?.overlayInsets(forChild: controller) ?? .zero
        let sum = (EdgeInsets.edgewiseMax(inherited, overlay) + controller.additionalSafeAreaInsets).clampedToZero
        // Near-maximum geometry plus near-maximum additional insets overflow: saturate instead.
        func finite(_ v: CGFloat) -> CGFloat { Swift.min(v, .greatestFiniteMagnitude) }
        return EdgeInsets(top: finite(sum.top), left: finite(sum.left), bottom: finite(sum.bottom), right: finite(sum.right))
    }

    /// Recomputes the safe area of this view's subtree and sends the callbacks.
    ///
    /// Inside `batchingSafeArea` the subtree is only recorded, and one recomputation runs
    /// when the outermost batch ends (a cascade of autoresized frames costs one pass).
    func recomputeSafeArea() {
        // A batch on this tree can only be open on this thread (trees are thread-confined), so
        // with none open here the walk up to the root is skipped.
        if ThreadCounter.safeAreaBatches.value > 0 {
            let root = treeRoot
            if root.safeAreaBatchDepth > 0 {
                if !isPendingSafeAreaRoot {
                    isPendingSafeAreaRoot = true
                    root.pendingSafeAreaRoots.append(self)
                }
                return
            }
        }
        Self.recomputeSafeArea(subtrees: [self])
    }

    /// Runs `body`, deferring safe-area recomputation of this tree until it returns.
    func batchingSafeArea(_ body: () -> Void) {
        let root = treeRoot
        root.safeAreaBatchDepth += 1
        ThreadCounter.safeAreaBatches.add(1)
        body()
        ThreadCounter.safeAreaBatches.add(-1)
        root.safeAreaBatchDepth -= 1
        guard root.safeAreaBatchDepth == 0, !root.pendingSafeAreaRoots.isEmpty else { return }
        let pending = root.pendingSafeAreaRoots
        root.pendingSafeAreaRoots = []
        // Keep only subtrees not already inside another pending subtree.
        let roots = pending.filter { node in
            var a = node.storedSuperview
            while let p = a {
                if p.isPendingSafeAreaRoot { return false }
                a = p.storedSuperview
            }
            return true
        }
        for node in pending { node.isPendingSafeAreaRoot = false }
        Self.recomputeSafeArea(subtrees: roots)
    }

    /// Recomputes several disjoint subtrees in two phases: store every new value first, then
    /// notify, so a callback always sees a consistent tree.
    static func recomputeSafeArea(subtrees: [ViewNode]) {
        var visited: [ViewNode] = []
        for subtree in subtrees {
            subtree.forEachInSubtree { node in
                let value = node.computeSafeAreaInsets()
                if value != node.storedSafeAreaInsets {
                    node.storedSafeAreaInsets = value
                    node.setNeedsLayout()
                }
                node.recomputeDerivedInsets()
                visited.append(node)
            }
        }
        for node in visited { node.notifySafeAreaIfNeeded() }
    }

    /// The notify phase for one node: callbacks only when the value differs from the last
    /// one notified.
    func notifySafeAreaIfNeeded() {
        let value = storedSafeAreaInsets
        if value != lastNotifiedSafeAreaInsets {
            lastNotifiedSafeAreaInsets = value
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            safeAreaObservers.callAll(self)
        }
        notifyDerivedInsets()
    }
}

/// Keeps a safe-area observer registered; `cancel()` or releasing it unregisters.
public final class SafeAreaObservation: CancellableToken {}
