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
        let list: HandlerList<ViewNode>
        if let existing = safeAreaObserverList {
            list = existing
        } else {
            list = HandlerList()
            safeAreaObserverList = list
        }
        return list.add(handler, token: SafeAreaObservation.init)
    }

    /// The safe area this view should have now.
    func computeSafeAreaInsets() -> EdgeInsets {
        if let window = self as? WindowNode { return window.windowSafeAreaInsets }
        guard storedWindow != nil, let parent = storedSuperview else { return .zero }
        return safeAreaInsets(inheriting: SafeAreaInheritance(parent: parent))
    }

    /// The safe area of this view, in a window, below a parent described by `inheritance`:
    /// the parent's unsafe regions this view's frame overlaps, then its controller's share.
    @inline(__always)
    func safeAreaInsets(inheriting inheritance: SafeAreaInheritance) -> EdgeInsets {
        let inherited =
            hasIdentityTransform || storedTransform.isTranslationOnly ? inheritance.overlap(of: derivedFrame) : .zero
        guard let controller = owningControllerIfAny else { return inherited }
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
    ///
    /// `skippingUnchanged` is for a change of this view's own geometry (its centre, transform
    /// or size): the subtrees whose inputs it did not change are not visited.
    func recomputeSafeArea(skippingUnchanged: Bool = false) {
        if isInSafeAreaBatch {
            if !isPendingSafeAreaRoot {
                isPendingSafeAreaRoot = true
                treeRoot.pendingSafeAreaRoots.append(self)
            }
            return
        }
        var notified = SafeAreaNotifyList()
        Self.storeSafeAreas(inSubtree: self, skippingUnchanged: skippingUnchanged, collectingNodesToNotify: &notified)
        SafeAreaNotifyPhase.run(notified)
    }

    /// After this view's size changed from `oldSize` outside a batch: autoresizes the subtree
    /// and recomputes its safe areas in one walk, then sends the callbacks.
    func resizeSubtreeAndRecomputeSafeArea(from oldSize: CGSize) {
        var notified = SafeAreaNotifyList()
        Self.storeSafeAreas(inSubtree: self, resizingFrom: oldSize, skippingUnchanged: true, collectingNodesToNotify: &notified)
        SafeAreaNotifyPhase.run(notified)
    }

    /// Whether a safe-area batch is open on this view's tree.
    var isInSafeAreaBatch: Bool {
        // A batch on this tree can only be open on this thread (trees are thread-confined), so
        // with none open here the walk up to the root is skipped.
        ThreadCounter.safeAreaBatches.value > 0 && treeRoot.safeAreaBatchDepth > 0
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
        var notified = SafeAreaNotifyList()
        for subtree in subtrees { storeSafeAreas(inSubtree: subtree, collectingNodesToNotify: &notified) }
        SafeAreaNotifyPhase.run(notified)
    }

    /// The store phase for one subtree, top-down: each view's value comes from its parent's
    /// inheritance, computed once per parent for all its subviews. No callback runs here, so
    /// the walk sees a tree no one changes. Appends, in pre-order, each view with a safe area
    /// (or scroll inset) not yet notified: the notify phase calls back exactly those.
    ///
    /// With `oldRootSize`, the root's size just changed from it and the same walk autoresizes
    /// the subtree on its way down: a view's geometry is final before its own safe area and
    /// its subviews' are computed, so one walk does what a resize cascade and a store walk
    /// did. With `skippingUnchanged`, a view whose frame and inherited edges did not change
    /// keeps its value and so does its whole subtree, which is then not visited: the values
    /// below the root were current before the change (the caller makes sure of that).
    static func storeSafeAreas(
        inSubtree root: ViewNode, resizingFrom oldRootSize: CGSize? = nil, skippingUnchanged: Bool = false,
        collectingNodesToNotify notified: inout SafeAreaNotifyList
    ) {
        let rootBefore = root.storedSafeAreaInsets
        root.storeSafeArea(root.computeSafeAreaInsets(), collectingInto: &notified)
        if oldRootSize != nil { root.storedNeedsLayout = true }
        if root.hasNoSubviews { return }
        // Every view below `root` shares its window (a move or a window's release updates
        // whole subtrees), and outside a window every safe area is zero.
        let inWindow = root.storedWindow != nil
        // A callback running further up the stack may have left views below `root` stored but
        // not yet notified; a full walk notifies them now, as it always did.
        let skips = skippingUnchanged && inWindow && !SafeAreaNotifyPhase.isRunning
        if skips && oldRootSize == nil && root.storedSafeAreaInsets == rootBefore { return }
        // The level being visited is in local values and the levels above it wait on stacks,
        // so stepping through subviews touches no shared array; the levels' plain data and
        // their subview lists are kept apart so that pushing a level copies no references.
        var level = SafeAreaLevel(parent: root, resizedFrom: oldRootSize)
        var subviews = root.storedSubviews
        var next = 0
        var levelsAbove: [SafeAreaLevel] = []
        var subviewsAbove: [(subviews: [ViewNode], next: Int)] = []
        while true {
            let i = next
            guard i < subviews.count else {
                guard let up = subviewsAbove.popLast() else { return }
                (subviews, next) = up
                level = levelsAbove.removeLast()
                continue
            }
            next = i + 1
            let node = subviews[i]
            var previousSize: CGSize?
            if level.resizesSubviews {
                previousSize = node.applyAutoresizing(from: level.oldSize, to: level.newSize)
                // A resized view waits for layout, as after any size change.
                if previousSize != nil { node.storedNeedsLayout = true }
            }
            let before = node.storedSafeAreaInsets
            let value = inWindow ? node.safeAreaInsets(inheriting: level.inheritance) : .zero
            node.storeSafeArea(value, collectingInto: &notified)
            // The subviews inherit from this view's insets and bounds: with neither changed,
            // their values and everything below them stay as they are.
            if !node.hasNoSubviews && !(skips && previousSize == nil && node.storedSafeAreaInsets == before) {
                levelsAbove.append(level)
                subviewsAbove.append((subviews, next))
                level = SafeAreaLevel(parent: node, resizedFrom: previousSize)
                subviews = node.storedSubviews
                next = 0
            }
        }
    }

    /// Stores a newly computed safe area (marking the view for layout when it changed), updates
    /// the derived insets, and records the view when a callback is due.
    @inline(__always)
    private func storeSafeArea(_ value: EdgeInsets, collectingInto notified: inout SafeAreaNotifyList) {
        if value != storedSafeAreaInsets {
            storedSafeAreaInsets = value
            storedNeedsLayout = true
        }
        let derivedChanged = usesPlainSafeAreaRules ? false : recomputeDerivedInsets()
        if derivedChanged || storedSafeAreaInsets != lastNotifiedSafeAreaInsets { notified.append(self) }
    }

    /// The notify phase for one node: callbacks only when the value differs from the last
    /// one notified.
    func notifySafeAreaIfNeeded() {
        let value = storedSafeAreaInsets
        if value != lastNotifiedSafeAreaInsets {
            lastNotifiedSafeAreaInsets = value
            safeAreaInsetsDidChange()
            if let controller = owningControllerIfAny { controller.viewSafeAreaInsetsDidChange() }
            safeAreaObserverList?.callAll(self)
        }
        if !usesPlainSafeAreaRules { notifyDerivedInsets() }
    }
}

/// What one parent's subviews start from in the store phase's walk: what they inherit from
/// it and how they follow its size change. Plain values only, so a deep walk stacks them
/// without reference counting.
struct SafeAreaLevel {
    /// What the subviews inherit from the parent.
    let inheritance: SafeAreaInheritance
    /// Whether the parent's size changed and its subviews follow by autoresizing.
    let resizesSubviews: Bool
    /// The parent's size before and after the change (equal when it did not change).
    let oldSize: CGSize
    let newSize: CGSize

    init(parent: ViewNode, resizedFrom oldParentSize: CGSize? = nil) {
        inheritance = SafeAreaInheritance(parent: parent)
        newSize = parent.storedBounds.size
        oldSize = oldParentSize ?? newSize
        resizesSubviews = oldParentSize != nil && parent.storedAutoresizesSubviews
    }
}

/// Keeps a safe-area observer registered; `cancel()` or releasing it unregisters.
public final class SafeAreaObservation: CancellableToken {}
